// Used stock (other than tractors), and the yard's stock list: the hire fleet
// (products-hire.ts), then used stock.

import type { StockStatus } from '../../src/content/schemas/documents.ts';
import { slugify } from './documents.ts';
import { type UsedBase, usedPhotos } from './image-used-views.ts';
import { firstSentence, numbered, type ProductData, pounds, STOCK, USED_LINE } from './product-data.ts';
import { HIRE_FLEET } from './products-hire.ts';

function used(
  title: string,
  details: {
    year: number;
    category: string;
    image: UsedBase;
    price: string;
    notes: string;
    listed: string;
    brand?: string;
    hours?: number;
    status?: StockStatus;
  },
): ProductData {
  const full = details.year ? `${details.year} ${title}` : title;
  return {
    slug: slugify(`used ${full}`),
    title: `Used ${full}`,
    ...(details.brand ? { brand: details.brand } : {}),
    categories: [`${STOCK}/${details.category}`],
    images: usedPhotos(details.image, full),
    // Year, hours and price are the card's facts line: the excerpt says what they do not.
    excerpt: firstSentence(details.notes),
    description: `${details.notes}\n\n${USED_LINE}`,
    spec: [
      ['Year', String(details.year)],
      ...(details.hours ? [['Hours', details.hours.toLocaleString('en-GB')] as const] : []),
      ['Condition', 'Good, serviced'],
      ['Location', 'Marden, Kent'],
    ],
    condition: 'used',
    price: details.price,
    listed: details.listed,
    year: details.year,
    ...(details.hours ? { hours: details.hours } : {}),
    // Bought and on its way: the list of machines coming soon says so rather than "used".
    status: details.status ?? (details.category === 'machinery-coming-soon' ? 'arriving' : 'available'),
  };
}

