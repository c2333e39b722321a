// The latest news (SPEC §2): every post, newest first.
import type { PostCard } from '../../content/page-data.ts';
import type { ModelContext, PageDraft } from '../model-context.ts';

export interface Data {
  posts: PostCard[];
}

export function pages(ctx: ModelContext): PageDraft<Data>[] {
  const { postCards } = ctx;
  return [
    {
      meta: {
        title: 'Latest News',
        path: '/latest-news/',
        description: 'News, shows and case studies from growers and farms using our machinery.',
      },
      data: { posts: postCards },
      shows: { documents: postCards.map((p) => p.id) },
    },
  ];
}
