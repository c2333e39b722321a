// Each post (SPEC §2), with its older and newer neighbours.
import type { Ref } from '../../content/page-data.ts';
import type { Post } from '../../content/schemas/index.ts';
import type { ModelContext, PageDraft } from '../model-context.ts';

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
