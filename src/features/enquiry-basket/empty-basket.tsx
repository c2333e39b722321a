// The empty basket points the visitor to the products: the product categories of the main menu,
// or the three main categories when the menu names none.

import { LinkList } from '../../components/link-list.tsx';
import { useSite } from '../../components/site-context.tsx';
import type { Navigation } from '../../content/schemas/index.ts';
import styles from './empty-basket.module.css';

export interface CategoryLink {
  text: string;
  href: string;
}

const PRODUCT_CATEGORY = /^\/product-category\//;
const MAX_LINKS = 8;

export const FALLBACK_CATEGORIES: readonly CategoryLink[] = [
  { text: 'Fruit & Vineyard Equipment', href: '/product-category/fruit-and-vineyard-equipment/' },
  { text: 'Forklifts & Loaders', href: '/product-category/forklifts-and-loaders/' },
  { text: 'Stock Machinery', href: '/product-category/stock-machinery/' },
];

/**
 * The main menu's product categories in menu order: a menu item's own sub-categories stand in for
 * it (its "Products" heading says less than they do), duplicates and non-category links dropped.
 */
export function productCategoryLinks(navigation: Pick<Navigation, 'main'>): CategoryLink[] {
  const links = new Map<string, CategoryLink>();
  for (const item of navigation.main) {
    const children = item.links.filter((child) => PRODUCT_CATEGORY.test(child.link.href));
    const chosen = children.length > 0 ? children : PRODUCT_CATEGORY.test(item.link.href) ? [item] : [];
    for (const { text, link } of chosen) {
      if (!links.has(link.href)) links.set(link.href, { text, href: link.href });
    }
  }
  const found = [...links.values()].slice(0, MAX_LINKS);
  return found.length > 0 ? found : [...FALLBACK_CATEGORIES];
}

export function EmptyBasket() {
  const { navigation } = useSite();
  return (
    <div className={styles.empty}>
      <p className={styles.message}>Your enquiry basket is empty</p>
      <p>Add machines from their product pages, then send us one enquiry for all of them.</p>
      <h2 className={styles.heading}>Browse our products</h2>
      <LinkList
        links={productCategoryLinks(navigation)}
        className={styles.links}
        linkClassName={styles.link}
      />
    </div>
  );
}
