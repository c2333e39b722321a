// Tractors: the Antonio Carraro range (products-carraro.ts), then the Valmara range.

import { slugify } from './documents.ts';
import { kw, type ProductData, VE, WARRANTY_LINE, youtube } from './product-data.ts';
import { CARRARO_TRACTORS } from './products-carraro.ts';

function valmara(
  model: string,
  hp: number,
  width: number,
  weight: number,
  cab: boolean,
  notes: string,
  order: number,
  listed: string,
): ProductData {
  const title = `Valmara ${model}`;
  return {
    slug: slugify(title),
    title,
    brand: 'valmara',
    categories: [`${VE}/vineyard-tractors`],
    images: ['product-tractor-valmara', 'hero-vineyard-valmara'],
    excerpt: `${hp} hp vineyard tractor, ${width.toLocaleString('en-GB')} mm wide.`,
    description: `${notes}

- FPT engine with a wide, flat torque curve
- Tight turning circle for short headlands
- ${cab ? 'Low-profile cab with filtration for spraying' : 'Folding roll bar'}

${WARRANTY_LINE}`,
    spec: [
      ['Engine', `FPT F5C, 4 cylinders, 3,400 cc, ${hp} hp (${kw(hp)} kW)`],
      ['Transmission', '24 + 24 with power shuttle'],
      ['Minimum width', `${width.toLocaleString('en-GB')} mm`],
      ['Weight', `${weight.toLocaleString('en-GB')} kg`],
      ['Rear lift capacity', '2,600 kg'],
      ['Fuel tank', '58 litres'],
    ],
    condition: 'new',
    price: 'POA',
    order,
    listed,
    ...(order === 1 ? { video: youtube(title) } : {}),
  };
}

const VALMARA: readonly ProductData[] = [
  valmara(
    'V70 Stretto',
    70,
    1000,
    1780,
    false,
    'The narrowest Valmara, built for the 1.8 m rows of traditional Champagne-style plantings.',
    1,
    '2021-04-12',
  ),
  valmara(
    'V80 Stretto Cab',
    80,
    1060,
    1960,
    true,
    'A cab tractor for narrow vineyards, with the filtration to spray in comfort.',
    2,
    '2021-04-12',
  ),
  valmara(
    'V95 Frutteto',
    95,
    1450,
    2300,
    true,
    'The orchard model: wider track and a higher-capacity lift for tower sprayers and mulchers.',
    3,
    '2022-02-07',
  ),
  valmara(
    'V60 Vigneto',
    60,
    1020,
    1640,
    false,
    'An honest, simple vineyard tractor for the smaller estate, with mechanical controls that are easy to maintain.',
    4,
    '2020-10-05',
  ),
  valmara(
    'V110 Frutteto Cab',
    110,
    1480,
    2520,
    true,
    'The most powerful Valmara, for large orchards running multi-row sprayers.',
    5,
    '2023-01-23',
  ),
  valmara(
    'VX85 Reverso',
    85,
    1120,
    2080,
    true,
    'A reversible-drive vineyard tractor for front-mounted trimmers and de-leafers.',
    6,
    '2022-09-19',
  ),
];

export const TRACTORS: readonly ProductData[] = [...CARRARO_TRACTORS, ...VALMARA];
