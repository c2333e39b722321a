// The editors' pages (SPEC §2), each at its own path; the one with the home slug is the home page
// (home/model.ts), made the same way.
import { describeBlocks } from '../../content/describe.ts';
import type { PageContent, ResolvedBlock } from '../../content/page-data.ts';
import { CONTACT_PAGE_PATH, HOME_SLUG } from '../../content/paths.ts';
import type { Image, Page } from '../../content/schemas/index.ts';
import { organisation } from '../../content/structured-data/business.ts';
import type { ModelContext, PageDraft } from '../model-context.ts';
import type { TemplateHead } from '../model-hooks.ts';

export interface Data {
  page: PageContent;
}

export function pages(ctx: ModelContext): PageDraft<Data>[] {
  return ctx.snapshot.pages
    .filter((p) => p.slug !== HOME_SLUG)
    .map((p) => contentPage(ctx, p, { title: p.title, path: p.path }));
}

/** A page of blocks at `at`: it leads with its hero or its first block picture. */
export function contentPage(
  ctx: ModelContext,
  p: Page,
  at: { title: string; path: string },
): PageDraft<Data> {
  const page = ctx.pageContent(p);
  return {
    meta: {
      ...at,
      description: ctx.described(p.seo.description, p.hero?.subtitle, describeBlocks(p.content)),
    },
    data: { page },
    shows: {
      image: page.hero?.image ?? blocksPicture(page.content),
      documents: [p.id, ...blocksDocuments(page.content)],
    },
  };
}

/** The first picture among a page's blocks: a hero's, or a carousel's first image slide. */
function blocksPicture(blocks: readonly ResolvedBlock[]): Image | null {
  for (const block of blocks) {
    if (block._type === 'hero' && block.image) return block.image;
    if (block._type === 'heroCarousel') {
      for (const slide of block.slides) {
        if (slide.content?._type === 'carouselImage') return slide.content.image;
      }
    }
  }
  return null;
}

/** Ids of the documents a page's blocks list, whose changes change the page. */
function blocksDocuments(blocks: readonly ResolvedBlock[]): string[] {
  return blocks.flatMap((block) => {
    switch (block._type) {
      case 'latestNews':
        return block.cards.map((c) => c.id);
      case 'posts':
      case 'brands':
      case 'mediaLibrary':
        return block.items.map((c) => c.id);
      case 'heroCarousel':
        return block.slides.map((s) => s.id);
      default:
        return [];
    }
  });
}

/** The contact page names the business, as the home page does. */
export const head: TemplateHead<Data> = {
  structuredData: ({ page, site }) =>
    page.meta.path === CONTACT_PAGE_PATH
      ? [organisation(site, site.siteDescription || page.meta.description)]
      : [],
};
