// The shape of a product category's copy, the keys of the four top-level ranges the product
// copy modules file machines under, and the two builders the category lists are written with.

export interface CategoryData {
  n: number;
  key: string;
  title: string | null;
  type: 'parent' | 'products';
  image?: string;
  order?: number;
  description?: string;
}

export const FV = 'fruit-and-vineyard-equipment';
export const FL = 'forklifts-and-loaders';
export const STOCK = 'stock-machinery';
export const VE = 'vineyard-equipment';

/** A category of either type; the picture, copy and place in the order only when given. */
const category =
  (type: CategoryData['type']) =>
  (
    n: number,
    key: string,
    title: string | null,
    image?: string,
    description?: string,
    order?: number,
  ): CategoryData => ({
    n,
    key,
    title,
    type,
    ...(image ? { image } : {}),
    ...(description ? { description } : {}),
    ...(order === undefined ? {} : { order }),
  });

/** A category that lists child categories. */
export const parent = category('parent');
/** A category that lists products. */
export const leaf = category('products');
