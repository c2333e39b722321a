// What the basket holds, apart from the store that keeps it and the reader of stored baskets.
import type { Image } from '../../content/schemas/index.ts';

/** What the basket page shows without a request, snapshotted when the item is added. */
export interface BasketProduct {
  id: string;
  title: string;
  path: string;
  image: Image | null;
}

/** SPEC §3 "Basket item: id, quantity", plus the snapshot above. */
export interface BasketItem extends BasketProduct {
  quantity: number;
}
