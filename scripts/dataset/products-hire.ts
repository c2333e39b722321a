// The hire fleet: day and week rates, and the hire desk's terms.
import { slugify } from './documents.ts';
import { type ProductData, pounds, youtube } from './product-data.ts';

function hire(
  title: string,
  image: string,
  rates: { day: number; week: number; year: number },
  notes: string,
  spec: ProductData['spec'],
  order: number,
  brand?: string,
): ProductData {
  return {
    slug: slugify(`hire ${title}`),
    title: `${title} (Hire)`,
    ...(brand ? { brand } : {}),
    categories: ['hire-machines'],
    images: [image],
    excerpt: `From ${pounds(rates.day, '')} a day or ${pounds(rates.week, '')} a week, plus VAT.`,
    description: `${notes}

## Hire terms
- Day rate ${pounds(rates.day)}, week rate ${pounds(rates.week)}
- Delivery and collection within 30 miles of Marden from ${pounds(60)} each way
- Damage waiver at 8% of the hire charge; fuel is the hirer\u2019s

Call the hire desk on [01622 000 417](tel:+441622000417) to check availability.`,
    spec,
    condition: 'hire',
    price: `${pounds(rates.day, '')} per day + VAT`,
    order,
    listed: '2022-01-04',
    year: rates.year,
    ...(order <= 2 ? { video: youtube(`hire ${title}`) } : {}),
  };
}

export const HIRE_FLEET: readonly ProductData[] = [
  hire(
    'Giant GT5048 Telehandler',
    'product-telehandler',
    { day: 145, week: 520, year: 2021 },
    'A compact telehandler for bin stacking at harvest and for building jobs round the farm.',
    [
      ['Lift capacity', '2,500 kg'],
      ['Lift height', '4.8 m'],
      ['Attachments', 'Pallet forks, bucket'],
    ],
    1,
    'giant-loaders',
  ),
  hire(
    'CEP Picker 4 Platform',
    'product-platform',
    { day: 120, week: 450, year: 2022 },
    'Try a picking platform for a season before you buy: hire charges for the first season count towards the purchase price.',
    [
      ['Capacity', '4 people and 2 bins'],
      ['Battery', 'Full day from one charge'],
    ],
    2,
    'compact-electric-platforms-and-harvesters',
  ),
  hire(
    'Orvin RT 30 Forklift',
    'product-forklift-orvin',
    { day: 110, week: 395, year: 2021 },
    'Four-wheel-drive forklift for harvest peaks in the packhouse yard.',
    [
      ['Capacity', '3,000 kg'],
      ['Mast', 'Triplex 4.8 m'],
    ],
    3,
    'orvin',
  ),
  hire(
    'Friuli Arno 1500 Sprayer',
    'product-sprayer-towed',
    { day: 95, week: 340, year: 2020 },
    'Calibrated before every hire; supplied clean and must be returned triple-rinsed.',
    [
      ['Tank', '1,500 litres'],
      ['Power requirement', 'From 50 hp'],
    ],
    4,
    'friuli-sprayers',
  ),
  hire(
    'Flail Mower 2.2 m',
    'product-mower-unbadged',
    { day: 45, week: 160, year: 2022 },
    'Heavy flail mower for orchard alleys, headlands and rough grass.',
    [
      ['Working width', '2.2 m'],
      ['Power requirement', 'From 50 hp'],
    ],
    5,
  ),
  hire(
    'Post-Hole Auger',
    'product-auger',
    { day: 40, week: 140, year: 2019 },
    'Linkage-mounted auger with 150, 225 and 300 mm flights for trellis and fencing.',
    [
      ['Flights', '150, 225, 300 mm'],
      ['Mounting', 'Category I and II linkage'],
    ],
    6,
  ),
  hire(
    'Corvus Terrain DX4 UTV',
    'product-utv',
    { day: 85, week: 310, year: 2021 },
    'A utility vehicle for shoots, events and harvest, carrying a load of 450 kg.',
    [
      ['Cargo bed load', '450 kg'],
      ['Seats', '2'],
    ],
    7,
    'the-impressive-corvus-utv',
  ),
  hire(
    'Terreco TF 60 Mobile Frost Fan',
    'product-frost-fan',
    { day: 150, week: 650, year: 2023 },
    'Frost protection for one season: delivered in March, collected in May.',
    [
      ['Protected radius', '25 m'],
      ['Drive', 'Diesel, trailer-mounted'],
    ],
    8,
    'terreco-frost-protection',
  ),
  hire(
    'Antonio Carraro TGF 7800 S',
    'product-tractor-rops',
    { day: 130, week: 480, year: 2022 },
    'A narrow vineyard tractor for the busy weeks of the season.',
    [
      ['Power', '68 hp'],
      ['Width', '1,010 mm'],
    ],
    9,
    'antonio-carraro',
  ),
  hire(
    'Soft Fruit Trailer ST 120',
    'product-trailer',
    { day: 35, week: 120, year: 2020 },
    'A low-deck trailer for 120 trays, for the strawberry peak.',
    [
      ['Tray capacity', '120'],
      ['Deck length', '3.6 m'],
    ],
    10,
  ),
];
