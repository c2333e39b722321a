// The snapshot's shape: every document the site reads, validated and typed. Types only: the
// build makes it (prerender/content/snapshot.ts); the templates' models read it.
import type {
  Brand,
  Category,
  Footer,
  MediaItem,
  Navigation,
  Page,
  Post,
  Product,
  ProductCategory,
  SiteSettings,
} from './schemas/index.ts';

export interface Snapshot {
  settings: SiteSettings;
  navigation: Navigation;
  footer: Footer;
  pages: Page[];
  /** Newest first. */
  posts: Post[];
  /** News categories. */
  categories: Category[];
  productCategories: ProductCategory[];
  products: Product[];
  /** Ascending by `order`, those without one last. */
  brands: Brand[];
  /** Ascending by `order`. */
  mediaItems: MediaItem[];
  /** Documents per `_type`, assets included. */
  counts: Record<string, number>;
}
