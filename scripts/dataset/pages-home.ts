// The home page and About Us.

import { SLIDE_IDS } from './carousel.ts';
import { COLOURS, externalLink } from './documents.ts';
import type { PageCopy } from './page-copy.ts';
import { youtube } from './product-data.ts';

export const HOME_PAGES: readonly PageCopy[] = [
  {
    slug: 'home',
    title: 'Home',
    description:
      'Hartridge Machinery: importer and dealer of fruit, vineyard, agricultural, groundcare and loading machinery in Marden, Kent. Sales, parts, service and hire.',
    hero: {
      subtitle: 'Fruit, vineyard and agricultural machinery',
      title: 'Specialist machinery for growers',
      image: 'hero-vineyard-tractor',
      alt: 'Antonio Carraro tractor between vine rows',
    },
    created: '2016-02-01',
    blocks: (b, ctx) => [
      b.heroCarousel(SLIDE_IDS),
      b.level('Why buy from Hartridge', [
        ['2 year warranty', 'icon-warranty'],
        ['UK-wide delivery', 'icon-delivery'],
        ['Parts next day', 'icon-parts'],
        ['Mobile service', 'icon-service'],
        ['Finance available', 'icon-finance'],
        ['Machine hire', 'icon-hire'],
      ]),
      b.columns([
        {
          title: 'Fruit & Vineyard',
          subtitle: 'Tractors, sprayers, platforms',
          image: 'slide-vineyard-autumn',
          alt: 'Vineyard tractor in autumn',
          content:
            'Narrow tractors, sprayers, platforms, mowers and frost protection for top fruit, soft fruit and vines.',
          link: ctx.link('productCategory', 'fruit-and-vineyard-equipment'),
        },
        {
          title: 'Forklifts & Loaders',
          subtitle: 'Lift, load and carry',
          image: 'slide-packhouse-forklift',
          alt: 'Forklift moving apple bins',
          content: 'Rough terrain forklifts, telehandlers and compact loaders from 750 kg to 5 tonnes.',
          link: ctx.link('productCategory', 'forklifts-and-loaders'),
        },
        {
          title: 'Used Machinery',
          subtitle: 'Inspected in our workshop',
          image: 'slide-orchard-mower',
          alt: 'Tractor and mower in an orchard',
          content:
            'Part-exchanged and ex-demonstration machines, serviced before sale. **Stock changes every week.**',
          link: ctx.link('productCategory', 'stock-machinery'),
          overlay: false,
        },
      ]),
      b.latestNews('Latest News', 'News, shows and case studies from the farms we work with', [
        'case-study-little-pympe-farm-electric-weeding',
        'harvest-2023-cherries-grapes-apples',
        'used-stock-update-summer-2023',
      ]),
      b.brands('Our Brands', 'Specialist makers we import, sell and support'),
      b.testimonial(
        'Hartridge have looked after our tractors and sprayers for fifteen years. When something breaks at harvest, an engineer is with us the same day.',
        'Anna Pemberton',
        'Wealdon Cherries',
      ),
      b.youtubeVideo(youtube('home-showreel'), 'See our machines at work'),
      b.cta({
        title: 'Book a demonstration',
        text: 'Try a machine on your own rows before you buy. Our sales team will bring it to you.',
        image: { name: 'hero-orchard-platform', alt: 'Electric platform in an orchard' },
        button: 'Contact us',
        link: ctx.link('page', 'contact-us'),
        colours: [COLOURS.white, COLOURS.white, COLOURS.red],
      }),
      b.newsletter(
        'Sign up for news of new machines, used stock and show dates. We send one email a month, and never share your address.',
        'logo-site-white',
      ),
    ],
  },
  {
    slug: 'about-us',
    title: 'About Us',
    description:
      'A family business supplying specialist machinery to growers across the south-east since 1984.',
    hero: {
      subtitle: 'Family owned since 1984',
      title: 'About Us',
      image: 'hero-orchard-blossom',
      alt: 'Apple blossom and an oast house',
    },
    created: '2016-02-01',
    blocks: (b) => [
      b.content(`Hartridge Machinery is a family business based at Brookfield Farm in Marden, in the heart of the Kent fruit belt. Geoffrey Hartridge started the business in 1984, selling and mending sprayers from a barn on his father's farm. Today his son Richard runs a team of twenty-two, supplying growers across the south-east and beyond.

We specialise in machines for **fruit growers and vineyards**, with a range of forklifts and loaders for farms, packhouses and builders. We import several of the brands we sell, so we hold the parts and the know-how here in Kent.`),
      b.section({
        title: 'Our workshop',
        markup: `Our workshop has ten bays, a sprayer calibration rig and five fully equipped service vans. Our engineers are factory-trained on every brand we sell.

- Servicing and repairs on farm or in the workshop
- Pre-season sprayer calibration
- Emergency breakdown cover at harvest

Read more about [parts and service](page:parts-service).`,
        image: { name: 'hero-workshop', alt: 'Tractor in our workshop' },
        position: 'left',
        size: 'large',
      }),
      b.section({
        title: 'Shows and demonstrations',
        markup: `We would rather show you a machine working on your own farm than tell you about it. Most machines in our range can be demonstrated on site, and you will find us every year at Fruit Focus and the county shows.`,
        image: { name: 'hero-show-stand', alt: 'Our stand at an agricultural show' },
        position: 'right',
        size: 'medium',
        background: COLOURS.grey,
      }),
      b.timelineGroup('Our story', [
        {
          title: '1984',
          content: 'Geoffrey Hartridge starts selling and repairing sprayers from a barn at Brookfield Farm.',
          image: 'hero-orchard-sprayer',
          alt: 'Sprayer in an orchard',
        },
        {
          title: '1992',
          content:
            'We become a dealer for Antonio Carraro, bringing narrow Italian tractors to Kent fruit farms.',
          image: 'product-tractor-cab',
          alt: 'Antonio Carraro tractor',
        },
        {
          title: '2003',
          content:
            'The business moves into purpose-built premises on the farm, with a showroom and parts store.',
        },
        {
          title: '2009',
          content: 'Our first electric picking platforms go to work in Kent orchards.',
          image: 'hero-orchard-platform',
          alt: 'Electric picking platform',
        },
        {
          title: '2016',
          content: 'Richard Hartridge takes over as managing director. Our website goes live.',
        },
        {
          title: '2019',
          content: 'A new workshop extension adds four bays and a sprayer calibration rig.',
          image: 'hero-workshop',
          alt: 'Our workshop',
        },
        {
          title: '2023',
          content: 'We become the UK importer for [Valmara](brand:valmara) vineyard tractors.',
          image: 'hero-vineyard-valmara',
          alt: 'Valmara tractor in a vineyard',
        },
      ]),
      b.banner(
        'Family owned since 1984',
        'Three generations of growers have bought their machines from us. Ask anyone in the Weald.',
      ),
      b.imageWithAlt(
        'hero-orchard-blossom',
        'Apple blossom in an orchard beside an oast house',
        'Spring at Brookfield Farm',
      ),
      b.posts("What's been happening", 'whats-happening'),
      b.cta({
        title: 'Find us',
        text: 'Brookfield Farm, Maidstone Road, Marden, Kent TN12 9AH. Open Monday to Friday 7.30 am to 5.00 pm, Saturday 8.00 am to 12 noon.',
        button: 'Get directions',
        link: externalLink('https://www.openstreetmap.org/?mlat=51.1756&mlon=0.4934#map=15/51.1756/0.4934'),
      }),
    ],
  },
];
