// Product categories: the dealer's addresses (SPEC §2) with their nesting, types and copy.
// A category is named by its key, the path below /product-category/ without slashes at the ends.
// The fruit and vine ranges' categories are categories-fruit.ts; this file has the top-level
// ranges and the others.
import { FRUIT_AND_VINE_CATEGORIES } from './categories-fruit.ts';
import { type CategoryData, FL, FV, leaf, parent, STOCK, VE } from './category-data.ts';

export type { CategoryData } from './category-data.ts';

const OTHER_CATEGORIES: readonly CategoryData[] = [
  parent(
    1,
    FV,
    'Fruit & Vineyard Equipment',
    'hero-orchard-sprayer',
    `Specialist machinery for top fruit, soft fruit, hops and vines: narrow tractors, sprayers, platforms, mowers, pruning and frost protection.

We have supplied growers across Kent, Sussex, Herefordshire and the Vale of Evesham for more than thirty years. Every machine we sell is set up by our own engineers and backed by our parts counter and workshop.`,
    1,
  ),
  parent(
    2,
    FL,
    'Forklifts & Loaders',
    'hero-telehandler',
    `Rough terrain forklifts, telehandlers, compact wheeled loaders and skid steers for farms, packhouses, nurseries and building sites.

Lift capacities from 750 kg to 5 tonnes, with buckets, pallet forks and bale handlers to suit.`,
    2,
  ),
  parent(
    3,
    'machinery',
    'Machinery',
    'product-loader-articulated',
    'Compact loading machinery for yards, estates and contractors.',
    4,
  ),
  parent(
    4,
    VE,
    'Vineyard Equipment',
    'hero-vineyard-tractor',
    `Everything a vineyard needs from planting to harvest: narrow tractors, trimmers, under-vine cultivation and grape harvesters.

England now has more than 4,000 hectares of vines. We have helped many of the newer estates choose their first machinery line-up, and we are happy to walk your rows with you before you buy.`,
    3,
  ),
  parent(
    5,
    STOCK,
    null,
    'used-tractor',
    `Used and ex-demonstration machines from our yard in Marden. Every machine is inspected in our workshop before sale; most carry a three-month parts and labour warranty.

Stock changes every week. If you cannot see what you need, ask us: we often know of a machine that is about to come in.`,
    5,
  ),
  parent(
    6,
    'transport-equipment',
    'Transport Equipment',
    'product-trailer',
    'Trailers and carriers for moving fruit, bins and people around the farm.',
    7,
  ),
  leaf(7, 'uncategorised', 'Uncategorised', undefined, undefined, 99),
  leaf(
    8,
    'mankar-sprayers',
    'Mankar Sprayers',
    'product-sprayer-herbicide',
    'Ultra low volume herbicide sprayers that apply a precise strip with no water to carry.',
    8,
  ),
  leaf(
    9,
    'hire-machines',
    'Hire Machines',
    'product-telehandler',
    `Machines for short-term hire by the day, week or season, delivered and collected by our own lorry.

Hire rates include a machine handover on site. A damage waiver is available; fuel is the hirer's.`,
    6,
  ),
  leaf(10, 'Pulverisers-Vineyard', null, 'product-mulcher'),
  leaf(23, `${FL}/telescopic-wheeled-loaders`, 'Telescopic Wheeled Loaders', 'product-loader-telescopic'),
  leaf(24, `${FL}/skid-steer-loaders`, 'Skid Steer Loaders', 'product-skid-steer'),
  leaf(25, `${FL}/rough-terrain-forklifts`, 'Rough Terrain Forklifts', 'product-forklift-rt'),
  leaf(26, `${FL}/telehandlers`, 'Telehandlers', 'product-telehandler'),
  leaf(27, `${FL}/orvin-forklifts`, 'Orvin Forklifts', 'product-forklift-orvin'),
  leaf(28, `${FL}/ilmer-forklifts`, 'Ilmer Forklifts', 'product-forklift-ilmer'),
  leaf(29, `${FL}/articulated-wheeled-loaders`, 'Articulated Wheeled Loaders', 'product-loader-articulated'),
  leaf(30, 'machinery/wheeled-loaders', 'Wheeled Loaders', 'product-loader-articulated'),
  leaf(31, 'machinery/telescopic-loaders', 'Telescopic Loaders', 'product-loader-telescopic'),
  leaf(32, 'machinery/compact-telehandlers', 'Compact Telehandlers', 'product-telehandler'),
  leaf(33, `${STOCK}/tractors-used-machinery`, 'Tractors', 'used-tractor', undefined, 1),
  leaf(34, `${STOCK}/transport`, 'Transport', 'product-trailer'),
  leaf(35, `${STOCK}/sprayers`, 'Sprayers', 'used-sprayer', undefined, 3),
  leaf(36, `${STOCK}/platforms-harvesters`, 'Platforms & Harvesters', 'used-platform', undefined, 2),
  leaf(37, `${STOCK}/other-items`, 'Other Items'),
  leaf(38, `${STOCK}/pruningthinning`, 'Pruning & Thinning', 'product-trimmer'),
  leaf(39, `${STOCK}/pulverisers`, 'Pulverisers', 'product-mulcher'),
  leaf(
    40,
    `${STOCK}/machinery-coming-soon`,
    'Machinery Coming Soon',
    'hero-workshop',
    'Machines booked in to our yard and being prepared in the workshop. Ask to reserve one before it arrives.',
    0,
  ),
  leaf(41, `${STOCK}/mowers-used-machinery`, 'Mowers', 'product-mower'),
  leaf(42, `${STOCK}/giant-implements`, 'Giant Implements', 'product-loader-articulated'),
  leaf(43, `${STOCK}/forklifts`, 'Forklifts', 'product-forklift-orvin'),
  leaf(44, `${STOCK}/cultivation-stock-machinery`, 'Cultivation', 'product-cultivator'),
  leaf(
    45,
    `${STOCK}/customer-machines`,
    'Customer Machines',
    'used-tractor-rops',
    'Machines we are selling on behalf of customers. Viewing by appointment at the owner\u2019s farm; we can arrange an inspection.',
  ),
  leaf(46, `${STOCK}/alpine-tractors`, 'Alpine Tractors', 'product-tractor-isodiametric'),
  leaf(
    51,
    'transport-equipment/soft-fruit-trailers',
    'Soft Fruit Trailers',
    'product-trailer',
    'Low-deck trailers for strawberry, raspberry and cherry trays, with suspension that keeps fruit unbruised.',
  ),
];

/** Every category, in the order of their numbers. */
export const CATEGORIES: readonly CategoryData[] = [...OTHER_CATEGORIES, ...FRUIT_AND_VINE_CATEGORIES].sort(
  (a, b) => a.n - b.n,
);

/** `fruit-and-vineyard-equipment/mowers` → its parent's key, or undefined for a root. */
export function parentKey(key: string): string | undefined {
  const cut = key.lastIndexOf('/');
  return cut < 0 ? undefined : key.slice(0, cut);
}

export const categoryId = (c: CategoryData) => `product-category-${c.n}`;
