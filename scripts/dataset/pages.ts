// Generic pages (SPEC §2): each has a hero and a list of blocks. The copy lives in the
// pages-*.ts modules; this module turns it into page documents.
import { blockMakers } from './blocks.ts';
import type { BuildContext } from './build-context.ts';
import { editedBetween, keyMaker, type SanityDocument, slug } from './documents.ts';
import type { PageCopy } from './page-copy.ts';
import { COMPANY_PAGES } from './pages-company.ts';
import { HOME_PAGES } from './pages-home.ts';
import { INFO_PAGES } from './pages-info.ts';

export const PAGES: readonly PageCopy[] = [...HOME_PAGES, ...COMPANY_PAGES, ...INFO_PAGES];

export const pageId = (slugValue: string) => `page-${slugValue}`;

export function buildPages(ctx: BuildContext): SanityDocument[] {
  return PAGES.map((p) => {
    const id = pageId(p.slug);
    const key = keyMaker(id);
    const created = `${p.created}T09:00:00Z`;
    return {
      _id: id,
      _type: 'page',
      ...editedBetween(id, created, '2023-03-01T09:00:00Z'),
      title: p.title,
      slug: slug(p.slug),
      seo: { description: p.description },
      hero: {
        subtitle: p.hero.subtitle,
        title: p.hero.title,
        image: ctx.assets.image(p.hero.image, p.hero.alt, { hotspot: { x: 0.5, y: 0.55 } }),
        showStripe: p.hero.showStripe ?? true,
      },
      content: p.blocks(blockMakers(ctx, key), ctx),
    };
  });
}
