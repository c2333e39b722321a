// The prerender's entry: built by `vite build --ssr` and called by prerender/page-document.ts for
// every route. Loaders read page data from memory; nothing is fetched. A render thread runs src/
// through this bundle alone: what the page document needs of src/ is exported here, and the
// prerender's ServerEntry type is this module's.
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { blockChunkTypes, loadBlockChunks } from '../blocks/block-chunks.ts';
import { blockRegistry } from '../blocks/registry.ts';
import { loadRichText } from '../components/rich-text.tsx';
import type { ImageUrls } from '../content/image-url.ts';
import type { SiteData } from '../content/page-data.ts';
import { basketStateScript } from '../features/enquiry-basket/early-state.ts';
import type { PageData } from '../templates/template-types.ts';
import { AppProviders } from './app.tsx';
import { bootLoaderScript } from './boot-loader.ts';
import { earlyEventsScript } from './early-events.ts';
import { withoutPreloads } from './react-preloads.ts';
import { renderToStringStrict } from './render-strict.tsx';
import { createRoutes, PAGE_ROUTE_ID } from './routes.tsx';
import { collectFragments, createFragmentCache, FragmentCacheContext } from './server-fragments.tsx';
import { loadTemplate, templateNames } from './templates.ts';
import { webFontScript } from './web-font.ts';

export { createImageUrls } from '../content/image-url.ts';
export { NOT_FOUND_PATH } from '../content/paths.ts';
export { clientOnlyImagePaths } from './client-images.ts';
export { joinHydration } from './hydration.ts';
export { pageChunkSources } from './page-chunks.ts';
export { seoHead } from './seo/head.ts';

/**
 * The one inline script in every page's head, as source text: it holds what the visitor does
 * until the app runs, picks the body font (src/app/web-font.ts), says whether a basket is stored
 * (src/features/enquiry-basket/early-state.ts), and adds the boot script once the page has
 * painted (src/app/boot-loader.ts).
 */
export function inlineHeadScript(): string {
  return earlyEventsScript() + webFontScript() + basketStateScript() + bootLoaderScript();
}

export interface Renderer {
  /**
   * `reuse: false` renders every fragment afresh and asks the static handler for the router's
   * context: the prerender's check of both shortcuts (prerender/page-document.ts).
   */
  render(page: PageData, site: SiteData, options?: { reuse?: boolean }): Promise<string>;
}

/** Loads every template and block chunk once, then renders pages one by one, with `images`. */
export async function createRenderer(images: ImageUrls): Promise<Renderer> {
  await Promise.all([
    ...templateNames().map((name) => loadTemplate(name)),
    loadRichText(),
    loadBlockChunks(blockChunkTypes(Object.keys(blockRegistry).map((_type) => ({ _type })))),
  ]);
  let current: PageData | null = null;
  const handler = createStaticHandler(
    createRoutes(async () => {
      if (!current) throw new Error('No page to render.');
      return current;
    }),
  );
  /** The static handler's answer: a Request, a match, the loader and its promises per page. */
  const query = async (page: PageData, site: SiteData): Promise<StaticHandlerContext> => {
    current = page;
    const context = await handler.query(new Request(new URL(page.meta.path, site.siteUrl)));
    if (context instanceof Response) throw new Error(`Rendering ${page.meta.path} answered a redirect.`);
    if (context.errors) {
      const error = Object.values(context.errors)[0];
      throw error instanceof Error ? error : new Error(`Rendering ${page.meta.path} failed.`);
    }
    return context;
  };
  // Every path is the same two routes, and the one loader returns the page it is given: after a
  // first answer, a page's context is that answer with its own location, matches and data. The
  // query per page was about a twelfth of the prerender's render time (docs/decisions/004).
  let answered: StaticHandlerContext | null = null;
  const contextFor = async (page: PageData, site: SiteData, fresh: boolean) => {
    if (fresh || !answered) {
      answered = await query(page, site);
      return answered;
    }
    // A path needs no encoding: slugs are letters, digits, hyphens and underscores. The matches
    // are the answer's two, the layout and the splat, with this path as the splat's (matching
    // the route table afresh per page was a twentieth of the render).
    const pathname = page.meta.path;
    const params = { '*': pathname.slice(1) };
    const last = answered.matches.length - 1;
    return {
      ...answered,
      location: { ...answered.location, pathname },
      matches: answered.matches.map((match, index) =>
        index === last ? { ...match, params, pathname } : { ...match, params },
      ),
      loaderData: { [PAGE_ROUTE_ID]: page },
    };
  };
  // The chrome's HTML depends on the site data: a new site object starts a new cache.
  let fragments = createFragmentCache();
  let fragmentsSite: SiteData | null = null;
  return {
    async render(page, site, { reuse = true } = {}) {
      if (site !== fragmentsSite) {
        fragments = createFragmentCache();
        fragmentsSite = site;
      }
      const context = await contextFor(page, site, !reuse);
      const router = createStaticRouter(handler.dataRoutes, context);
      const cache = reuse ? fragments : createFragmentCache();
      const html = renderToStringStrict(
        <FragmentCacheContext value={cache}>
          <AppProviders site={site} images={images}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </FragmentCacheContext>,
      );
      return collectFragments(withoutPreloads(html), cache);
    },
  };
}
