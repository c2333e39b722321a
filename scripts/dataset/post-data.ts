// The shape of a post's copy in the posts-*.ts modules, and the news categories it may name.

/** Ids, titles and slugs exactly as docs/content-model.md lists them. */
export const NEWS_CATEGORIES = [
  { n: 1, slug: 'general', title: 'General' },
  { n: 2, slug: 'product-related', title: 'Product Related' },
  { n: 3, slug: 'shows-and-events', title: 'Shows and Events' },
  { n: 4, slug: 'whats-happening', title: "What's Happening" },
  { n: 5, slug: 'case-studies', title: 'Case Studies' },
  { n: 6, slug: 'fruit-grower-case-studies', title: 'Fruit Grower Case Studies' },
  { n: 7, slug: 'agricultural-case-studies', title: 'Agricultural Case Studies' },
  { n: 8, slug: 'groundcare-forestry-case-studies', title: 'Groundcare/ Forestry Case Studies' },
  { n: 9, slug: 'construction-plant-hire-case-studies', title: 'Construction/ Plant Hire Case Studies' },
] as const;

export type NewsCategorySlug = (typeof NEWS_CATEGORIES)[number]['slug'];

export interface PostData {
  slug: string;
  title: string;
  /** `YYYY-MM-DD HH:MM`, UK time written as UTC (the difference does not matter here). */
  published: string;
  categories: readonly NewsCategorySlug[];
  /** A pool image, or null for a post without a picture (the field is then left out). */
  image: string | null;
  imageAlt?: string;
  excerpt: string;
  /** Portable Text markup (see portable-text.ts). */
  body: string;
}
