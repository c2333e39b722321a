// The Astro anchor's site (scripts/bench/astro-anchor.ts): the dataset's documents as the pages our
// build makes, one per route (prerender/site-model.ts: pages, posts, news listing and categories,
// product categories, products, brands, the basket, the offline page and 404), each with the
// fields its page shows.
// It imports nothing but its own modules (astro-site/): this file is copied into the temporary
// Astro project as src/site.ts and they as src/astro-site/, where Astro's build reads the NDJSON
// and runs it, as ours reads the dataset and builds its site model.
import { cataloguePages } from './astro-site/catalogue.ts';
import { siteContext } from './astro-site/context.ts';
import { editorialPages, oneSentencePages } from './astro-site/editorial.ts';
import { arr, imageOf, isObj, plainBlocks, str } from './astro-site/fields.ts';
import type { AstroSite, Chrome, Doc } from './astro-site/types.ts';

export { collectContent, imageOf, imageUrl, parseNdjson, plainBlocks, srcset } from './astro-site/fields.ts';
export type { AstroSite, Block, Card, Chrome, Doc, Img, Link, SitePage } from './astro-site/types.ts';

const RECENT_POSTS = 3;

/** The pages our build makes from these documents, with the header's and footer's content. */
export function buildAstroSite(docs: readonly Doc[], siteUrl: string): AstroSite {
  const site = siteContext(docs);
  const { link, navLinks, of, settings, siteName } = site;
  const pages = [...editorialPages(site), ...cataloguePages(site), ...oneSentencePages()];
  const navigation = of('navigation')[0] ?? ({ _id: 'navigation', _type: 'navigation' } as Doc);
  const footer = of('footer')[0] ?? ({ _id: 'footer', _type: 'footer' } as Doc);
  const chrome: Chrome = {
    siteName,
    siteUrl: siteUrl.replace(/\/+$/, ''),
    logo: imageOf(settings.logo, siteName),
    telephone: str(settings.telephone),
    email: str(settings.email),
    vatNumber: str(settings.vatNumber),
    main: navLinks(navigation.main),
    secondary: navLinks(navigation.secondary),
    footerLinks: navLinks(footer.links),
    infoLinks: navLinks(footer.infoLinks),
    details: plainBlocks(settings.details),
    social: arr(footer.socialIcons).flatMap((s) =>
      isObj(s) ? [{ href: str(s.link), image: imageOf(s.image, str(s.alt)), alt: str(s.alt) }] : [],
    ),
    recentPosts: site.posts.slice(0, RECENT_POSTS).map(link),
    newsCategories: of('category').map(link),
  };
  return { chrome, pages };
}

/** `/` → undefined (the index); `/product/x/` → `product/x`: the catch-all route's parameter. */
export function slugParam(path: string): string | undefined {
  const slug = path.replace(/^\/+|\/+$/g, '');
  return slug === '' ? undefined : slug;
}
