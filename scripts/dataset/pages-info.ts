// Parts and service, parts promotions, and the legal pages (privacy, terms, returns).
import { COLOURS, pathLink } from './documents.ts';
import type { PageCopy } from './page-copy.ts';

const COMPANY =
  'Hartridge Machinery Ltd, registered in England and Wales no. 01823457, Brookfield Farm, Maidstone Road, Marden, Kent TN12 9AH';

export const INFO_PAGES: readonly PageCopy[] = [
  {
    slug: 'parts-service',
    title: 'Parts & Service',
    description:
      'Genuine parts with next-day delivery, workshop and on-farm servicing, sprayer calibration and harvest breakdown cover.',
    hero: {
      subtitle: 'Keeping your machines working',
      title: 'Parts & Service',
      image: 'hero-workshop',
      alt: 'Tractor being serviced in our workshop',
    },
    created: '2016-02-01',
    blocks: (b, ctx) => [
      b.section({
        title: 'Parts',
        markup: `We hold more than 14,000 lines of genuine and quality-approved parts for every brand we sell, and for most other makes of tractor, sprayer and mower.

- Order before 2 pm for next-day delivery to mainland UK
- Free delivery on orders over £150 plus VAT
- Collection from the counter from 7.30 am

Call the parts counter on [01622 000 419](tel:+441622000419) or email [parts@hartridgemachinery.co.uk](mailto:parts@hartridgemachinery.co.uk).`,
        image: { name: 'hero-workshop', alt: 'Parts store shelves' },
        position: 'left',
      }),
      b.level('Our service', [
        ['Servicing', 'icon-service'],
        ['Genuine parts', 'icon-parts'],
        ['Collection and delivery', 'icon-delivery'],
        ['Warranty work', 'icon-warranty'],
      ]),
      b.table('Typical service prices', [
        ['Service', 'Interval', 'From (plus VAT)'],
        ['Compact tractor annual service', '12 months or 500 hours', '£385'],
        ['Narrow tractor annual service', '12 months or 500 hours', '£465'],
        ['Sprayer calibration and test', 'Every season', '£145'],
        ['Platform battery and hydraulic check', '12 months', '£220'],
        ['Frost fan pre-season service', 'Every season', '£260'],
      ]),
      b.section({
        title: 'Service',
        markup: `Our engineers work from the workshop in Marden and from five fully equipped vans. At harvest we run a breakdown line seven days a week.

Sprayers are tested on our calibration rig and leave with a certificate for your records.`,
        image: { name: 'hero-orchard-sprayer', alt: 'Sprayer in an orchard' },
        position: 'right',
        size: 'medium',
      }),
      b.fileWithTitle('parts-promotion', 'Download the spring parts price list'),
      b.cta({
        title: 'Book a service',
        text: 'Call the workshop or send us a message and we will find a date that suits you.',
        button: 'Contact the workshop',
        link: ctx.link('page', 'contact-us'),
        colours: [COLOURS.white, COLOURS.white, COLOURS.darkGrey],
      }),
    ],
  },
  {
    slug: 'parts-promotions',
    title: 'Parts Promotions',
    description: 'Seasonal offers on filters, oils, flails, blades and sprayer nozzles.',
    hero: {
      subtitle: 'Offers while stocks last',
      title: 'Parts Promotions',
      image: 'hero-workshop',
      alt: 'Workshop and parts store',
    },
    created: '2018-02-19',
    blocks: (b, ctx) => [
      b.hero(
        'Until 30 April',
        'Spring parts promotion',
        { name: 'hero-orchard-mower', alt: 'Mower in an orchard alley' },
        false,
      ),
      b.banner(
        'Spring offers now on',
        'Prices exclude VAT and delivery. Offers end on **30 April** or when stocks run out.',
        [COLOURS.white, COLOURS.white, COLOURS.green],
      ),
      b.table('This season\u2019s offers', [
        ['Item', 'Offer'],
        ['Flail mower Y-blades and hammers, sets of 24 or more', '15% off'],
        ['Engine oil 15W-40, 20 litres', '£79.00'],
        ['Antonio Carraro service kits', '10% off'],
        ['Sprayer nozzles', 'Buy 20, get 4 free'],
        ['Grease cartridges, box of 12', '£32.50'],
      ]),
      b.fileWithTitle('parts-promotion'),
      b.columns([
        {
          title: 'Mower parts',
          subtitle: 'Flails, blades, belts',
          image: 'slide-orchard-mower',
          alt: 'Flail mower at work',
          content: 'Flails, skids, rollers and belts for every mower we sell.',
          link: ctx.link('productCategory', 'fruit-and-vineyard-equipment/mowers'),
        },
        {
          title: 'Sprayer parts',
          subtitle: 'Nozzles, pumps, filters',
          image: 'slide-de-leafer',
          alt: 'Vineyard machine at work',
          content: 'Nozzles, diaphragms, filters and rate controllers.',
          link: ctx.link('productCategory', 'fruit-and-vineyard-equipment/sprayers-spreaders'),
        },
      ]),
    ],
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    description: 'How Hartridge Machinery collects, uses and protects your personal information.',
    hero: {
      subtitle: 'Your information',
      title: 'Privacy Policy',
      image: 'hero-orchard-blossom',
      alt: 'Orchard in blossom',
      showStripe: false,
    },
    created: '2018-05-21',
    blocks: (b) => [
      b.content(`This policy explains how ${COMPANY} ("we") uses the personal information you give us. We are the controller of that information under the UK General Data Protection Regulation.

## What we collect
- Your name, business name, email address, telephone number and postcode when you send an enquiry
- Details of machines you own or are interested in
- Records of sales, servicing and parts orders

## How we use it
1. To answer your enquiry and provide quotations
2. To carry out sales, servicing, hire and warranty work
3. To send you our newsletter, only if you asked for it

We do not sell your information. We share it only with manufacturers for warranty registration, and with our accountants and IT providers, who must keep it confidential.

## Your rights
You may ask for a copy of your information, ask us to correct or delete it, or object to how we use it. Write to the Data Protection Officer at the address above or email [privacy@hartridgemachinery.co.uk](mailto:privacy@hartridgemachinery.co.uk). You may also complain to the [Information Commissioner's Office](https://ico.org.uk).`),
      b.table('How long we keep your information', [
        ['Information', 'Kept for'],
        ['Enquiries that do not lead to a sale', '2 years'],
        ['Sales and service records', '7 years after the last transaction'],
        ['Newsletter subscriptions', 'Until you unsubscribe'],
      ]),
      b.content(
        'This website stores only what it needs to work, such as your enquiry basket and your cookie choice, unless you agree to more. If you accept, it counts page views with Google Analytics (cookies whose names start with _ga, kept for up to two years) and plays videos from YouTube and maps from OpenStreetMap, which may set cookies of their own. Nothing of this loads before you choose, and you can change your choice at any time with Cookie settings at the foot of every page.',
        'Cookies',
      ),
    ],
  },
  {
    slug: 'terms-and-conditions',
    title: 'Terms & Conditions',
    description: 'Terms and conditions of sale, hire and service.',
    hero: {
      subtitle: 'Sales, hire and service',
      title: 'Terms & Conditions',
      image: 'hero-telehandler',
      alt: 'Telehandler in a farmyard',
      showStripe: false,
    },
    created: '2016-02-01',
    blocks: (b) => [
      b.content(`These terms apply to every sale, hire and service contract with ${COMPANY}. Please read them before placing an order.

## Prices and payment
Prices on this website exclude VAT unless shown otherwise and may change without notice. "POA" means price on application. Payment is due on delivery unless we have agreed credit terms in writing.

## Machines
- New machines carry the manufacturer's warranty: a **2 year standard warranty**, with an **optional 4 year warranty** where offered
- Used machines are sold with the warranty stated on the invoice, or as seen
- Ownership passes to you when we have received payment in full

## Hire
The hirer is responsible for the machine from delivery to collection, must use it only for its intended purpose, and must return it clean and refuelled. Hire charges run from delivery to collection.

## Liability
Nothing in these terms limits our liability for death or personal injury caused by our negligence, or your statutory rights as a consumer.`),
      b.content(
        'These terms are governed by the law of England and Wales. Last updated: 14 February 2022.',
        'Law',
      ),
    ],
  },
  {
    slug: 'delivery-returns',
    title: 'Returns Policy',
    description: 'Delivery charges and how to return parts to Hartridge Machinery.',
    hero: {
      subtitle: 'Delivery and returns',
      title: 'Returns Policy',
      image: 'hero-telehandler',
      alt: 'Telehandler loading bins',
      showStripe: false,
    },
    created: '2016-02-01',
    blocks: (b) => [
      b.content(`## Delivery
Parts ordered before 2 pm are dispatched the same day for next-working-day delivery to mainland UK. Machines are delivered on our own lorry or by a specialist haulier.

## Returns
You may return unused parts in their original packaging within **30 days** of the invoice date for a refund or credit. Please include the returns form with the part.

- Electrical parts, special-order parts and fitted parts cannot be returned unless faulty
- A restocking charge of 15% applies to parts returned for reasons other than our error
- Faulty parts are replaced or refunded under warranty

If a part is faulty or we sent the wrong one, we will collect it at our cost.`),
      b.table('Delivery charges (plus VAT)', [
        ['Service', 'Charge'],
        ['Parts, orders over £150', 'Free'],
        ['Parts, orders under £150', '£9.50'],
        ['Machine delivery within 30 miles', 'From £60'],
        ['Machine delivery, rest of UK', 'On application'],
      ]),
      b.fileWithTitle('returns-form', 'Download the returns form'),
      b.cta({
        title: 'Questions about a return?',
        text: 'Call the parts counter and we will sort it out.',
        button: 'Contact us',
        link: pathLink('/contact-us/'),
      }),
    ],
  },
];
