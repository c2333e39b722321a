// The catalogue SPEC §2 names, written once for the tests that hold the bundled dataset to it:
// the raw file (scripts/dataset/catalogue.test.ts) and the snapshot every query reads
// (prerender/content/bundled-dataset.test.ts).

/** The four parent categories, each a root of type parent. */
export const SPEC_PARENT_CATEGORIES = [
  'vineyard-equipment',
  'machinery',
  'fruit-and-vineyard-equipment',
  'forklifts-and-loaders',
] as const;

/** Each parent's product lists, by slug: `/product-category/<parent>/<child>/`. */
export const SPEC_CHILD_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  'fruit-and-vineyard-equipment': [
    'transport-equipment',
    'sprayers-spreaders',
    'spreaders',
    'pruning-equipment',
    'pulverisers-shredders',
    'platformsharvesters',
    'mowers',
    'cultivation-for-vineyards-and-fruit-growers',
    'frost-protection',
    'de-leafers',
    'antonio-carraro-tractors',
    'auger-units',
  ],
  'forklifts-and-loaders': [
    'telescopic-wheeled-loaders',
    'skid-steer-loaders',
    'rough-terrain-forklifts',
    'telehandlers',
    'orvin-forklifts',
    'ilmer-forklifts',
    'articulated-wheeled-loaders',
  ],
  machinery: ['wheeled-loaders', 'telescopic-loaders', 'compact-telehandlers'],
  'stock-machinery': [
    'tractors-used-machinery',
    'transport',
    'sprayers',
    'platforms-harvesters',
    'other-items',
    'pruningthinning',
    'pulverisers',
    'machinery-coming-soon',
    'mowers-used-machinery',
    'giant-implements',
    'forklifts',
    'cultivation-stock-machinery',
    'customer-machines',
    'alpine-tractors',
  ],
  'transport-equipment': ['soft-fruit-trailers'],
};

/** The brands the SPEC names, by slug. */
export const SPEC_BRANDS: readonly string[] = [
  'rootwave-eweeder',
  'burro',
  'compact-electric-platforms-and-harvesters',
  'terreco-frost-protection',
  'gregoire-grape-harvester-range',
  'the-impressive-corvus-utv',
  'mankar-sprayers',
  'ilmer',
  'friuli-sprayers',
  'olmi-de-leafer',
  'orvin',
  'orizzonti-vineyard-machinery',
  'giant-loaders',
  'rough-terrain-forklifts',
  'antonio-carraro',
];
