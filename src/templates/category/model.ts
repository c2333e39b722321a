// Each news category (SPEC §2): its posts, newest first.
import type { PostCard, Ref } from '../../content/page-data.ts';
import { breadcrumbList, HOME_CRUMB, NEWS_CRUMB } from '../../content/structured-data/nodes.ts';
import type { ModelContext, PageDraft } from '../model-context.ts';
import type { TemplateHead } from '../model-hooks.ts';

export interface Data {
  category: Ref;
  posts: PostCard[];
}

export function pages(ctx: ModelContext): PageDraft<Data>[] {
  return ctx.snapshot.categories.map((category) => {
    const posts = ctx.postCards.filter((p) => p.categories.some((c) => c.id === category.id));
    return {
      meta: {
        title: category.title,
        path: category.path,
        description: `${category.title}: news and stories from ${ctx.siteName}.`,
      },
      data: { category: { id: category.id, title: category.title, path: category.path }, posts },
      shows: { documents: [category.id, ...posts.map((p) => p.id)] },
    };
  });
}

/** Its place under the news, for search engines. */
export const head: TemplateHead<Data> = {
  structuredData: ({ page, site }) => [
    breadcrumbList(
      [HOME_CRUMB, NEWS_CRUMB, { title: page.data.category.title, path: page.meta.path }],
      site.siteUrl,
    ),
  ],
};
