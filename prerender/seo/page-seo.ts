// What search engines and link previews read of each page, part of the page as the site model
// makes it (prerender/site-model.ts): the page's picture (its hero or main image) and when
// what it shows last changed; and the site-wide facts. Pure functions of the pages and the
// snapshot (docs/seo.md).

import type { SiteSeo } from '../../src/content/page-data.ts';
import { HOME_PATH } from '../../src/content/paths.ts';
import type { Snapshot } from '../../src/content/snapshot.ts';
import { absoluteUrl } from '../../src/lib/absolute-url.ts';
import type { PageShows } from '../../src/templates/model-context.ts';
import type { ModelPage } from '../../src/templates/template-types.ts';
import { newest } from './dates.ts';
import { FEED_PATH } from './feed.ts';
import { type SeoUrls, socialImage, wholeImage } from './social-image.ts';

/** The logo in structured data: Google asks for at least 112 px; 600 is the logos' own width. */
const LOGO_WIDTH = 600;

/** `@name` from an X or Twitter profile link (`https://twitter.com/name`), else null. */
export function twitterHandle(link: string): string | null {
  const match =
    /^https?:\/\/(?:www\.|mobile\.)?(?:twitter|x)\.com\/@?([A-Za-z0-9_]{1,15})\/?(?:[?#].*)?$/.exec(link);
  return match?.[1] ? `@${match[1]}` : null;
}

/**
 * When what a page shows last changed: the newest `updatedAt` among the documents it shows. The
 * pages of one list share their array of ids, so each array is worked out once: per page, a list
 * of 43,000 machines on 1,800 pages made the site model's cost grow with the square of the
 * catalogue (105,286 documents: minutes).
 */
export function updatedIndex(snapshot: Snapshot): (documents: readonly string[]) => string | null {
  const updated = new Map<string, string>();
  for (const list of [
    snapshot.pages,
    snapshot.posts,
    snapshot.categories,
    snapshot.productCategories,
    snapshot.products,
    snapshot.brands,
    snapshot.mediaItems,
  ]) {
    for (const doc of list) updated.set(doc.id, doc.updatedAt);
  }
  const known = new WeakMap<readonly string[], string | null>();
  return (documents) => {
    let at = known.get(documents);
    if (at === undefined) {
      at = newest(documents.map((id) => updated.get(id)));
      known.set(documents, at);
    }
    return at;
  };
}

/**
 * The page with what search engines and link previews read of it: its sharing picture, made by
 * the build's one image builder, and when what it shows last changed.
 */
export function withPageSeo<P extends ModelPage>(
  page: P,
  urls: SeoUrls,
  updatedAt: (documents: readonly string[]) => string | null,
  { image = null, documents = [] }: PageShows,
): P {
  return {
    ...page,
    meta: {
      ...page.meta,
      image: image ? socialImage(urls, image, page.meta.title) : null,
      updatedAt: updatedAt(documents),
    },
  };
}

/** The site-wide facts: the sharing picture (the home page's), the logo, the profiles, the feed. */
export function siteSeo(pages: readonly ModelPage[], snapshot: Snapshot, urls: SeoUrls): SiteSeo {
  const siteImage = pages.find((page) => page.meta.path === HOME_PATH && page.meta.image)?.meta.image ?? null;
  const { settings, footer } = snapshot;
  const logo = wholeImage(urls, settings.logo, settings.siteName, LOGO_WIDTH);
  const profiles = footer.socialIcons.map((icon) => icon.link);
  return {
    image: siteImage ?? wholeImage(urls, settings.logo, settings.siteName),
    logo: logo.url,
    twitter: profiles.map(twitterHandle).find(Boolean) ?? null,
    profiles,
    feed: snapshot.posts.length > 0 ? absoluteUrl(FEED_PATH, urls.siteUrl) : null,
  };
}
