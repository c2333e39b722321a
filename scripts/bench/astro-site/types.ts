// The shapes of the Astro anchor's site (scripts/bench/astro-site.ts): the pages, their parts and
// what the header and the footer show.

export interface Doc {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** An image as our pages show it: the asset's folder under /images/, its size and text. */
export interface Img {
  folder: string;
  width: number;
  height: number;
  alt: string;
}

/** Portable text as plain markup: paragraphs, headings and bullet lists. */
export type Block = { kind: 'p' | 'h2' | 'h3'; text: string } | { kind: 'ul'; items: string[] };

export interface Link {
  text: string;
  href: string;
  children: Link[];
}

export interface Card {
  title: string;
  href: string;
  image: Img | null;
  text: string;
}

export interface SitePage {
  path: string;
  template: string;
  title: string;
  description: string;
  /** A date or a brand, under the heading. */
  meta: string;
  intro: string;
  breadcrumb: Link[];
  images: Img[];
  facts: { label: string; value: string }[];
  text: Block[];
  links: Link[];
  groups: { heading: string; cards: Card[] }[];
}

/** What every page shows around its own content: the header's and the footer's. */
export interface Chrome {
  siteName: string;
  siteUrl: string;
  logo: Img | null;
  telephone: string;
  email: string;
  vatNumber: string;
  main: Link[];
  secondary: Link[];
  footerLinks: Link[];
  infoLinks: Link[];
  details: Block[];
  social: { href: string; image: Img | null; alt: string }[];
  recentPosts: Link[];
  newsCategories: Link[];
}

export interface AstroSite {
  chrome: Chrome;
  pages: SitePage[];
}
