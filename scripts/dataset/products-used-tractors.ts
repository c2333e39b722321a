// Used, alpine and customer tractors in the stock-machinery categories.

import type { StockStatus } from '../../src/content/schemas/documents.ts';
import { slugify } from './documents.ts';
import { usedPhotos } from './image-used-views.ts';
import { firstSentence, numbered, type ProductData, pounds, STOCK, USED_LINE } from './product-data.ts';

/**
 * A used tractor's photos show its own make: Antonio Carraro and Valmara have their drawings, any
 * other make (Kubota, Fendt, Aebi…) a tractor with no badge, and a cab tractor's workshop shot
 * (last) is of the same make.
 */
function tractorPhotos(brand: string | undefined, rops: boolean, full: string): string[] {
  if (brand === 'antonio-carraro')
    return rops
      ? usedPhotos('product-tractor-rops', full)
      : usedPhotos('used-tractor', full, ['hero-workshop']);
  if (brand === 'valmara')
    return rops
      ? usedPhotos('used-tractor-rops', full)
      : usedPhotos('used-tractor-valmara', full, ['hero-workshop-valmara']);
  return rops
    ? usedPhotos('used-tractor-unbadged-rops', full)
    : usedPhotos('used-tractor-unbadged', full, ['hero-workshop-unbadged']);
}

function used(
  title: string,
  year: number,
  hours: number,
  price: string,
  rops: boolean,
  notes: string,
  category: string,
  listed: string,
  brand?: string,
  status?: StockStatus,
): ProductData {
  const full = `${year} ${title}`;
  return {
    slug: slugify(`used ${full}`),
    title: `Used ${full}`,
    ...(brand ? { brand } : {}),
    categories: [`${STOCK}/${category}`],
    images: tractorPhotos(brand, rops, full),
    // Year, hours and price are the card's facts line: the excerpt says what they do not.
    excerpt: firstSentence(notes),
    description: `${notes}

${USED_LINE}`,
    spec: [
      ['Year', String(year)],
      ['Hours', hours.toLocaleString('en-GB')],
      ['Cab', rops ? 'No, roll bar' : 'Yes'],
      ['Location', 'Marden, Kent'],
    ],
    condition: 'used',
    price,
    listed,
    year,
    hours,
    ...(status ? { status } : {}),
  };
}

export const USED_TRACTORS: readonly ProductData[] = numbered(
  [
    used(
      'Antonio Carraro TRX 9400 S',
      2018,
      2150,
      pounds(24750),
      false,
      'One owner from new on a Faversham apple farm, serviced by us throughout. New rear tyres in 2022.',
      'tractors-used-machinery',
      '2023-03-06',
      'antonio-carraro',
    ),
    used(
      'Valmara V80 Stretto',
      2016,
      3400,
      pounds(17950),
      false,
      'Vineyard tractor from a Sussex estate, with front linkage and three spool valves.',
      'tractors-used-machinery',
      '2023-02-20',
      'valmara',
    ),
    used(
      'Kubota M5-091 Narrow',
      2019,
      1880,
      pounds(31500),
      false,
      'Narrow-track Kubota with power shuttle and cab. Ideal for a wide-row orchard.',
      'tractors-used-machinery',
      '2023-04-11',
      undefined,
      'reserved',
    ),
    used(
      'New Holland T4.85N',
      2015,
      4100,
      pounds(19500),
      false,
      'Narrow New Holland from a hop farm near Goudhurst. Air conditioning works; some cab scratches.',
      'tractors-used-machinery',
      '2022-11-14',
    ),
    used(
      'Fendt 209 V Vario',
      2017,
      3250,
      pounds(39950),
      false,
      'Stepless Vario transmission and front linkage. A very tidy example from a Herefordshire cider orchard.',
      'tractors-used-machinery',
      '2023-05-02',
    ),
    used(
      'Same Frutteto3 80',
      2014,
      5200,
      pounds(14250),
      true,
      'Honest orchard tractor with a roll bar, ideal for mowing and light spraying.',
      'tractors-used-machinery',
      '2022-08-30',
    ),
    used(
      'Antonio Carraro SRX 5800',
      2020,
      960,
      pounds(27500),
      true,
      'Low hours and still under the extended warranty until March 2024.',
      'tractors-used-machinery',
      '2023-06-05',
      'antonio-carraro',
    ),
    used(
      'Landini Rex 90F',
      2012,
      6100,
      pounds(11950),
      false,
      'Workhorse orchard tractor, sold as seen with a fresh service.',
      'tractors-used-machinery',
      '2022-10-17',
      undefined,
      'sold',
    ),
    used(
      'Massey Ferguson 3635 F',
      2013,
      5400,
      pounds(13750),
      false,
      'Narrow Massey with creeper box, from a soft fruit farm in the Weald.',
      'tractors-used-machinery',
      '2023-01-09',
    ),
    used(
      'Valmara V95 Frutteto Cab',
      2019,
      1720,
      pounds(29950),
      false,
      'Orchard Valmara in excellent condition, with Trimble guidance ready.',
      'tractors-used-machinery',
      '2023-07-03',
      'valmara',
    ),
    used(
      'Antonio Carraro TTR 10900 Alpine',
      2017,
      2600,
      pounds(26950),
      false,
      'Isodiametric slope tractor with reversible drive and front PTO.',
      'alpine-tractors',
      '2023-04-24',
      'antonio-carraro',
    ),
    used(
      'Aebi TT211 Slope Tractor',
      2014,
      3100,
      'POA',
      true,
      'Specialist slope mower carrier, ideal for reservoir banks and steep estates.',
      'alpine-tractors',
      '2022-12-05',
    ),
    used(
      'Antonio Carraro TGF 9400',
      2016,
      2890,
      pounds(18000, ' + VAT (customer machine)'),
      false,
      'Sold on behalf of a Canterbury vineyard that has moved to a larger tractor.',
      'customer-machines',
      '2023-05-22',
      'antonio-carraro',
    ),
    used(
      'Valmara V60 Vigneto',
      2010,
      5800,
      '£8,500 (no VAT)',
      true,
      'Private sale on behalf of a retiring grower near Tenterden.',
      'customer-machines',
      '2023-06-19',
      'valmara',
    ),
  ],
  'T',
);
