// The machine an enquiry is about (issue: the form named it only inside the message). A product
// page's "Enquire about this machine" adds `machine=<its path>` to the SPEC §5 pre-fill; the form
// reads that machine's own page data (a file the site already serves), shows its picture, title
// and price above the fields, and sends it as the enquiry's one line.
import { pageDataPath } from '../../content/page-data-path.ts';
import type { Image } from '../../content/schemas/index.ts';

/** The query parameter naming the machine: a product page's path. */
export const MACHINE_PARAM = 'machine';

const PRODUCT_PATH = /^\/product\/[a-z0-9][a-z0-9-]{0,150}\/$/;

export interface Machine {
  id: string;
  title: string;
  path: string;
  price: string | null;
  condition: string | null;
  stockNumber: string | null;
  image: Image | null;
}

/** The product path in `?machine=`, or null when absent or not a product page's path. */
export function machinePathFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get(MACHINE_PARAM);
  return value && PRODUCT_PATH.test(value) ? value : null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** The machine in a product page's data, or null when the file is not one (a hand-made link). */
export function machineFromPageData(json: unknown, path: string): Machine | null {
  if (typeof json !== 'object' || json === null || !('data' in json)) return null;
  const data = json.data;
  if (typeof data !== 'object' || data === null || !('product' in data)) return null;
  const product = data.product as Record<string, unknown> | null;
  if (typeof product !== 'object' || product === null) return null;
  const id = text(product.id);
  const title = text(product.title);
  if (!id || !title || product.path !== path) return null;
  const images = Array.isArray(product.images) ? (product.images as Image[]) : [];
  return {
    id,
    title,
    path,
    price: text(product.price),
    condition: text(product.condition),
    stockNumber: text(product.stockNumber),
    image: images[0] ?? null,
  };
}

/** Fetches the machine named in `search`; null when none is named or it cannot be read. */
export async function loadMachine(
  search: string,
  fetchImpl: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<Machine | null> {
  const path = machinePathFromSearch(search);
  if (!path) return null;
  try {
    const response = await fetchImpl(pageDataPath(path), { signal });
    return response.ok ? machineFromPageData(await response.json(), path) : null;
  } catch {
    return null;
  }
}
