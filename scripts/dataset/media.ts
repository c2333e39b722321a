// The media library: photographs and films, each in its galleries. The home page's carousel
// slides are carousel.ts.
import { brandId } from './brands.ts';
import type { BuildContext } from './build-context.ts';
import { editedBetween, keyMaker, reference, type SanityDocument } from './documents.ts';
import { youtube } from './product-data.ts';

const GALLERIES = {
  action: { value: 'machinery-in-action', label: 'Machinery in Action' },
  shows: { value: 'shows-and-events', label: 'Shows & Events' },
  customers: { value: 'customer-sites', label: 'Customer Sites' },
  workshop: { value: 'workshop', label: 'Workshop & Parts' },
  demos: { value: 'demonstrations', label: 'Demonstrations' },
} as const;

type Gallery = keyof typeof GALLERIES;

interface MediaData {
  title: string;
  description?: string;
  type: 'image' | 'video';
  galleries: readonly Gallery[];
  brand?: string;
  image: string;
  /** Published, `YYYY-MM-DD`. */
  date: string;
}

const photo = (
  title: string,
  image: string,
  galleries: readonly Gallery[],
  date: string,
  brand?: string,
  description?: string,
): MediaData => ({
  title,
  type: 'image',
  image,
  galleries,
  date,
  ...(brand ? { brand } : {}),
  ...(description ? { description } : {}),
});

const film = (
  title: string,
  poster: string,
  galleries: readonly Gallery[],
  date: string,
  brand?: string,
  description?: string,
): MediaData => ({
  ...photo(title, poster, galleries, date, brand, description),
  type: 'video',
});

