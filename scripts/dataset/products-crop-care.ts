// Crop-care machines for fruit and vines: pruning and pulverisers here, then the mowers
// (products-mowers.ts) and cultivation, including the RootWave electric weeder
// (products-cultivation.ts).

import { FV, item, type ProductData, VE } from './product-data.ts';
import { CULTIVATION } from './products-cultivation.ts';
import { MOWERS } from './products-mowers.ts';

const PRUNING: readonly ProductData[] = [
  item({
    title: 'Orizzonti Pre-Pruner Twin',
    brand: 'orizzonti-vineyard-machinery',
    categories: [`${FV}/pruning-equipment`, `${VE}/vineyard-trimmers`],
    images: ['product-trimmer'],
    excerpt: 'Twin-row pre-pruner that strips last year\u2019s canes from the wires.',
    intro:
      'Cuts and pulls the old canes from the trellis before hand pruning, saving up to half the winter pruning hours.',
    bullets: ['Counter-rotating discs', 'Hydraulic row-following', 'Works on single and double Guyot'],
    spec: [
      ['Rows per pass', '2'],
      ['Working height', '0.5 to 2.0 m'],
      ['Oil flow required', '40 l/min'],
    ],
    price: 'POA',
    order: 1,
    listed: '2021-11-29',
  }),
  item({
    title: 'Electric Secateurs E-Cut 35',
    categories: [`${FV}/pruning-equipment`],
    images: ['product-trimmer'],
    excerpt: 'Battery secateurs with a 35 mm cut and all-day battery.',
    intro: 'Light electric secateurs that take the strain out of winter pruning in orchards and vineyards.',
    bullets: ['Cuts up to 35 mm', 'Progressive trigger', 'Two batteries and charger included'],
    spec: [
      ['Cutting capacity', '35 mm'],
      ['Weight', '820 g'],
      ['Battery life', 'About 8 hours'],
    ],
    price: '£1,295 + VAT',
    order: 2,
    listed: '2020-12-07',
  }),
  item({
    title: 'Orchard Hedger OH 250',
    categories: [`${FV}/pruning-equipment`],
    images: ['product-trimmer', 'slide-vineyard-trimmer'],
    excerpt: 'Side and top hedger for summer pruning of apples and pears.',
    intro:
      'Cuts the sides and tops of fruiting walls in one pass; the fastest way to keep a modern orchard in shape.',
    bullets: [
      '2.5 m cutter bar with hydraulic tilt',
      'Double-knife for a clean cut',
      'Front mounting on reversible tractors',
    ],
    spec: [
      ['Cutter bar', '2.5 m'],
      ['Oil flow required', '45 l/min'],
    ],
    price: '£8,750 + VAT',
    order: 3,
    listed: '2022-07-04',
  }),
  item({
    title: 'Pruning Platform Lift 2',
    categories: [`${FV}/pruning-equipment`],
    images: ['product-platform'],
    excerpt: 'Two-person electric platform for pruning and tying.',
    intro: 'A narrow battery platform for two people pruning, tying and thinning.',
    bullets: ['Deck height 0.3 to 1.6 m', 'Automatic steering along the row', 'Eight hours from one charge'],
    spec: [
      ['Width', '1,100 mm'],
      ['Capacity', '2 people'],
      ['Battery', '48 V lithium'],
    ],
    price: 'POA',
    order: 4,
    listed: '2021-01-25',
  }),
  item({
    title: 'Pneumatic Pruning Kit 4',
    categories: [`${FV}/pruning-equipment`],
    images: ['product-trimmer'],
    excerpt: 'Compressor and four pneumatic secateurs.',
    intro: 'A PTO compressor with four hose reels and pneumatic secateurs for pruning gangs.',
    bullets: ['500 l/min compressor', 'Four 50 m hose reels', 'Four secateurs and two loppers'],
    spec: [
      ['Compressor', '500 l/min'],
      ['Users', '4'],
    ],
    price: '£4,200 + VAT',
    order: 5,
    listed: '2018-10-29',
  }),
];

const PULVERISERS: readonly ProductData[] = [
  item({
    title: 'Orizzonti Pulveriser TR 180',
    brand: 'orizzonti-vineyard-machinery',
    categories: [`${FV}/pulverisers-shredders`, 'Pulverisers-Vineyard'],
    images: ['product-mulcher'],
    excerpt: '1.8 m pulveriser for vine and orchard prunings.',
    intro: 'Shreds prunings of up to 8 cm where they fall, leaving a fine mulch.',
    bullets: ['Hammer flails on a heavy rotor', 'Pick-up rake for prunings', 'Side shift'],
    spec: [
      ['Working width', '1.8 m'],
      ['Power requirement', '60 to 90 hp'],
      ['Weight', '640 kg'],
    ],
    price: '£7,950 + VAT',
    order: 1,
    listed: '2021-09-20',
  }),
  item({
    title: 'Orizzonti Pulveriser TR 220',
    brand: 'orizzonti-vineyard-machinery',
    categories: [`${FV}/pulverisers-shredders`, 'Pulverisers-Vineyard'],
    images: ['product-mulcher'],
    excerpt: '2.2 m pulveriser for orchard prunings.',
    intro: 'The wider model for orchards, with a reinforced hood for larger prunings.',
    bullets: ['Hammer flails on a heavy rotor', 'Pick-up rake', 'Hydraulic side shift'],
    spec: [
      ['Working width', '2.2 m'],
      ['Power requirement', '80 to 110 hp'],
      ['Weight', '760 kg'],
    ],
    price: '£9,250 + VAT',
    order: 2,
    listed: '2021-09-20',
  }),
  item({
    title: 'Shredder SH 160',
    categories: [`${FV}/pulverisers-shredders`],
    images: ['product-mulcher'],
    excerpt: 'Light shredder for vineyards.',
    intro: 'A light shredder for narrow vineyard tractors from 40 hp.',
    bullets: ['Y-blades', 'Rear roller', 'Manual side shift'],
    spec: [
      ['Working width', '1.6 m'],
      ['Weight', '420 kg'],
    ],
    price: '£4,650 + VAT',
    order: 3,
    listed: '2019-07-15',
  }),
  item({
    title: 'Forestry Mulcher FM 200',
    categories: [`${FV}/pulverisers-shredders`],
    images: ['product-mulcher', 'hero-orchard-mower'],
    excerpt: 'Heavy mulcher for grubbing out old orchards.',
    intro: 'Takes an old orchard back to bare ground: trunks up to 15 cm and brush in one pass.',
    bullets: ['Fixed hammers', 'Hardox hood', 'Hydraulic rear door'],
    spec: [
      ['Working width', '2.0 m'],
      ['Power requirement', '100 to 160 hp'],
      ['Weight', '1,380 kg'],
    ],
    price: '£18,400 + VAT',
    order: 4,
    listed: '2022-10-03',
  }),
  item({
    title: 'Stone Burier SB 125',
    categories: [`${FV}/pulverisers-shredders`],
    images: ['product-cultivator-unbadged'],
    excerpt: 'Stone burier for preparing new plantings.',
    intro: 'Prepares a fine, stone-free seedbed for new orchards and vineyards.',
    bullets: ['1.25 m working width', 'Adjustable rear grid', 'Depth roller'],
    spec: [
      ['Working width', '1.25 m'],
      ['Weight', '520 kg'],
    ],
    price: '£6,100 + VAT',
    order: 5,
    listed: '2020-05-18',
  }),
];

export const CROP_CARE: readonly ProductData[] = [...PRUNING, ...PULVERISERS, ...MOWERS, ...CULTIVATION];