const USED_STOCK: readonly ProductData[] = [
  used('Friuli Arno 1500 Sprayer', {
    year: 2017,
    category: 'sprayers',
    image: 'used-sprayer',
    price: pounds(7950),
    notes: 'Tested and calibrated. New pump diaphragms and nozzles in 2023.',
    listed: '2023-03-27',
    brand: 'friuli-sprayers',
  }),
  used('Friuli Vigna 600 Sprayer', {
    year: 2015,
    category: 'sprayers',
    image: 'used-sprayer',
    price: pounds(4250),
    notes: 'Mounted vineyard sprayer from a Sussex estate.',
    listed: '2023-02-13',
    brand: 'friuli-sprayers',
  }),
  used('Tower Sprayer 2000', {
    year: 2012,
    category: 'sprayers',
    image: 'used-sprayer-unbadged',
    price: pounds(5500),
    notes: 'Older tower sprayer in working order; ideal second machine.',
    listed: '2022-09-26',
  }),
  used('CEP Picker 4 Platform', {
    year: 2019,
    category: 'platforms-harvesters',
    image: 'used-platform',
    price: pounds(21500),
    notes: 'Ex-hire platform with a new battery pack fitted in 2023.',
    listed: '2023-04-03',
    brand: 'compact-electric-platforms-and-harvesters',
    hours: 1420,
  }),
  used('Gregoire G8 Trailed Harvester', {
    year: 2014,
    category: 'platforms-harvesters',
    image: 'product-grape-harvester',
    price: pounds(38000),
    notes: 'Trailed harvester from an East Sussex vineyard, shaker rods renewed.',
    listed: '2023-01-16',
    brand: 'gregoire-grape-harvester-range',
  }),
  used('Bin Tipper and Grader', {
    year: 2011,
    category: 'other-items',
    image: 'used-platform',
    price: pounds(3200),
    notes: 'Hydraulic bin tipper with an eight-lane grader. Sold as seen.',
    listed: '2022-11-28',
  }),
  used('Irrigation Pump Set', {
    year: 2016,
    category: 'other-items',
    image: 'used-sprayer-unbadged',
    price: pounds(2750),
    notes: 'Diesel pump set on a trailer, 40 m³/h.',
    listed: '2023-05-08',
  }),
  used('Orizzonti Pre-Pruner Twin', {
    year: 2018,
    category: 'pruningthinning',
    image: 'product-trimmer',
    price: pounds(9400),
    notes: 'Twin-row pre-pruner, one season of use.',
    listed: '2023-06-26',
    brand: 'orizzonti-vineyard-machinery',
  }),
  used('Orizzonti Pulveriser TR 180', {
    year: 2016,
    category: 'pulverisers',
    image: 'product-mulcher',
    price: pounds(3950),
    notes: 'New hammers and belts.',
    listed: '2022-12-19',
    brand: 'orizzonti-vineyard-machinery',
  }),
  used('Heavy Pulveriser 2.5 m', {
    year: 2013,
    category: 'pulverisers',
    image: 'product-mulcher',
    price: pounds(2950),
    notes: 'Heavy pulveriser with pick-up rake.',
    listed: '2023-02-06',
  }),
  used('Antonio Carraro TRX 10900 R', {
    year: 2021,
    category: 'machinery-coming-soon',
    image: 'used-tractor',
    price: 'POA',
    notes: 'Arriving in August from a Kent cherry grower. Call to reserve.',
    listed: '2023-07-10',
    brand: 'antonio-carraro',
    hours: 780,
  }),
  used('Giant G2700 Tele HD', {
    year: 2020,
    category: 'machinery-coming-soon',
    image: 'used-telehandler',
    price: 'POA',
    notes: 'Part-exchange, in the workshop for preparation.',
    listed: '2023-07-10',
    brand: 'giant-loaders',
    hours: 1250,
  }),
  used('Friuli Arno 2000 Tower Sprayer', {
    year: 2019,
    category: 'machinery-coming-soon',
    image: 'used-sprayer',
    price: 'POA',
    notes: 'Due in after the spraying season.',
    listed: '2023-07-17',
    brand: 'friuli-sprayers',
  }),
  used('Flail Mower 1.8 m', {
    year: 2018,
    category: 'mowers-used-machinery',
    image: 'product-mower-unbadged',
    price: pounds(1850),
    notes: 'Offset flail mower with new flails.',
    listed: '2023-03-13',
  }),
  used('Variable-Width Mower VW 2000', {
    year: 2017,
    category: 'mowers-used-machinery',
    image: 'product-mower-unbadged',
    price: pounds(5250),
    notes: 'Hydraulic wing mower, serviced.',
    listed: '2023-04-17',
  }),
  used('Giant Pallet Forks 1200 mm', {
    year: 2022,
    category: 'giant-implements',
    image: 'product-loader-articulated',
    price: pounds(695),
    notes: 'Unused pallet forks with Giant hitch.',
    listed: '2023-05-15',
    brand: 'giant-loaders',
  }),
  used('Giant Muck Grab 1500', {
    year: 2021,
    category: 'giant-implements',
    image: 'product-loader-articulated',
    price: pounds(1150),
    notes: 'Muck grab in good order.',
    listed: '2023-05-15',
    brand: 'giant-loaders',
  }),
  used('Giant Light Materials Bucket', {
    year: 2020,
    category: 'giant-implements',
    image: 'product-skid-steer',
    price: pounds(525),
    notes: 'Light materials bucket, 1.4 m.',
    listed: '2023-05-15',
    brand: 'giant-loaders',
  }),
  used('Orvin RT 30 Forklift', {
    year: 2018,
    category: 'forklifts',
    image: 'product-forklift-orvin',
    price: pounds(16950),
    notes: 'Triplex mast and side shift, from a packhouse near Paddock Wood.',
    listed: '2023-02-27',
    brand: 'orvin',
    hours: 3900,
  }),
  used('Ilmer D 25 Forklift', {
    year: 2015,
    category: 'forklifts',
    image: 'product-forklift-ilmer',
    price: pounds(8750),
    notes: 'Diesel yard forklift with new tyres.',
    listed: '2022-10-31',
    brand: 'ilmer',
    hours: 6100,
  }),
  used('Orizzonti Under-Vine Weeder Dual', {
    year: 2019,
    category: 'cultivation-stock-machinery',
    image: 'product-cultivator',
    price: pounds(6950),
    notes: 'Two-sided weeder with spare blades.',
    listed: '2023-06-12',
    brand: 'orizzonti-vineyard-machinery',
  }),
  used('Rotary Harrow 1.5 m', {
    year: 2014,
    category: 'cultivation-stock-machinery',
    image: 'product-cultivator-unbadged',
    price: pounds(2400),
    notes: 'Power harrow with crumbler roller.',
    listed: '2022-08-22',
  }),
  used('Low-Loader Bin Trailer', {
    year: 2016,
    category: 'transport',
    image: 'product-trailer',
    price: pounds(3400),
    notes: 'Carries six bins; new lights and brakes.',
    listed: '2023-01-30',
  }),
  used('Soft Fruit Trailer ST 120', {
    year: 2019,
    category: 'transport',
    image: 'product-trailer',
    price: pounds(3250),
    notes: 'One season on a strawberry farm near Maidstone.',
    listed: '2023-03-20',
  }),
];

// The order is the product numbering (build-catalogue.ts): hire fleet, then used stock.
export const STOCK_ITEMS: readonly ProductData[] = [
  ...numbered(HIRE_FLEET, 'H'),
  ...numbered(USED_STOCK, 'U'),
];
