// The Antonio Carraro tractors: each model's figures, and the listing made from them.

import { slugify } from './documents.ts';
import { FV, kw, type ProductData, WARRANTY_LINE, youtube } from './product-data.ts';

interface TractorSpec {
  model: string;
  hp: number;
  engine: string;
  weight: number;
  width: number;
  transmission: string;
  lift: number;
  cab: boolean;
  kind: 'narrow' | 'isodiametric' | 'compact';
  notes: string;
  listed: string;
  video?: boolean;
}

function tractorSpecRows(t: TractorSpec) {
  return [
    ['Engine', t.engine],
    ['Power', `${t.hp} hp (${kw(t.hp)} kW)`],
    ['Transmission', t.transmission],
    ['Rear lift capacity', `${t.lift.toLocaleString('en-GB')} kg`],
    ['Minimum width', `${t.width.toLocaleString('en-GB')} mm`],
    ['Weight', `${t.weight.toLocaleString('en-GB')} kg`],
    ['Operator protection', t.cab ? 'Category 4 cab with air conditioning' : 'Folding front roll bar'],
  ] as const;
}

const IMAGE = {
  narrow: 'product-tractor-cab',
  isodiametric: 'product-tractor-isodiametric',
  compact: 'product-tractor-rops',
} as const;

function carraro(t: TractorSpec, order: number): ProductData {
  const title = `Antonio Carraro ${t.model}`;
  const main = t.cab ? IMAGE[t.kind] : 'product-tractor-rops';
  return {
    slug: slugify(t.model),
    title,
    brand: 'antonio-carraro',
    categories: [`${FV}/antonio-carraro-tractors`],
    images: [main, 'hero-vineyard-tractor', ...(t.kind === 'isodiametric' ? ['slide-de-leafer'] : [])],
    excerpt: `${t.hp} hp ${t.kind === 'isodiametric' ? 'isodiametric' : t.kind} tractor, ${t.width.toLocaleString('en-GB')} mm wide${t.cab ? ', with cab' : ''}.`,
    description: `The ${title} is a ${t.hp} hp ${t.kind === 'compact' ? 'compact' : 'specialist'} tractor for orchards, vineyards and estates. ${t.notes}

## Why growers choose it
- ${t.kind === 'isodiametric' ? 'Four equal wheels and a low centre of gravity for safe work on slopes' : 'Narrow track settings for rows from 1.8 m'}
- ${t.transmission} with a wide choice of working speeds
- ${t.lift.toLocaleString('en-GB')} kg rear lift and ample hydraulic flow for mounted implements
- ${t.cab ? 'Quiet category 4 cab with filtration for spraying' : 'Folding roll bar to pass under low canopy'}

${WARRANTY_LINE} Ask for a demonstration on your own rows.`,
    spec: tractorSpecRows(t),
    condition: 'new',
    price: 'POA',
    ...(t.video ? { video: youtube(title) } : {}),
    brochure: { name: 'antonio-carraro-range', title: 'Antonio Carraro range brochure' },
    order,
    listed: t.listed,
  };
}

const KDI_2504 = 'Kohler KDI 2504 TCR, 4 cylinders, 2,482 cc, Stage V';
const KDI_3404 = 'Kohler KDI 3404 TCR, 4 cylinders, 3,359 cc, Stage V';

