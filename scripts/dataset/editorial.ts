// News: the nine news categories and the posts (news, show reports and case studies).
import type { BuildContext } from './build-context.ts';
import { between, keyMaker, reference, type SanityDocument, slug, stamp } from './documents.ts';
import { POSTS_2016_2017 } from './posts-2016-2017.ts';
import { POSTS_2018_2019 } from './posts-2018-2019.ts';
import { POSTS_2020_2021 } from './posts-2020-2021.ts';
import { POSTS_2022_2023 } from './posts-2022-2023.ts';

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

export const POSTS: readonly PostData[] = [
  ...POSTS_2016_2017,
  ...POSTS_2018_2019,
  ...POSTS_2020_2021,
  ...POSTS_2022_2023,
];

export const newsCategoryId = (n: number) => `category-${n}`;
export const postId = (index: number) => `post-${index + 1}`;

export function buildNewsCategories(): SanityDocument[] {
  return NEWS_CATEGORIES.map((c) => {
    const id = newsCategoryId(c.n);
    return {
      _id: id,
      _type: 'category',
      ...stamp(
        id,
        `2016-01-2${c.n % 8}T10:00:00Z`,
        between(`${id}-updated`, '2016-02-01T09:00:00Z', '2019-06-28T17:00:00Z'),
      ),
      title: c.title,
      slug: slug(c.slug),
    };
  });
}

export function buildPosts(ctx: BuildContext): SanityDocument[] {
  return POSTS.map((p, index) => {
    const id = postId(index);
    const key = keyMaker(id);
    const published = `${p.published.replace(' ', 'T')}:00Z`;
    const edited = between(
      `${id}-edit`,
      published,
      new Date(Date.parse(published) + 3 * 86_400_000).toISOString(),
    );
    return {
      _id: id,
      _type: 'post',
      ...stamp(id, published, edited),
      title: p.title,
      slug: slug(p.slug),
      published,
      excerpt: p.excerpt,
      seo: { description: p.excerpt },
      ...(p.image ? { image: ctx.assets.image(p.image, p.imageAlt ?? p.title) } : {}),
      categories: p.categories.map((c) => reference(ctx.resolve('category', c), key())),
      body: ctx.pt(p.body, key),
    };
  });
}
