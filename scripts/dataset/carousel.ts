// The home page's carousel slides: a picture or a film each, with a title and a link.
import type { BuildContext } from './build-context.ts';
import { between, COLOURS, editedBetween, type SanityDocument } from './documents.ts';
import { youtube } from './product-data.ts';

export const SLIDE_IDS = [1, 2, 3, 4, 5].map((n) => `carousel-slide-${n}`);

export function buildCarouselSlides(ctx: BuildContext): SanityDocument[] {
  const image = (name: string, alt: string) => ctx.assets.image(name, alt, { type: 'carouselImage' });
  const slides = [
    {
      title: 'Narrow tractors for vines and fruit',
      subtitle: 'Antonio Carraro and Valmara, from 1.0 m wide',
      color: COLOURS.red,
      link: ctx.link('productCategory', 'fruit-and-vineyard-equipment/antonio-carraro-tractors'),
      content: image('slide-vineyard-autumn', 'Vineyard tractor in autumn'),
    },
    {
      title: 'Forklifts for the packhouse',
      subtitle: 'Orvin and Ilmer, 1.6 to 5 tonnes',
      color: COLOURS.amber,
      link: ctx.link('productCategory', 'forklifts-and-loaders'),
      content: image('slide-packhouse-forklift', 'Forklift moving apple bins'),
    },
    {
      title: 'The impressive Corvus UTV',
      subtitle: 'Carries a load of 450 kg',
      color: COLOURS.green,
      link: ctx.link('brand', 'the-impressive-corvus-utv'),
      content: { _type: 'carouselVideo', url: youtube('slide corvus') },
    },
    {
      title: 'Open up the canopy',
      subtitle: 'Olmi de-leafers',
      color: COLOURS.green,
      link: ctx.link('brand', 'olmi-de-leafer'),
      content: image('slide-de-leafer', 'De-leafer working along a vine row'),
    },
    {
      title: 'Watch our machines at work',
      subtitle: 'Demonstrations on our YouTube channel',
      color: COLOURS.blue,
      externalLink: 'https://www.youtube.com/@hartridgemachinery',
      content: image('slide-orchard-mower', 'Tractor and mower in an orchard'),
    },
  ];
  return slides.map((s, index) => {
    const id = SLIDE_IDS[index] ?? `carousel-slide-${index + 1}`;
    const created = between(`${id}-created`, '2022-02-01T09:00:00Z', '2022-03-01T09:00:00Z');
    return {
      _id: id,
      _type: 'carouselSlide',
      ...editedBetween(id, created, created),
      ...s,
    };
  });
}
