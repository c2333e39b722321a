// The pieces templates share (cards, crumbs, resolved blocks) and the site-wide data. Types only:
// the site model (prerender/site-model.ts) makes them from the validated snapshot. Built from the
// schema types, never restated.

import type { ImageConfig } from './image-url.ts';
import type {
  Block,
  DocumentRef,
  Footer,
  Image,
  MediaItem,
  Navigation,
  Page,
  PortableText,
  PostCard,
  Product,
  SiteSettings,
} from './schemas/index.ts';

export type { PostCard };

/** A small reference to another document: enough for a link. */
export type Ref = DocumentRef;

export interface Crumb {
  title: string;
  path: string;
}

export interface ProductCard {
  id: string;
  title: string;
  path: string;
  excerpt: string;
  image: Image | null;
  brand: Ref | null;
  condition: Product['condition'];
  price: string | null;
  /** Stock facts shown on the card (src/content/stock-facts.ts). */
  year: Product['year'];
  hours: Product['hours'];
  status: Product['status'];
}

export interface CategoryCard {
  id: string;
  /** The category's title, or a readable name made from its slug when the title is null. */
  title: string;
  path: string;
  image: Image | null;
}

export interface BrandCard {
  id: string;
  title: string;
  path: string;
  logo: Image | null;
}

/** Blocks whose content is a collection get it filled in by the site model. */
export type ResolvedBlock =
  | Exclude<Block, { _type: 'brands' | 'latestNews' | 'posts' | 'mediaLibrary' }>
  | (Extract<Block, { _type: 'brands' }> & { items: BrandCard[] })
  | (Omit<Extract<Block, { _type: 'latestNews' }>, 'posts'> & { cards: PostCard[] })
  | (Extract<Block, { _type: 'posts' }> & { items: PostCard[] })
  | (Extract<Block, { _type: 'mediaLibrary' }> & { items: MediaItem[] });

export type PageContent = Omit<Page, 'content'> & { content: ResolvedBlock[] };

/** A picture for link previews (Open Graph, Twitter card) and structured data. */
export interface SocialImage {
  /** Absolute URL: crawlers of other sites read it with no page to resolve it against. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface SiteSeo {
  /** The link-preview picture of pages without their own: the home page's hero, else the logo. */
  image: SocialImage | null;
  /** The logo as an absolute URL, for the organisation's structured data. */
  logo: string | null;
  /** The site's X (Twitter) account as `@name`, from the footer's social links. */
  twitter: string | null;
  /** Absolute URLs of the site's social profiles (structured data `sameAs`). */
  profiles: string[];
  /** Absolute URL of the news feed; null when there is no news. */
  feed: string | null;
}

export interface SiteContact {
  tel: string | null;
  hours: { key: string; days: string; opens: string; closes: string }[];
  directions: string | null;
}

/** Site-wide data: the chrome of every page. One file per build (/assets/site/), never in page data. */
export interface SiteData {
  siteName: string;
  siteDescription: string;
  /** The canonical origin, from SITE_URL. */
  siteUrl: string;
  /** The build year, for the copyright line. */
  year: number;
  logo: Image | null;
  vatNumber: string;
  telephone: string;
  email: string;
  address: SiteSettings['address'];
  /** When the yard is open, and where it is: the local business's structured data. */
  openingHours: SiteSettings['openingHours'];
  geo: SiteSettings['geo'];
  /**
   * One tap to the dealer, worked out by the build so the browser ships no code for it
   * (src/chrome/contact/contact-links.ts): the `tel:` address (null when the number has too few
   * digits to dial), the opening hours in words, and a route to the yard (null without `geo`).
   */
  contact: SiteContact;
  details: PortableText;
  navigation: Navigation;
  footer: Footer;
  recentPosts: Ref[];
  newsCategories: Ref[];
  analyticsId: string | null;
  /** What search engines and link previews read of the site as a whole (docs/seo.md). */
  seo: SiteSeo;
  /** Where image URLs point: local files made by the build, or the content service's image CDN. */
  images: ImageConfig;
}