const MEDIA: readonly MediaData[] = [
  film(
    'Antonio Carraro SRX 8900 in a cherry orchard',
    'product-tractor-cab',
    ['action', 'demos'],
    '2016-04-11',
    'antonio-carraro',
    'The reversible SRX working with a front flail mower.',
  ),
  photo(
    'SRX tractors arrive at Marden',
    'hero-vineyard-tractor',
    ['action'],
    '2016-03-14',
    'antonio-carraro',
  ),
  photo('Kent County Show stand', 'hero-show-stand', ['shows'], '2016-07-09'),
  film(
    'Friuli tower sprayer calibration',
    'hero-orchard-sprayer',
    ['workshop', 'demos'],
    '2017-06-26',
    'friuli-sprayers',
    'How we calibrate a tower sprayer before its first job.',
  ),
  photo(
    'Highwood Vineyard, Ditchling',
    'hero-vineyard-tractor',
    ['customers'],
    '2017-04-03',
    'antonio-carraro',
  ),
  photo('Fruit Focus 2017', 'hero-show-stand', ['shows'], '2017-07-19'),
  photo('Giant G2700 HD unloading', 'product-loader-articulated', ['action'], '2017-11-13', 'giant-loaders'),
  film(
    'Electric platforms at Chantry Orchards',
    'hero-orchard-platform',
    ['customers', 'action'],
    '2018-04-16',
    'compact-electric-platforms-and-harvesters',
  ),
  film(
    'Olmi de-leafer in Pinot Noir',
    'slide-de-leafer',
    ['demos', 'action'],
    '2018-06-12',
    'olmi-de-leafer',
    'Pulsed air opens the fruit zone without touching the bunches.',
  ),
  photo('Orvin RT 30 in a packhouse yard', 'slide-packhouse-forklift', ['action'], '2018-11-26', 'orvin'),
  photo('The new workshop extension', 'hero-workshop', ['workshop'], '2019-01-21'),
  film(
    'Terreco frost fans at dawn',
    'hero-frost-fan',
    ['action', 'customers'],
    '2019-04-04',
    'terreco-frost-protection',
    'Four fans protecting cherries in a frost pocket near Horsmonden.',
  ),
  photo('Open day at Marden', 'hero-show-stand', ['shows'], '2019-06-15'),
  photo(
    'Mankar Tractor Duo under apple trees',
    'product-sprayer-herbicide',
    ['action'],
    '2019-04-08',
    'mankar-sprayers',
  ),
  film(
    'Gregoire GL 8.4 at harvest',
    'hero-grape-harvester',
    ['action', 'customers'],
    '2019-10-21',
    'gregoire-grape-harvester-range',
  ),
  photo(
    'Giant telehandler on a building site',
    'hero-telehandler',
    ['customers'],
    '2019-09-02',
    'giant-loaders',
  ),
  film('Burro following pickers', 'product-robot-cart', ['demos'], '2020-06-29', 'burro'),
  photo('Meadow Bank Equestrian', 'product-loader-telescopic', ['customers'], '2020-08-17', 'giant-loaders'),
  film(
    'Valmara trimmer in a Sussex vineyard',
    'slide-vineyard-trimmer',
    ['demos', 'action'],
    '2020-10-05',
    'valmara',
  ),
  photo('Frost fan in a vineyard', 'product-frost-fan', ['action'], '2020-11-30', 'terreco-frost-protection'),
  film(
    'Tony 8900 SR first demonstration',
    'product-tractor-isodiametric',
    ['demos'],
    '2021-02-22',
    'antonio-carraro',
  ),
  film(
    'RootWave eWeeder under vines',
    'product-eweeder',
    ['demos', 'action'],
    '2021-05-24',
    'rootwave-eweeder',
  ),
  photo(
    'Stonebridge Orchards tower sprayer',
    'hero-orchard-sprayer',
    ['customers'],
    '2021-07-05',
    'friuli-sprayers',
  ),
  photo(
    'Mach 4 R on a reservoir bank',
    'product-tractor-isodiametric',
    ['customers', 'action'],
    '2021-08-23',
    'antonio-carraro',
  ),
  photo('Harvest in the packhouse', 'hero-packhouse', ['action'], '2021-09-27', 'orvin'),
  film(
    'Corvus Terrain DX4 walkround',
    'product-utv',
    ['demos'],
    '2022-04-25',
    'the-impressive-corvus-utv',
    'The Corvus carries a load of 450 kg in its tipping bed.',
  ),
  photo('South of England Show 2022', 'hero-show-stand', ['shows'], '2022-06-10'),
  photo(
    'Flail mower in a dry summer',
    'hero-orchard-mower',
    ['action'],
    '2022-07-25',
    'orizzonti-vineyard-machinery',
  ),
  film(
    'Hollow Lane Vineyard harvest',
    'hero-grape-harvester',
    ['customers'],
    '2022-09-12',
    'gregoire-grape-harvester-range',
  ),
  photo('Valmara tractors arrive', 'hero-vineyard-valmara', ['action'], '2023-01-16', 'valmara'),
  photo('Spring parts promotion', 'hero-workshop', ['workshop'], '2023-02-20'),
  photo(
    'Rough terrain forklifts in a potato store',
    'product-forklift-rt',
    ['customers'],
    '2023-03-27',
    'rough-terrain-forklifts',
  ),
  film(
    'CEP Harvester 8 at Fruit Focus',
    'product-platform',
    ['shows', 'demos'],
    '2023-07-19',
    'compact-electric-platforms-and-harvesters',
  ),
  photo(
    'Ilmer electric forklift in a cold store',
    'product-forklift-ilmer',
    ['action'],
    '2023-08-14',
    'ilmer',
  ),
];

export const mediaItemId = (index: number) => `media-item-${index + 1}`;

export function buildMediaItems(ctx: BuildContext): SanityDocument[] {
  return MEDIA.map((m, index) => {
    const id = mediaItemId(index);
    const key = keyMaker(id);
    const created = `${m.date}T14:00:00Z`;
    return {
      _id: id,
      _type: 'mediaItem',
      ...editedBetween(id, created, created),
      title: m.title,
      ...(m.description ? { description: m.description } : {}),
      order: index + 1,
      mediaType: m.type,
      gallery: m.galleries.map((g) => ({ _key: key(), ...GALLERIES[g] })),
      ...(m.brand ? { brand: reference(brandId(m.brand)) } : {}),
      ...(m.type === 'video' ? { video: youtube(`media ${m.title}`) } : {}),
      image: ctx.assets.image(m.image, m.title),
    };
  });
}
