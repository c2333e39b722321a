// The news (SPEC §2): each post with its neighbours, the latest-news list and each category's list.
import type { ModelPage } from '../../src/content/page-types.ts';
import type { ModelContext } from './context.ts';

export function newsPages(ctx: ModelContext): ModelPage[] {
  const { postCards, snapshot } = ctx;
  const pages: ModelPage[] = ctx.posts.map((post, index, posts) => {
    const newer = posts[index - 1];
    const older = posts[index + 1];
    return ctx.page(
      'post',
      { title: post.title, path: post.path, description: ctx.described(post.seo.description, post.excerpt) },
      {
        post,
        previous: older ? { id: older.id, title: older.title, path: older.path } : null,
        next: newer ? { id: newer.id, title: newer.title, path: newer.path } : null,
      },
      { image: post.image, documents: [post.id] },
    );
  });

  pages.push(
    ctx.page(
      'latest-news',
      {
        title: 'Latest News',
        path: '/latest-news/',
        description: 'News, shows and case studies from growers and farms using our machinery.',
      },
      { posts: postCards },
      { documents: postCards.map((p) => p.id) },
    ),
  );

  for (const category of snapshot.categories) {
    const ref = { id: category.id, title: category.title, path: category.path };
    const posts = postCards.filter((p) => p.categories.some((c) => c.id === category.id));
    pages.push(
      ctx.page(
        'category',
        {
          title: category.title,
          path: category.path,
          description: `${category.title}: news and stories from ${ctx.siteName}.`,
        },
        { category: ref, posts },
        { documents: [category.id, ...posts.map((p) => p.id)] },
      ),
    );
  }
  return pages;
}
