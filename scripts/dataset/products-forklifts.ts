// Forklifts: Orvin and rough terrain forklifts for the yard and the field, Ilmer for the
// packhouse and the cold store.
import { FL, item, type ProductData } from './product-data.ts';

const ORVIN_BROCHURE = { name: 'orvin-forklifts', title: 'Orvin forklift brochure' };

/** Each make's brand, its category below forklifts-and-loaders and its picture. */
const MAKES = {
  Orvin: { brand: 'orvin', category: 'orvin-forklifts', image: 'product-forklift-orvin' },
  Ilmer: { brand: 'ilmer', category: 'ilmer-forklifts', image: 'product-forklift-ilmer' },
  RTF: {
    brand: 'rough-terrain-forklifts',
    category: 'rough-terrain-forklifts',
    image: 'product-forklift-rt',
  },
} as const;

function forklift(
  make: keyof typeof MAKES,
  model: string,
  capacity: number,
  mast: string,
  intro: string,
  order: number,
  listed: string,
): ProductData {
  const { brand, category, image } = MAKES[make];
  const title = make === 'RTF' ? `Rough Terrain Forklift ${model}` : `${make} ${model}`;
  return item({
    title,
    brand,
    categories: [`${FL}/${category}`],
    images: [image, 'slide-packhouse-forklift'],
    excerpt: `${(capacity / 1000).toLocaleString('en-GB')} tonne forklift, ${mast} mast.`,
    intro,
    bullets: [
      `Lifts ${capacity.toLocaleString('en-GB')} kg at 500 mm load centres`,
      `${mast} mast with side shift`,
      make === 'Ilmer'
        ? 'Diesel or lithium-ion electric drive'
        : 'Four-wheel drive with oscillating rear axle',
    ],
    spec: [
      ['Capacity', `${capacity.toLocaleString('en-GB')} kg`],
      ['Mast', mast],
      ['Engine', make === 'Ilmer' ? 'Kubota V2403 diesel or 80 V electric' : 'Kubota V3307, 74 hp, Stage V'],
      ['Tyres', make === 'Ilmer' ? 'Solid' : '12.5/80-18 traction'],
    ],
    price: 'POA',
    ...(make === 'Orvin' ? { brochure: ORVIN_BROCHURE } : {}),
    order,
    listed,
  });
}

export const FORKLIFTS: readonly ProductData[] = [
  forklift(
    'Orvin',
    'RT 25',
    2500,
    'Duplex 4.0 m',
    'A compact rough terrain forklift for orchards and building sites.',
    1,
    '2020-07-13',
  ),
  forklift(
    'Orvin',
    'RT 30',
    3000,
    'Triplex 4.8 m',
    'The packhouse favourite: loads lorries in the yard and collects bins from the field.',
    2,
    '2020-07-13',
  ),
  forklift(
    'Orvin',
    'RT 40',
    4000,
    'Duplex 4.5 m',
    'Heavy lifting for block yards and sawmills.',
    3,
    '2021-11-01',
  ),
  forklift(
    'Orvin',
    'RT 50',
    5000,
    'Duplex 5.0 m',
    'The largest Orvin, with cab and heater as standard.',
    4,
    '2022-12-12',
  ),
  forklift(
    'Ilmer',
    'D 16',
    1600,
    'Triplex 4.5 m',
    'A compact diesel forklift for stores and cold rooms.',
    1,
    '2019-10-14',
  ),
  forklift(
    'Ilmer',
    'D 25',
    2500,
    'Triplex 4.7 m',
    'The standard yard truck for packhouses.',
    2,
    '2019-10-14',
  ),
  forklift(
    'Ilmer',
    'E 20 Li',
    2000,
    'Triplex 5.0 m',
    'Lithium-ion electric: no fumes in the cold store and opportunity charging at breaks.',
    3,
    '2021-08-23',
  ),
  forklift(
    'Ilmer',
    'D 35',
    3500,
    'Duplex 4.0 m',
    'A heavier yard truck for loading lorries.',
    4,
    '2022-09-05',
  ),
  forklift(
    'RTF',
    'T25 2WD',
    2500,
    'Duplex 3.3 m',
    'A simple two-wheel-drive yard machine at an honest price.',
    1,
    '2019-04-29',
  ),
  forklift(
    'RTF',
    'T30 4WD',
    3000,
    'Triplex 4.8 m',
    'Four-wheel drive for grass and soft ground.',
    2,
    '2020-10-19',
  ),
  forklift(
    'RTF',
    'T35 4WD',
    3500,
    'Triplex 5.5 m',
    'More lift and height for builders\u2019 merchants.',
    3,
    '2021-12-06',
  ),
  forklift(
    'RTF',
    'T50 4WD',
    5000,
    'Duplex 6.0 m',
    'The heavy model for timber and block yards.',
    4,
    '2023-03-13',
  ),
];
