// The home page (SPEC §2): the editors' page with the home slug, at `/`, titled with the site's name.
import { HOME_SLUG } from '../../content/paths.ts';
import type { ModelContext, PageDraft } from '../model-context.ts';
import { contentPage, type Data } from '../page/model.ts';

export type { Data };

export function pages(ctx: ModelContext): PageDraft<Data>[] {
  return ctx.snapshot.pages
    .filter((p) => p.slug === HOME_SLUG)
    .map((p) => contentPage(ctx, p, { title: ctx.siteName, path: '/' }));
}
