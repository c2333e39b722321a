// The latest news (SPEC §2): every post, newest first.
import type { PostCard } from '../../content/page-data.ts';
import { LATEST_NEWS_PATH } from '../../content/paths.ts';
import { collection } from '../../content/structured-data/nodes.ts';
import type { ModelContext, PageDraft } from '../model-context.ts';
import type { TemplateHead } from '../model-hooks.ts';

export interface Data {
  posts: PostCard[];
}

export function pages(ctx: ModelContext): PageDraft<Data>[] {
  const { postCards } = ctx;
  return [
    {
      meta: {
        title: 'Latest News',
        path: LATEST_NEWS_PATH,
        description: 'News, shows and case studies from growers and farms using our machinery.',
      },
      data: { posts: postCards },
      shows: { documents: postCards.map((p) => p.id) },
    },
  ];
}

/** The posts it lists, newest first, for search engines. */
export const head: TemplateHead<Data> = {
  structuredData: (context) => [collection(context, context.page.data.posts)],
};
