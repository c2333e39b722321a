// The editors' pages (SPEC §2): the home page at `/`, every other page at its own path.
import type { ModelPage } from '../../src/content/page-types.ts';
import { describeBlocks } from '../describe.ts';
import type { ModelContext } from './context.ts';

export function contentPages(ctx: ModelContext): ModelPage[] {
  return ctx.snapshot.pages.map((p) => {
    const isHome = p.slug === 'home';
    return ctx.page(
      isHome ? 'home' : 'page',
      {
        title: isHome ? ctx.siteName : p.title,
        path: isHome ? '/' : p.path,
        description: ctx.described(p.seo.description, p.hero?.subtitle, describeBlocks(p.content)),
      },
      { page: ctx.pageContent(p) },
    );
  });
}
