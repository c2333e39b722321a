// Each post (SPEC §2), with its older and newer neighbours.
import type { Ref } from '../../content/page-data.ts';
import type { Post } from '../../content/schemas/index.ts';
import { publisher } from '../../content/structured-data/business.ts';
import {
  breadcrumbList,
  HOME_CRUMB,
  type JsonLdContext,
  type JsonLdNode,
  NEWS_CRUMB,
} from '../../content/structured-data/nodes.ts';
import { clipOnWord, HEADLINE_MAX } from '../../content/text-limits.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import type { ModelContext, PageDraft } from '../model-context.ts';
import type { FeedHook, TemplateHead } from '../model-hooks.ts';

export interface Data {
  post: Post;
  previous: Ref | null;
  next: Ref | null;
}

const ref = (post: Post | undefined): Ref | null =>
  post ? { id: post.id, title: post.title, path: post.path } : null;

export function pages(ctx: ModelContext): PageDraft<Data>[] {
  return ctx.posts.map((post, index, posts) => ({
    meta: {
      title: post.title,
      path: post.path,
      description: ctx.described(post.seo.description, post.excerpt),
    },
    data: { post, previous: ref(posts[index + 1]), next: ref(posts[index - 1]) },
    shows: { image: post.image, documents: [post.id] },
  }));
}

/** An edit stamped before the publication date (imported content) is no modification. */
const wasModified = (post: Post) => Date.parse(post.updatedAt) > Date.parse(post.published);

function article({ page, site, canonical, image }: JsonLdContext<Data>): JsonLdNode {
  const { post } = page.data;
  return {
    '@type': 'NewsArticle',
    '@id': `${canonical}#article`,
    mainEntityOfPage: canonical,
    headline: clipOnWord(post.title, HEADLINE_MAX),
    description: page.meta.description,
    ...(image ? { image: [image.url] } : {}),
    datePublished: post.published,
    dateModified: wasModified(post) ? post.updatedAt : post.published,
    author: [{ '@type': 'Organization', name: site.siteName, url: absoluteUrl('/', site.siteUrl) }],
    publisher: publisher(site),
    articleSection: post.categories.map((c) => c.title),
    inLanguage: 'en-GB',
  };
}

/** An article: its dates for link previews, the article and its breadcrumb for search engines. */
export const head: TemplateHead<Data> = {
  openGraphType: 'article',
  openGraph: ({ data: { post } }) => [
    ['article:published_time', post.published],
    ...(wasModified(post) ? [['article:modified_time', post.updatedAt] as [string, string]] : []),
  ],
  structuredData: (context) => [
    article(context),
    breadcrumbList(
      [HOME_CRUMB, NEWS_CRUMB, { title: context.page.data.post.title, path: context.page.meta.path }],
      context.site.siteUrl,
    ),
  ],
};

/** Each post is an item of the news feed. */
export const feed: FeedHook<Data> = (data) => data.post;
