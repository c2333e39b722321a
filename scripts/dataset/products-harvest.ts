// Harvest, canopy and transport machines: platforms, robots, frost fans, de-leafers, augers,
// trimmers, grape harvesters, utility vehicles and trailers.
import { FV, item, type Listing, listing, type ProductData } from './product-data.ts';

const PLATFORMS = `${FV}/platformsharvesters`;

function platform(model: string, width: number, people: number, deck: string, ...rest: Listing): ProductData {
  return item({
    title: `CEP ${model} Electric Platform`,
    brand: 'compact-electric-platforms-and-harvesters',
    categories: [PLATFORMS],
    images: ['product-platform', 'hero-orchard-platform'],
    excerpt: `Battery picking and pruning platform for ${people} people, ${width.toLocaleString('en-GB')} mm wide.`,
    bullets: [
      `Carries ${people} pickers and up to two bins`,
      'Automatic row-steering with ultrasonic sensors',
      `Deck height ${deck}`,
      'A full working day from one overnight charge',
    ],
    spec: [
      ['Width', `${width.toLocaleString('en-GB')} mm (closed)`],
      ['Deck height', deck],
      ['Capacity', `${people} people and 2 bins`],
      ['Battery', '48 V lithium iron phosphate, 15 kWh'],
      ['Speed', '0 to 6 km/h'],
    ],
    price: 'POA',
    ...listing(rest),
  });
}

function terreco(model: string, drive: string, ...rest: Listing): ProductData {
  return item({
    title: `Terreco ${model} Frost Fan`,
    brand: 'terreco-frost-protection',
    categories: [`${FV}/frost-protection`],
    images: ['product-frost-fan', 'hero-frost-fan'],
    excerpt: `${drive} frost fan protecting a radius of 25 m.`,
    bullets: [
      'Protects a radius of 25 m as part of a frost protection system',
      'The rotor turns a full circle: warm air returns every 20 minutes',
      'Automatic start and stop from a temperature probe',
      'Text-message alerts and remote start',
    ],
    spec: [
      ['Drive', drive],
      ['Mast height', '10.5 m'],
      ['Rotor diameter', '5.8 m, two blades'],
      ['Protected radius', '25 m'],
      ['Full rotation', 'Every 20 minutes'],
    ],
    price: 'POA',
    brochure: { name: 'terreco-frost-fans', title: 'Terreco frost protection brochure' },
    ...listing(rest),
  });
}

function olmi(model: string, sides: string, ...rest: Listing): ProductData {
  return item({
    title: `Olmi ${model} De-Leafer`,
    brand: 'olmi-de-leafer',
    categories: [`${FV}/de-leafers`],
    images: ['product-de-leafer', 'slide-de-leafer'],
    excerpt: `${sides} pneumatic de-leafer.`,
    bullets: [
      'Pulsed air removes leaves without touching the bunches',
      'Hydraulic tilt and height adjustment',
      'Front or rear mounting',
    ],
    spec: [
      ['Heads', sides],
      ['Compressor', 'PTO-driven, 1,200 l/min'],
      ['Working speed', '3 to 5 km/h'],
    ],
    price: 'POA',
    ...listing(rest),
  });
}

export const HARVEST: readonly ProductData[] = [
  platform(
    'Picker 4',
    1450,
    4,
    '0.4 to 2.2 m',
    'The platform most of our apple growers start with: four pickers and a bin, moving steadily down the row.',
    1,
    '2020-06-15',
    true,
  ),
  platform(
    'Picker 6 Wide',
    1850,
    6,
    '0.4 to 2.6 m',
    'Side decks extend hydraulically so six pickers reach both sides of a wide row.',
    2,
    '2021-07-19',
  ),
  platform(
    'Pruner 2',
    1100,
    2,
    '0.3 to 1.8 m',
    'A narrow platform for two, for pruning, tying and thinning in tall spindle orchards.',
    3,
    '2019-12-02',
  ),
  platform(
    'Cherry 4',
    1350,
    4,
    '0.5 to 3.0 m',
    'The tallest deck in the range, for covered cherry orchards where the crop hangs high.',
    4,
    '2022-04-04',
    true,
  ),
  platform(
    'Harvester 8',
    2200,
    8,
    '0.4 to 2.4 m',
    'An eight-person harvester with a bin filler, so pickers never leave the deck.',
    5,
    '2023-03-20',
  ),
  platform(
    'Vine 2',
    1000,
    2,
    '0.2 to 1.2 m',
    'A low, narrow platform for vineyard pruning and canopy work.',
    6,
    '2021-10-25',
  ),
  item({
    title: 'Burro Collaborative Robot',
    brand: 'burro',
    categories: [PLATFORMS],
    images: ['product-robot-cart', 'hero-orchard-platform'],
    excerpt: 'Follow-me robot that carries trays to the end of the row.',
    intro: 'Burro follows a picker down the row and takes full trays back to the headland on its own.',
    bullets: [
      'Carries up to 225 kg',
      'Learns a route once and repeats it',
      'Works under tunnels and in orchards',
    ],
    spec: [
      ['Payload', '225 kg'],
      ['Battery', '8 to 10 hours'],
      ['Width', '760 mm'],
    ],
    price: 'POA',
    video: true,
    order: 7,
    listed: '2022-06-13',
  }),
  item({
    title: 'Burro Grande',
    brand: 'burro',
    categories: [PLATFORMS],
    images: ['product-robot-cart'],
    excerpt: 'Larger Burro for bins and heavy loads.',
    intro: 'The Grande carries a full bin and tows a trailer between rows.',
    bullets: ['Carries up to 450 kg', 'Tows a small trailer', 'GPS route following'],
    spec: [
      ['Payload', '450 kg'],
      ['Width', '1,100 mm'],
    ],
    price: 'POA',
    order: 8,
    listed: '2023-04-17',
  }),
  terreco(
    'TF 100 Diesel',
    'Diesel, 130 hp',
    'Our most popular frost fan, with a diesel power unit and a 1,000 litre bunded tank for three nights of running.',
    1,
    '2019-03-04',
    true,
  ),
  terreco(
    'TF 100 LPG',
    'LPG, 130 hp',
    'The same fan with an LPG engine for quieter running and cleaner burning near homes.',
    2,
    '2020-03-09',
  ),
  terreco(
    'TF 80 Electric',
    'Electric, 75 kW',
    'Mains-powered, almost silent and started from your phone: the choice where a three-phase supply is close.',
    3,
    '2022-02-21',
  ),
  terreco(
    'TF 60 Mobile',
    'Diesel, 90 hp, trailer-mounted',
    'A towable fan that folds down for the road, for growers who want to protect different blocks in different years.',
    4,
    '2021-02-01',
  ),
  olmi(
    'Aria Single',
    'One head',
    'A single-sided de-leafer for growers working one side of the row at a time.',
    1,
    '2019-06-03',
  ),
  olmi(
    'Aria Double',
    'Two heads',
    'Works both sides of the row in one pass, halving the time in the vineyard.',
    2,
    '2020-05-25',
    true,
  ),
  olmi(
    'Vento Front',
    'Two heads, front-mounted',
    'Designed for reversible tractors, so the driver can watch the heads as they work.',
    3,
    '2021-05-03',
  ),
  olmi('Vento Twin Row', 'Four heads', 'Two rows at once for large vineyards.', 4, '2023-05-15'),
];
