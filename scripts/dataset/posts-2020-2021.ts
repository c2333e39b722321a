// News and case studies, 2020 and 2021.
import type { PostData } from './post-data.ts';

export const POSTS_2020_2021: readonly PostData[] = [
  {
    slug: 'new-parts-counter-hours-2020',
    title: 'New parts counter hours',
    published: '2020-01-27 09:00',
    categories: ['general'],
    image: null,
    excerpt: 'The parts counter now opens at 7.30 am all year round.',
    body: `From Monday 3 February the parts counter opens at **7.30 am** every weekday, and from 8.00 am to 12 noon on Saturdays, all year round.`,
  },
  {
    slug: 'coronavirus-how-we-are-working',
    title: 'Coronavirus: how we are working',
    published: '2020-03-23 18:00',
    categories: ['general', 'whats-happening'],
    image: null,
    excerpt: 'We remain open to support farms, with some changes to keep everyone safe.',
    body: `Agriculture is an essential industry and we will stay open to keep your machines running. From today:

- The parts counter is closed to visitors; order by phone or email and collect from the hatch, or we will deliver
- Engineers will visit farms as normal, keeping two metres apart
- Machine handovers will take place outside

Call [01622 000 417](tel:+441622000417) or email [parts@hartridgemachinery.co.uk](mailto:parts@hartridgemachinery.co.uk). Look after yourselves.`,
  },
  {
    slug: 'parts-by-post-next-day-delivery',
    title: 'Parts by post: next-day delivery continues',
    published: '2020-04-20 09:00',
    categories: ['whats-happening'],
    image: null,
    excerpt: 'Order parts before 2 pm for next-day delivery anywhere in mainland UK.',
    body: `Our couriers are still delivering. Order before **2 pm** and your parts arrive the next working day. Delivery is free on orders over £150 plus VAT.`,
  },
  {
    slug: 'case-study-oast-farm-one-platform-two-crops',
    title: 'Case study: Oast Farm, one platform, two crops',
    published: '2020-05-26 09:30',
    categories: ['case-studies', 'fruit-grower-case-studies'],
    image: 'product-platform',
    excerpt: 'A Goudhurst grower uses the same platform for apples and pears, and for pruning in winter.',
    body: `## The farm
Oast Farm grows 40 hectares of apples and pears around a row of Victorian oasts near Goudhurst.

## What we supplied
- A [CEP Picker 4](product:cep-picker-4-electric-platform) with adjustable side decks
- A [CEP Pruner 2](product:cep-pruner-2-electric-platform) for winter work

> We thought we were buying a harvest machine. It turns out we use it eleven months of the year. — Peter Ashby, owner

## The results
- Harvest labour down 25%
- Winter pruning finished three weeks earlier
- Fewer slips and falls: no ladders on the farm`,
  },
  {
    slug: 'burro-robots-arrive-in-the-uk',
    title: 'Burro robots arrive in the UK',
    published: '2020-06-29 10:00',
    categories: ['product-related'],
    image: 'product-robot-cart',
    excerpt: 'Robots that follow pickers and carry trays to the end of the row.',
    body: `The first [Burro collaborative robots](product:burro-collaborative-robot) are working on soft fruit farms in Kent this summer. Burro follows a picker down the row and carries full trays to the headland on its own, so pickers spend their time picking.

Watch it working on our [YouTube channel](https://www.youtube.com/@hartridgemachinery).`,
  },
  {
    slug: 'case-study-meadow-bank-equestrian-giant',
    title: 'Case study: Meadow Bank Equestrian, a Giant for the yard',
    published: '2020-08-17 09:00',
    categories: ['case-studies', 'agricultural-case-studies'],
    image: 'product-loader-telescopic',
    excerpt: 'A livery yard near Tonbridge swaps wheelbarrows for a telescopic wheeled loader.',
    body: `## The yard
Meadow Bank is a 40-stable livery yard with an arena and 60 acres of grazing.

## What we supplied
- A [Giant G2700 Tele HD](product:giant-g2700-tele-hd) with muck grab, bale spike and bucket

> Mucking out forty stables used to take two people all morning. Now it takes one person two hours. — Jo Keeling, yard manager

The low build height lets the loader drive straight down the stable aisles.`,
  },
  {
    slug: 'virtual-demonstrations-watch-our-videos',
    title: 'Virtual demonstrations: watch our videos',
    published: '2020-10-05 10:00',
    categories: ['whats-happening'],
    image: 'slide-vineyard-trimmer',
    excerpt: 'Can\u2019t visit? See the machines working on film.',
    body: `With shows cancelled this year, we have filmed our machines working on customers' farms. Watch them in our [media library](page:media-library) or on [YouTube](https://www.youtube.com/@hartridgemachinery).

We can also run a live video call from the yard to show you a machine in detail.`,
  },
  {
    slug: 'case-study-fairlight-vineyard-frost-pocket',
    title: 'Case study: Fairlight Vineyard, frost protection in a frost pocket',
    published: '2020-11-30 09:00',
    categories: ['case-studies', 'fruit-grower-case-studies'],
    image: 'hero-frost-fan',
    excerpt: 'An East Sussex vineyard protects its lowest blocks with Terreco fans.',
    body: `## The vineyard
Fairlight Vineyard has 18 hectares of Chardonnay and Pinot Noir running down to a stream near Hastings. The lowest blocks sit in a frost pocket.

## What we supplied
- Three [Terreco TF 80 Electric](product:terreco-tf-80-electric-frost-fan) fans on a three-phase supply
- Temperature probes and phone alerts

Each fan protects a radius of 25 m, and the slow full turn of the rotor brings warm air back to every vine every 20 minutes.

> In April the fans ran on six nights. The bottom blocks came through with almost no damage. — Laura Mills, vineyard manager`,
  },
  {
    slug: 'our-team-grows-two-new-engineers',
    title: 'Our team grows: welcome to two new engineers',
    published: '2021-01-18 09:00',
    categories: ['general'],
    image: null,
    excerpt: 'Two new field engineers join the service team.',
    body: `We are pleased to welcome **Daniel Reeve** and **Kasia Nowak** to the service team. Daniel joins us from a Kent tractor dealer and Kasia from a vineyard in Champagne, where she looked after the estate's harvesters. Meet them on the [team page](page:meet-the-team).`,
  },
  {
    slug: 'antonio-carraro-tony-8900-sr-first-look',
    title: 'Antonio Carraro Tony 8900 SR: first look',
    published: '2021-02-22 10:00',
    categories: ['product-related'],
    image: 'product-tractor-isodiametric',
    excerpt: 'Hydrostatic drive, reversible seat and articulated steering.',
    body: `The [Tony 8900 SR](product:tony-8900-sr) combines hydrostatic drive with a reversible driving position and articulated steering. In our first demonstrations it turned at the end of 2.2 m vineyard rows without a shunt.

- 75 hp Kohler Stage V engine
- Two-range hydrostatic transmission
- Category 4 cab

Book a demonstration with the sales team.`,
  },
  {
    slug: 'frost-nights-of-april-2021',
    title: 'Frost nights of April 2021',
    published: '2021-04-12 08:00',
    categories: ['whats-happening'],
    image: 'hero-frost-fan',
    excerpt: 'The coldest April for decades, and what it meant for fans and blossom.',
    body: `April 2021 brought the most air frosts in an April for decades. Fans across Kent and Sussex ran on up to twelve nights.

Our engineers were on call all month. If your fans need a service after their hardest spring yet, call the workshop.`,
  },
  {
    slug: 'rootwave-eweeder-demonstrations',
    title: 'RootWave eWeeder demonstrations',
    published: '2021-05-24 10:00',
    categories: ['product-related', 'shows-and-events'],
    image: 'product-eweeder',
    excerpt: 'See weeds killed by electricity, with no chemicals.',
    body: `We are demonstrating the [RootWave eWeeder Pro](product:rootwave-eweeder-pro) in orchards and vineyards through June. The eWeeder passes a current through the weed, boiling it from the root up, with no herbicide and no soil disturbance.

- Works right up to the trunk
- Suitable for organic systems
- Powered from the tractor PTO`,
  },
  {
    slug: 'case-study-stonebridge-orchards-tower-sprayer',
    title: 'Case study: Stonebridge Orchards, tower sprayer cuts drift',
    published: '2021-07-05 09:00',
    categories: ['case-studies', 'fruit-grower-case-studies'],
    image: 'hero-orchard-sprayer',
    excerpt: 'A Teynham grower with a school next door chooses a tower sprayer.',
    body: `## The farm
Stonebridge Orchards grows 52 hectares of apples and pears near Teynham, with a primary school on one boundary.

## The challenge
Conventional axial sprayers blew spray over the top of the trees and towards the school.

## What we supplied
- A [Friuli Arno 2000 Tower](product:friuli-arno-2000-tower) with air-induction nozzles
- Calibration and operator training

> We can see the difference: the spray goes into the trees, not over them. — Mike Dunn, farm manager

## The results
Measured drift is down by more than half, and the farm has cut its water use by 30%.`,
  },
  {
    slug: 'case-study-greensand-groundcare-slopes',
    title: 'Case study: Greensand Groundcare, Antonio Carraro on the slopes',
    published: '2021-08-23 09:30',
    categories: ['case-studies', 'groundcare-forestry-case-studies'],
    image: 'product-tractor-isodiametric',
    excerpt: 'A grounds maintenance contractor takes on steep banks.',
    body: `## The business
Greensand Groundcare maintains reservoir banks, golf courses and country parks across Surrey and Kent.

## What we supplied
- An [Antonio Carraro Mach 4 R](product:mach-4-r) with four-wheel steer
- A [Rotary Mower RM 180](product:rotary-mower-rm-180) and a flail

> We used to strim the steepest banks by hand. Now one driver does them in a day. — Nick Sullivan, operations manager`,
  },
  {
    slug: 'harvest-update-2021',
    title: 'Harvest update: bins, forklifts and long days',
    published: '2021-09-27 17:30',
    categories: ['whats-happening'],
    image: 'slide-packhouse-forklift',
    excerpt: 'The busiest harvest for our hire fleet so far.',
    body: `Every forklift and telehandler in our [hire fleet](productCategory:hire-machines) is out this month, and we have added two more [Orvin RT 30](product:orvin-rt-30) forklifts to keep up.

If you need a machine for the end of the harvest, call the hire desk now.`,
  },
  {
    slug: 'case-study-medway-plant-hire-compact-loaders',
    title: 'Case study: Medway Plant Hire, compact loaders for the hire fleet',
    published: '2021-11-15 09:00',
    categories: ['case-studies', 'construction-plant-hire-case-studies'],
    image: 'product-skid-steer',
    excerpt: 'A plant hire company adds Giant loaders and skid steers.',
    body: `## The business
Medway Plant Hire supplies builders, landscapers and local councils from depots in Rochester and Sittingbourne.

## What we supplied
- Four [Giant SK252](product:giant-sk252) skid steers
- Two [Giant G2200 HD](product:giant-g2200-hd) articulated loaders

> Simple to use, hard to break and easy to service: exactly what a hire fleet needs. — Steve Harrington, fleet manager`,
  },
];
