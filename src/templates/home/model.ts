// The home page (SPEC §2): the editors' page with the home slug, at `/`, titled with the site's name.
import { HOME_PATH, HOME_SLUG } from '../../content/paths.ts';
import { organisation, organisationId } from '../../content/structured-data/business.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import type { ModelContext, PageDraft } from '../model-context.ts';
import type { TemplateHead } from '../model-hooks.ts';
import { contentPage, type Data } from '../page/model.ts';

export type { Data };

export function pages(ctx: ModelContext): PageDraft<Data>[] {
  return ctx.snapshot.pages
    .filter((p) => p.slug === HOME_SLUG)
    .map((p) => contentPage(ctx, p, { title: ctx.siteName, path: HOME_PATH }));
}

/** The website itself, and the business that publishes it. */
export const head: TemplateHead<Data> = {
  structuredData: ({ page, site }) => [
    {
      '@type': 'WebSite',
      '@id': absoluteUrl('/#website', site.siteUrl),
      name: site.siteName,
      url: absoluteUrl('/', site.siteUrl),
      inLanguage: 'en-GB',
      publisher: { '@id': organisationId(site) },
    },
    organisation(site, site.siteDescription || page.meta.description),
  ],
};
