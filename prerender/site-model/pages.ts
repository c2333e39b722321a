// The editors' pages (SPEC §2): the home page at `/`, every other page at its own path.
import type { ModelPage } from '../../src/content/page-types.ts';
import { describeBlocks } from '../describe.ts';
import { blocksDocuments, blocksPicture } from '../seo/page-seo.ts';
import type { ModelContext } from './context.ts';

export function contentPages(ctx: ModelContext): ModelPage[] {
  return ctx.snapshot.pages.map((p) => {
    const isHome = p.slug === 'home';
    const page = ctx.pageContent(p);
    return ctx.page(
      isHome ? 'home' : 'page',
      {
        title: isHome ? ctx.siteName : p.title,
        path: isHome ? '/' : p.path,
        description: ctx.described(p.seo.description, p.hero?.subtitle, describeBlocks(p.content)),
      },
      { page },
      {
        image: page.hero?.image ?? blocksPicture(page.content),
        documents: [p.id, ...blocksDocuments(page.content)],
      },
    );
  });
}
