// Structured data (schema.org as JSON-LD) for the page types search engines show richly: the
// business on the home and contact pages, breadcrumbs on catalogue, news category and post pages,
// the article on posts, the machine on product pages (json-ld-product.ts), brands and the lists
// of brands and news. Built from the page data and the site data alone, as small objects per page.

import type { Crumb, SiteData, SocialImage } from '../../content/page-data.ts';
import { CONTACT_PAGE_PATH, LATEST_NEWS_PATH } from '../../content/paths.ts';
import { clipOnWord, HEADLINE_MAX } from '../../content/text-limits.ts';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import type { ModelPage } from '../../templates/template-types.ts';
import { organisation, organisationId, publisher } from './json-ld-business.ts';
import { machine } from './json-ld-product.ts';

type Node = Record<string, unknown>;

const SCHEMA = 'https://schema.org';
const HOME_CRUMB: Crumb = { title: 'Home', path: '/' };
const NEWS_CRUMB: Crumb = { title: 'Latest News', path: LATEST_NEWS_PATH };

export interface JsonLdContext {
  page: ModelPage;
  site: SiteData;
  /** The page's canonical URL. */
  canonical: string;
  /** The page's sharing image (its own, else the site's). */
  image: SocialImage | null;
}

export function breadcrumbList(crumbs: readonly Crumb[], siteUrl: string): Node {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: absoluteUrl(crumb.path, siteUrl),
    })),
  };
}

function article({ page, site, canonical, image }: JsonLdContext & { page: ModelPage<'post'> }): Node {
  const { post } = page.data;
  // An edit stamped before the publication date (imported content) is no modification.
  const modified = Date.parse(post.updatedAt) > Date.parse(post.published) ? post.updatedAt : post.published;
  return {
    '@type': 'NewsArticle',
    '@id': `${canonical}#article`,
    mainEntityOfPage: canonical,
    headline: clipOnWord(post.title, HEADLINE_MAX),
    description: page.meta.description,
    ...(image ? { image: [image.url] } : {}),
    datePublished: post.published,
    dateModified: modified,
    author: [{ '@type': 'Organization', name: site.siteName, url: absoluteUrl('/', site.siteUrl) }],
    publisher: publisher(site),
    articleSection: post.categories.map((c) => c.title),
    inLanguage: 'en-GB',
  };
}

/** A page that lists pages (brands, news): what it lists, in its order. */
function collection({ page, site, canonical }: JsonLdContext, items: readonly Crumb[]): Node {
  return {
    '@type': 'CollectionPage',
    '@id': canonical,
    url: canonical,
    name: page.meta.title,
    description: page.meta.description,
    isPartOf: { '@id': absoluteUrl('/#website', site.siteUrl) },
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.title,
        url: absoluteUrl(item.path, site.siteUrl),
      })),
    },
  };
}

/** The structured data of one page, as the nodes of one `@graph`; empty when nothing fits. */
export function structuredData(context: JsonLdContext): Node[] {
  const { page, site } = context;
  switch (page.template) {
    case 'home':
      return [
        {
          '@type': 'WebSite',
          '@id': absoluteUrl('/#website', site.siteUrl),
          name: site.siteName,
          url: absoluteUrl('/', site.siteUrl),
          inLanguage: 'en-GB',
          publisher: { '@id': organisationId(site) },
        },
        organisation(site, site.siteDescription || page.meta.description),
      ];
    case 'post':
      return [
        article({ ...context, page }),
        breadcrumbList(
          [HOME_CRUMB, NEWS_CRUMB, { title: page.data.post.title, path: page.meta.path }],
          site.siteUrl,
        ),
      ];
    case 'category':
      return [
        breadcrumbList(
          [HOME_CRUMB, NEWS_CRUMB, { title: page.data.category.title, path: page.meta.path }],
          site.siteUrl,
        ),
      ];
    case 'product-category':
      return [breadcrumbList(page.data.breadcrumb, site.siteUrl)];
    case 'product': {
      const node = machine({
        product: page.data.product,
        canonical: context.canonical,
        description: page.meta.description,
        image: context.image?.url ?? null,
        siteUrl: site.siteUrl,
        sellerId: organisationId(site),
      });
      return [...(node ? [node] : []), breadcrumbList(page.data.breadcrumb, site.siteUrl)];
    }
    case 'brand':
      return [
        {
          '@type': 'Brand',
          '@id': `${context.canonical}#brand`,
          name: page.data.brand.title,
          url: context.canonical,
          description: page.meta.description,
          ...(context.image ? { image: context.image.url } : {}),
        },
      ];
    case 'brands':
      return [collection(context, page.data.brands)];
    case 'latest-news':
      return [collection(context, page.data.posts)];
    case 'page':
      return page.meta.path === CONTACT_PAGE_PATH
        ? [organisation(site, site.siteDescription || page.meta.description)]
        : [];
    default:
      return [];
  }
}

// `<` ends the script in HTML (`</script>`, `<!--`); U+2028 and U+2029 end a line in older
// JavaScript. Escaped as JSON escapes, the text still parses to the same data.
const UNSAFE = /[<>&\u2028\u2029]/g;
const UNSAFE_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** `<script type="application/ld+json">` with the nodes; nothing when there are none. */
export function jsonLdScript(nodes: readonly Node[]): string {
  if (nodes.length === 0) return '';
  const json = JSON.stringify({ '@context': SCHEMA, '@graph': nodes }).replace(
    UNSAFE,
    (c) => UNSAFE_ESCAPES[c] ?? c,
  );
  return `<script type="application/ld+json">${json}</script>`;
}
