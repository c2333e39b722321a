// News: the nine news categories and the posts (news, show reports and case studies).
import type { BuildContext } from './build-context.ts';
import {
  between,
  editedBetween,
  keyMaker,
  reference,
  type SanityDocument,
  slug,
  stamp,
} from './documents.ts';
import { NEWS_CATEGORIES, type PostData } from './post-data.ts';
import { POSTS_2016_2017 } from './posts-2016-2017.ts';
import { POSTS_2018_2019 } from './posts-2018-2019.ts';
import { POSTS_2020_2021 } from './posts-2020-2021.ts';
import { POSTS_2022_2023 } from './posts-2022-2023.ts';

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
      ...editedBetween(id, `2016-01-2${c.n % 8}T10:00:00Z`, '2016-02-01T09:00:00Z', '2019-06-28T17:00:00Z'),
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
