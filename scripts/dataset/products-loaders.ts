// Loading machinery: Giant loaders, telehandlers and skid steers here; Orvin, Ilmer and rough
// terrain forklifts after them (products-forklifts.ts).

import { FL, item, type Listing, listing, type ProductData } from './product-data.ts';
import { FORKLIFTS } from './products-forklifts.ts';

const GIANT_BROCHURE = { name: 'giant-loaders', title: 'Giant loader brochure' };

/** Each kind of Giant's categories, picture and name. */
const GIANT_KINDS = {
  articulated: {
    categories: [`${FL}/articulated-wheeled-loaders`, 'machinery/wheeled-loaders'],
    image: 'product-loader-articulated',
    noun: 'articulated wheeled loader',
  },
  telescopic: {
    categories: [`${FL}/telescopic-wheeled-loaders`, 'machinery/telescopic-loaders'],
    image: 'product-loader-telescopic',
    noun: 'telescopic wheeled loader',
  },
  telehandler: {
    categories: [`${FL}/telehandlers`, 'machinery/compact-telehandlers'],
    image: 'product-telehandler',
    noun: 'compact telehandler',
  },
  skid: {
    categories: [`${FL}/skid-steer-loaders`],
    image: 'product-skid-steer',
    noun: 'skid steer loader',
  },
} as const;

function giant(
  model: string,
  kind: keyof typeof GIANT_KINDS,
  numbers: { hp: number; lift: number; height: number; weight: number },
  ...rest: Listing
): ProductData {
  const places = GIANT_KINDS[kind];
  return item({
    title: `Giant ${model}`,
    brand: 'giant-loaders',
    categories: places.categories,
    images: [places.image, 'hero-telehandler'],
    excerpt: `${numbers.hp} hp ${places.noun}, ${numbers.lift.toLocaleString('en-GB')} kg tipping load.`,
    bullets: [
      `${numbers.lift.toLocaleString('en-GB')} kg tipping load and ${numbers.height.toLocaleString('en-GB')} mm lift height`,
      'Hydraulic quick hitch for buckets, forks, grabs and sweepers',
      kind === 'skid'
        ? 'Pilot joystick controls'
        : 'Oscillating articulation joint keeps all four wheels on the ground',
      'Low build height for old buildings and polytunnels',
    ],
    spec: [
      [
        'Engine',
        numbers.hp > 50 ? `Yanmar 4TNV98, ${numbers.hp} hp, Stage V` : `Kubota D1105, ${numbers.hp} hp`,
      ],
      ['Tipping load', `${numbers.lift.toLocaleString('en-GB')} kg`],
      ['Lift height', `${numbers.height.toLocaleString('en-GB')} mm`],
      ['Operating weight', `${numbers.weight.toLocaleString('en-GB')} kg`],
      ['Drive', kind === 'skid' ? 'Skid steer, hydrostatic' : 'Hydrostatic four-wheel drive'],
    ],
    price: 'POA',
    brochure: GIANT_BROCHURE,
    ...listing(rest),
  });
}

const GIANTS: readonly ProductData[] = [
  giant(
    'G1500 X-tra HD',
    'articulated',
    { hp: 25, lift: 1050, height: 2600, weight: 1980 },
    'A compact articulated loader for stables, nurseries and small farms.',
    1,
    '2020-02-17',
  ),
  giant(
    'G2200 HD',
    'articulated',
    { hp: 25, lift: 1400, height: 2850, weight: 2350 },
    'A step up in lift for feeding, bedding and loading muck.',
    2,
    '2020-02-17',
  ),
  giant(
    'G2700 HD',
    'articulated',
    { hp: 45, lift: 1800, height: 3000, weight: 2900 },
    'The allrounder: enough lift for apple bins, small enough for a barn.',
    3,
    '2021-03-15',
    true,
  ),
  giant(
    'G3500 HD',
    'articulated',
    { hp: 61, lift: 2300, height: 3200, weight: 3600 },
    'More weight and hydraulic flow for contractors and larger yards.',
    4,
    '2022-01-24',
  ),
  giant(
    'G5000 X-tra HD',
    'articulated',
    { hp: 75, lift: 3000, height: 3400, weight: 4750 },
    'The largest articulated Giant, with a cab and air conditioning as standard.',
    5,
    '2023-01-30',
  ),
  giant(
    'G2300 Tele HD',
    'telescopic',
    { hp: 25, lift: 1450, height: 3600, weight: 2480 },
    'A telescopic boom adds reach for stacking bales and loading high trailers.',
    1,
    '2020-09-14',
  ),
  giant(
    'G2700 Tele HD',
    'telescopic',
    { hp: 45, lift: 1700, height: 3800, weight: 3050 },
    'Our best-selling telescopic wheeled loader for equestrian yards and fruit farms.',
    2,
    '2021-03-15',
    true,
  ),
  giant(
    'G3500 Tele HD',
    'telescopic',
    { hp: 61, lift: 2100, height: 4200, weight: 3850 },
    'More reach and lift for stacking bins four high.',
    3,
    '2022-01-24',
  ),
  giant(
    'G5000 Tele HD',
    'telescopic',
    { hp: 75, lift: 2700, height: 4400, weight: 5100 },
    'The top telescopic loader for contractors and large estates.',
    4,
    '2023-01-30',
  ),
  giant(
    'GT5048',
    'telehandler',
    { hp: 49, lift: 2500, height: 4800, weight: 4300 },
    'A compact telehandler under two metres tall, for low buildings and packhouses.',
    1,
    '2021-09-06',
    true,
  ),
  giant(
    'GT5468',
    'telehandler',
    { hp: 61, lift: 3000, height: 5400, weight: 5150 },
    'More lift and reach for stacking bins and loading lorries.',
    2,
    '2022-05-16',
  ),
  giant(
    'GT4548',
    'telehandler',
    { hp: 49, lift: 2200, height: 4500, weight: 3900 },
    'The lightest Giant telehandler, towable on a plant trailer.',
    3,
    '2020-11-23',
  ),
  giant(
    'GT6080',
    'telehandler',
    { hp: 75, lift: 3500, height: 6000, weight: 6200 },
    'The largest in the range, for farms and builders.',
    4,
    '2023-06-12',
  ),
  giant(
    'SK201',
    'skid',
    { hp: 25, lift: 550, height: 2400, weight: 1450 },
    'A nimble skid steer for yards and landscaping.',
    1,
    '2021-02-08',
  ),
  giant(
    'SK252',
    'skid',
    { hp: 35, lift: 750, height: 2700, weight: 1900 },
    'A larger skid steer with pilot joysticks and a two-speed drive.',
    2,
    '2022-02-28',
  ),
  giant(
    'SK352 Tracked',
    'skid',
    { hp: 49, lift: 900, height: 2900, weight: 2650 },
    'Rubber tracks for soft ground and wet sites.',
    3,
    '2023-02-27',
  ),
];

export const LOADERS: readonly ProductData[] = [...GIANTS, ...FORKLIFTS];
