// What search engines and link previews read of each page, part of the page as the site model
// makes it (prerender/site-model/context.ts): the page's picture (its hero or main image) and when
// what it shows last changed; and the site-wide facts. Pure functions of the pages and the
// snapshot (docs/seo.md).

import type { ResolvedBlock, SiteSeo } from '../../src/content/page-data.ts';
import type { ModelPage } from '../../src/content/page-types.ts';
import type { Image } from '../../src/content/schemas/index.ts';
import type { Snapshot } from '../content/snapshot.ts';
import { newest } from './dates.ts';
import { FEED_PATH } from './feed.ts';
import { absoluteUrl, type SeoUrls, socialImage, wholeImage } from './social-image.ts';

/** The logo in structured data: Google asks for at least 112 px; 600 is the logos' own width. */
const LOGO_WIDTH = 600;

function heroOfBlocks(blocks: readonly ResolvedBlock[]): Image | null {
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

/** The picture a page leads with: its hero, or its main image (a product's first, a post's own). */
export function mainImageOf(page: ModelPage): Image | null {
  switch (page.template) {
    case 'home':
    case 'page':
      return page.data.page.hero?.image ?? heroOfBlocks(page.data.page.content);
    case 'post':
      return page.data.post.image;
    case 'product':
      return page.data.product.images[0] ?? null;
    case 'product-category':
      return (
        page.data.category.image ??
        page.data.products.find((p) => p.image)?.image ??
        page.data.children.find((c) => c.image)?.image ??
        null
      );
    case 'brand':
      return (
        page.data.brand.image ??
        page.data.groups.flatMap((g) => g.products).find((p) => p.image)?.image ??
        null
      );
    default:
      return null;
  }
}

/** Ids of the documents a block lists, whose changes change the page. */
function listedIds(block: ResolvedBlock): string[] {
  switch (block._type) {
    case 'latestNews':
      return block.cards.map((c) => c.id);
    case 'posts':
      return block.items.map((c) => c.id);
    case 'brands':
      return block.items.map((c) => c.id);
    case 'mediaLibrary':
      return block.items.map((c) => c.id);
    case 'heroCarousel':
      return block.slides.map((s) => s.id);
    default:
      return [];
  }
}

/** The newest `_updatedAt` among the documents `page` shows; `updatedOf` looks one up by id. */
export function pageUpdatedAt(page: ModelPage, updatedOf: (id: string) => string | undefined): string | null {
  const ofIds = (ids: Iterable<string>) => [...ids].map(updatedOf);
  switch (page.template) {
    case 'home':
    case 'page':
      return newest([page.data.page.updatedAt, ...ofIds(page.data.page.content.flatMap(listedIds))]);
    case 'post':
      return page.data.post.updatedAt;
    case 'latest-news':
      return newest(ofIds(page.data.posts.map((p) => p.id)));
    case 'category':
      return newest(ofIds([page.data.category.id, ...page.data.posts.map((p) => p.id)]));
    case 'product-category':
      return newest(
        ofIds([
          page.data.category.id,
          ...page.data.children.map((c) => c.id),
          ...page.data.products.map((p) => p.id),
        ]),
      );
    case 'product':
      return page.data.product.updatedAt;
    case 'brands':
      return newest(page.data.brands.map((b) => b.updatedAt));
    case 'brand':
      return newest([
        page.data.brand.updatedAt,
        ...ofIds(page.data.groups.flatMap((g) => g.products.map((p) => p.id))),
      ]);
    default:
      return null;
  }
}

/** `@name` from an X or Twitter profile link (`https://twitter.com/name`), else null. */
export function twitterHandle(link: string): string | null {
  const match =
    /^https?:\/\/(?:www\.|mobile\.)?(?:twitter|x)\.com\/@?([A-Za-z0-9_]{1,15})\/?(?:[?#].*)?$/.exec(link);
  return match?.[1] ? `@${match[1]}` : null;
}

/** When each document last changed, by id: a page's `updatedAt` is the newest among those it shows. */
export function updatedIndex(snapshot: Snapshot): (id: string) => string | undefined {
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
  return (id) => updated.get(id);
}

/**
 * The page with what search engines and link previews read of it: its picture and when what it
 * shows last changed. Its picture's URL comes from the build's one image builder.
 */
export function withPageSeo<P extends ModelPage>(
  page: P,
  urls: SeoUrls,
  updatedOf: (id: string) => string | undefined,
): P {
  const image = mainImageOf(page);
  return {
    ...page,
    meta: {
      ...page.meta,
      image: image ? socialImage(urls, image, page.meta.title) : null,
      updatedAt: pageUpdatedAt(page, updatedOf),
    },
  };
}

/** The site-wide facts: the sharing picture (the home page's), the logo, the profiles, the feed. */
export function siteSeo(pages: readonly ModelPage[], snapshot: Snapshot, urls: SeoUrls): SiteSeo {
  const siteImage = pages.find((page) => page.template === 'home' && page.meta.image)?.meta.image ?? null;
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