const CARRARO: readonly TractorSpec[] = [
  {
    model: 'SRX 5800',
    hp: 56,
    engine: KDI_2504,
    weight: 1860,
    width: 1190,
    transmission: '16 + 16 synchronised, reversible',
    lift: 2300,
    cab: false,
    kind: 'narrow',
    notes:
      'Its reversible driving position turns it into a front-mounted tool carrier in a few seconds, ideal for mowing and trimming.',
    listed: '2021-02-15',
    video: true,
  },
  {
    model: 'SRX 8900',
    hp: 75,
    engine: KDI_2504,
    weight: 2040,
    width: 1190,
    transmission: '16 + 16 synchronised, reversible',
    lift: 2300,
    cab: true,
    kind: 'narrow',
    notes:
      'The most popular reversible tractor we sell to Kent fruit farms: strong enough for a 2,000 litre sprayer, narrow enough for a cherry tunnel.',
    listed: '2021-02-15',
    video: true,
  },
  {
    model: 'TRX 7800 S',
    hp: 68,
    engine: KDI_2504,
    weight: 1950,
    width: 1250,
    transmission: '32 + 16 with creeper',
    lift: 2500,
    cab: true,
    kind: 'isodiametric',
    notes:
      'The S chassis keeps the tractor low under orchard canopy while the creeper range suits planters and rotary hoes.',
    listed: '2020-09-07',
  },
  {
    model: 'TRX 10900 R',
    hp: 98,
    engine: KDI_3404,
    weight: 2450,
    width: 1320,
    transmission: '32 + 32 with power shuttle',
    lift: 3000,
    cab: true,
    kind: 'isodiametric',
    notes: 'Top of the range for growers running large tower sprayers and heavy mulchers on sloping ground.',
    listed: '2022-01-10',
    video: true,
  },
  {
    model: 'TGF 7800 S',
    hp: 68,
    engine: KDI_2504,
    weight: 1850,
    width: 1010,
    transmission: '32 + 16 synchronised',
    lift: 2200,
    cab: false,
    kind: 'narrow',
    notes:
      'Only 1.01 m wide at its narrowest, it slips down tight vineyard rows and under table-top strawberry gantries.',
    listed: '2019-11-04',
  },
  {
    model: 'TGF 10900 R',
    hp: 98,
    engine: KDI_3404,
    weight: 2120,
    width: 1080,
    transmission: '32 + 32 with power shuttle',
    lift: 2600,
    cab: true,
    kind: 'narrow',
    notes:
      'A narrow vineyard tractor with the power of a utility tractor, at home with a Gregoire trailed harvester.',
    listed: '2022-06-20',
  },
  {
    model: 'Tony 8900 SR',
    hp: 75,
    engine: KDI_2504,
    weight: 2150,
    width: 1210,
    transmission: 'Hydrostatic with two ranges, reversible',
    lift: 2300,
    cab: true,
    kind: 'isodiametric',
    notes:
      'Hydrostatic drive and articulated steering make it the tractor for short headlands and precise work with de-leafers.',
    listed: '2021-05-17',
    video: true,
  },
  {
    model: 'Tony 10900 TR',
    hp: 98,
    engine: KDI_3404,
    weight: 2380,
    width: 1300,
    transmission: 'Hydrostatic with two ranges, reversible',
    lift: 2800,
    cab: true,
    kind: 'isodiametric',
    notes:
      'The TR model adds electronic speed control, so a sprayer or mulcher holds the same ground speed up and down the slope.',
    listed: '2022-03-28',
  },
  {
    model: 'Mach 4 R',
    hp: 98,
    engine: KDI_3404,
    weight: 2980,
    width: 1540,
    transmission: 'Hydrostatic, four-wheel steer',
    lift: 3000,
    cab: true,
    kind: 'isodiametric',
    notes: 'Four-wheel steering and equal wheels give unmatched grip on the steepest banks and in wet clay.',
    listed: '2023-02-13',
  },
  {
    model: 'SP 4800 HST',
    hp: 44,
    engine: 'Yanmar 3TNV88, 3 cylinders, 1,642 cc',
    weight: 1450,
    width: 1100,
    transmission: 'Hydrostatic',
    lift: 1300,
    cab: false,
    kind: 'compact',
    notes: 'A compact hydrostatic tractor for estates, parks and nurseries, light on turf and easy to drive.',
    listed: '2020-04-06',
  },
  {
    model: 'TTR 7600 Infinity',
    hp: 75,
    engine: KDI_2504,
    weight: 2250,
    width: 1310,
    transmission: 'Hydrostatic, reversible',
    lift: 2500,
    cab: true,
    kind: 'isodiametric',
    notes:
      'Built for slopes: the oscillating central joint keeps all four wheels on the ground on banks up to 60%.',
    listed: '2019-06-24',
  },
  {
    model: 'Tigre 4400',
    hp: 38,
    engine: 'Kubota D1703, 3 cylinders, 1,647 cc',
    weight: 1120,
    width: 1030,
    transmission: '12 + 12 synchronised',
    lift: 1100,
    cab: false,
    kind: 'compact',
    notes:
      'The smallest tractor in the range: ideal under polytunnels and for the odd jobs round a small orchard.',
    listed: '2018-03-19',
  },
];

export const CARRARO_TRACTORS: readonly ProductData[] = CARRARO.map((t, i) => carraro(t, i + 1));
