// Contact, team, the Valmara history page, testimonials and the media library.
import { HISTORY_BRAND } from './brands.ts';
import { COLOURS } from './documents.ts';
import type { PageCopy } from './page-copy.ts';
import { youtube } from './product-data.ts';

const ADDRESS = 'Hartridge Machinery, Brookfield Farm, Maidstone Road, Marden, Kent TN12 9AH';

export const COMPANY_PAGES: readonly PageCopy[] = [
  {
    slug: 'contact-us',
    title: 'Contact Us',
    description:
      'Call, email or visit us at Brookfield Farm, Marden. Send an enquiry and we will reply the same working day.',
    hero: {
      subtitle: 'Sales, parts, service and hire',
      title: 'Contact Us',
      image: 'hero-show-stand',
      alt: 'Our team on the show stand',
    },
    created: '2016-02-01',
    blocks: (b) => [
      b.contactForm(
        'Send us an enquiry',
        `Tell us what you are looking for and one of the team will reply the same working day. For breakdowns, please call [01622 000 418](tel:+441622000418).`,
        { lat: 51.1756, lng: 0.4934, zoom: 14, label: ADDRESS },
      ),
      b.content(
        `**Sales:** [01622 000 417](tel:+441622000417), [sales@hartridgemachinery.co.uk](mailto:sales@hartridgemachinery.co.uk)
**Parts:** [01622 000 419](tel:+441622000419), [parts@hartridgemachinery.co.uk](mailto:parts@hartridgemachinery.co.uk)
**Service and breakdowns:** [01622 000 418](tel:+441622000418)

Open Monday to Friday 7.30 am to 5.00 pm and Saturday 8.00 am to 12 noon. Closed on Sundays and bank holidays.`,
        'Get in touch',
      ),
    ],
  },
  {
    slug: 'meet-the-team',
    title: 'Meet the Team',
    description: 'The people behind Hartridge Machinery: sales, parts, service and hire.',
    hero: {
      subtitle: 'Twenty-two people, one yard',
      title: 'Meet the Team',
      image: 'hero-workshop',
      alt: 'Our workshop team at work',
    },
    created: '2016-02-01',
    blocks: (b, ctx) => [
      b.content(
        'Most of our team grew up on farms in the Weald, and several have worked here for more than twenty years. These are the people you are most likely to speak to.',
      ),
      b.teamGrid('Our team', [
        {
          name: 'Richard Hartridge',
          image: 'team-director',
          content:
            '**Managing Director.** Richard joined his father in the business in 1995 and has run it since 2016. He still delivers tractors himself when he can.',
        },
        {
          name: 'Claire Dawson',
          image: 'team-sales',
          content:
            '**Sales Manager, Fruit & Vineyard.** Claire grew up on a Kent fruit farm and looks after growers from Sussex to Herefordshire. [Email Claire](mailto:claire@hartridgemachinery.co.uk).',
        },
        {
          name: 'Mark Okafor',
          image: 'team-workshop',
          content:
            '**Workshop Manager.** Mark runs the workshop and the five service vans, and has been with us since 2001.',
        },
        {
          name: 'Priya Shah',
          image: 'team-parts',
          content:
            '**Parts Manager.** If it is in stock, Priya knows which shelf it is on. If it is not, she knows when it will arrive.',
        },
        {
          name: 'Tom Fielder',
          image: 'team-engineer',
          content:
            '**Senior Service Engineer.** Tom joined as an apprentice in 2014 and now specialises in sprayers and platforms.',
        },
        {
          name: 'Sophie Marsh',
          image: 'team-office',
          content:
            '**Office and Hire Manager.** Sophie runs the hire fleet and the office, and books every demonstration.',
        },
      ]),
      b.cta({
        title: 'Join the team',
        text: 'We are always looking for good engineers and apprentices. Send your CV to the office.',
        button: 'Contact us',
        link: ctx.link('page', 'contact-us'),
        colours: [COLOURS.black, COLOURS.darkGrey, COLOURS.grey],
      }),
    ],
  },
  {
    slug: `${HISTORY_BRAND}-history`,
    title: 'Valmara History',
    description: 'The story of Valmara, the family-owned maker of vineyard tractors from Conegliano.',
    hero: {
      subtitle: 'Three generations of vineyard tractors',
      title: 'Valmara History',
      image: 'hero-vineyard-valmara',
      alt: 'Valmara tractor between vine rows',
    },
    created: '2023-01-16',
    blocks: (b, ctx) => [
      b.content(
        `Valmara tractors are built by the Marin family in a small works below the Prosecco hills, where the vineyards are so steep that ordinary tractors cannot work them. We became their UK importer in 2023; this is their story. See the range on the [Valmara brand page](brand:${HISTORY_BRAND}).`,
      ),
      b.timelineGroup('From a village forge to Sussex vineyards', [
        {
          title: '1958',
          content:
            'Blacksmith Giovanni Marin builds his first narrow tractor for a neighbour\u2019s terraced vineyard, from a motorcycle engine and army-surplus axles.',
        },
        {
          title: '1967',
          content:
            'The first Valmara V-series tractor goes on sale: 1.1 m wide, with a diesel engine and four-wheel drive.',
          image: 'product-tractor-valmara',
          alt: 'Valmara tractor',
        },
        {
          title: '1979',
          content:
            'Giovanni\u2019s son Paolo opens the present works and begins exporting to France and Austria.',
        },
        {
          title: '1994',
          content:
            'The Frutteto orchard models arrive, wider and more powerful for apple growers in the Alto Adige.',
        },
        {
          title: '2008',
          content:
            'Elena Marin, the third generation, designs the reversible Reverso for front-mounted implements.',
          image: 'slide-vineyard-trimmer',
          alt: 'Valmara tractor with trimmer',
        },
        {
          title: '2015',
          content:
            'The first Valmara tractors reach English vineyards, imported privately by two Sussex estates.',
        },
        {
          title: '2023',
          content:
            'Hartridge Machinery becomes the official UK importer, with stock, parts and demonstrators in Kent.',
          image: 'hero-vineyard-valmara',
          alt: 'Valmara tractor in an English vineyard',
        },
      ]),
      b.youtubeVideo(youtube('valmara-history'), 'Inside the Valmara works'),
      b.section({
        title: 'Built for steep ground',
        markup:
          'Every Valmara is designed around the same idea: a low centre of gravity, a short wheelbase and as little width as possible. Every new Valmara carries a 2 year standard warranty, with an optional 4 year warranty.',
        image: { name: 'product-tractor-valmara', alt: 'Valmara vineyard tractor' },
        position: 'right',
      }),
      b.cta({
        title: 'Try a Valmara',
        text: 'Demonstrators are available across the south of England.',
        button: 'See the range',
        link: ctx.link('productCategory', 'vineyard-equipment/vineyard-tractors'),
      }),
    ],
  },
  {
    slug: 'testimonials',
    title: 'Testimonials',
    description: 'What growers, estates and contractors say about Hartridge Machinery.',
    hero: {
      subtitle: 'In our customers\u2019 words',
      title: 'Testimonials',
      image: 'hero-orchard-platform',
      alt: 'Pickers on a platform',
    },
    created: '2016-06-13',
    blocks: (b) => [
      b.testimonial(
        'We picked a third more apples per hour in the first season. The pickers ask for the platforms by name.',
        'Robert Chantler',
        'Chantry Orchards, Linton',
      ),
      b.testimonial(
        'The calibration alone paid for the trip. We were putting on a third more product than we needed.',
        'David Price',
        'Bramley Bank Cider, Herefordshire',
      ),
      b.testimonial(
        'The fans started themselves at 2 am and we slept through it. We picked a full crop that year.',
        'Helen Roper',
        'Furnace Lane Fruit, Horsmonden',
      ),
      b.testimonial(
        'It goes where I would not walk, and I feel safe doing it.',
        'Gary Finch',
        'Downsview Estate',
      ),
      b.testimonial(
        'Harvest took nine days instead of three weeks, and the fruit arrived at the press in perfect condition.',
        'James Wetherall',
        'Hollow Lane Vineyard, Lenham',
      ),
      b.testimonial(
        'Simple to use, hard to break and easy to service: exactly what a hire fleet needs.',
        'Steve Harrington',
        'Medway Plant Hire',
      ),
      b.cta({
        title: 'Read the full stories',
        text: 'Our case studies tell you what each customer bought and what difference it made.',
        button: 'Case studies',
        link: { _type: 'link', type: 'path', path: '/category/case-studies/' },
      }),
    ],
  },
  {
    slug: 'media-library',
    title: 'Media Library',
    description: 'Photographs and videos of our machines at work, at shows and in the workshop.',
    hero: {
      subtitle: 'Photographs and films',
      title: 'Media Library',
      image: 'hero-grape-harvester',
      alt: 'Grape harvester at work',
    },
    created: '2020-10-05',
    blocks: (b) => [
      b.content(
        'Filter by type, gallery or brand, and click any picture to see it larger. New films are added after every demonstration season.',
      ),
      b.mediaLibrary('Browse the library'),
    ],
  },
];
