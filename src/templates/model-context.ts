// What each template's model (`<name>/model.ts`) builds its pages from, and what it returns.
// Types only: the site model (prerender/site-model/context.ts) makes the context from the
// validated snapshot, and completes each draft into a page (its template, cut title and
// description, sharing picture and date). Models import only the content model and this.

import type { Crumb, PageContent, PostCard, ProductCard, Ref } from '../content/page-data.ts';
import type { Brand, Image, Page, Post, Product, ProductCategory } from '../content/schemas/index.ts';
import type { Snapshot } from '../content/snapshot.ts';

/** A page's title, path and description; the site model cuts the text where search engines do. */
export interface PageMetaInput {
  title: string;
  path: string;
  description: string;
  /** false for pages search engines should not index; true unless said. */
  indexable?: boolean;
}

/** What a page says of itself for search engines and link previews (prerender/seo/page-seo.ts). */
export interface PageShows {
  /** The picture it leads with: its hero, or its main image (a product's first, a post's own). */
  image?: Image | null;
  /** Ids of the documents it shows: it last changed when the newest of them did. */
  documents?: readonly string[];
}

/** One page of a template as its model makes it: the site model adds the template's name. */
export interface PageDraft<D> {
  meta: PageMetaInput;
  data: D;
  shows?: PageShows;
  /**
   * Data the page fetches only when it needs it, as files beside its page data, by name (a list's
   * facts: `LIST_FACTS_FILE`). The build writes each as `{ hash, data }`, as page data carries
   * the build's hash.
   */
  files?: Readonly<Record<string, unknown>>;
}

/** A template's model: its pages, made from the shared context. */
export type PagesBuilder<D> = (ctx: ModelContext) => PageDraft<D>[];

/** The snapshot's documents in site order, indexed once, and the makers of cards and crumbs. */
export interface ModelContext {
  snapshot: Snapshot;
  siteName: string;
  /** Newest first. */
  posts: Post[];
  postCards: PostCard[];
  categoriesById: ReadonlyMap<string, ProductCategory>;
  /** The category's title, or a readable name made from its slug when it has none. */
  categoryTitle(category: ProductCategory): string;
  categoryRef(category: ProductCategory): Ref;
  /** Ascending by `order`, those without one last, then by title. */
  brandsInOrder: Brand[];
  productsInOrder: Product[];
  productCard(product: Product): ProductCard;
  /** The listed products filed under a category, in site order: sold machines are left out. */
  productsIn(categoryId: string): readonly Product[];
  home: Crumb;
  /** The category's ancestors and itself, from the top. */
  categoryCrumbs(category: ProductCategory): Crumb[];
  /** The page with its collection blocks filled in. */
  pageContent(page: Page): PageContent;
  /** The first of `candidates` with text, else the site's own description. */
  described(...candidates: (string | null | undefined)[]): string;
}
