// News and case studies, 2018 and 2019.
import type { PostData } from './post-data.ts';

export const POSTS_2018_2019: readonly PostData[] = [
  {
    slug: 'lamma-2018-round-up',
    title: 'LAMMA 2018 round-up',
    published: '2018-01-29 11:00',
    categories: ['shows-and-events'],
    image: null,
    excerpt: 'What caught our eye at the machinery show of the year.',
    body: `Three of us spent two cold days at LAMMA looking at what is coming for fruit and vine growers. The highlights:

- Electric platforms are getting cheaper and their batteries last longer
- More tractor makers now offer narrow models with category 4 cabs
- Robots that carry trays for pickers are almost ready for UK farms

We will report back as new machines become available.`,
  },
  {
    slug: 'beast-from-the-east-frost-fans',
    title: 'Beast from the East: frost fans earn their keep',
    published: '2018-03-05 08:30',
    categories: ['whats-happening'],
    image: 'hero-frost-fan',
    excerpt: 'What the cold snap taught us about frost protection.',
    body: `The "Beast from the East" brought an advective frost: a bitter easterly wind rather than still, clear nights. Frost fans cannot help in a wind like that, and our advice to growers was to leave them off.

The still, clear nights that followed were a different story. Growers with [Terreco fans](brand:terreco-frost-protection) recorded bud temperatures up to 3 °C higher than unprotected blocks.

> Knowing when not to run the fans matters as much as running them. — Claire Dawson, sales manager`,
  },
  {
    slug: 'case-study-chantry-orchards-platforms',
    title: 'Case study: Chantry Orchards, platforms lift picking rates',
    published: '2018-04-16 09:00',
    categories: ['case-studies', 'fruit-grower-case-studies'],
    image: 'hero-orchard-platform',
    excerpt: 'A Linton apple grower moves its whole harvest onto electric platforms.',
    body: `## The farm
Chantry Orchards grows 85 hectares of Gala, Braeburn and Jazz apples on the slopes south of Linton, with a packhouse on the farm.

## The challenge
Labour was the biggest cost on the farm, and picking from ladders and bags was slow and hard on the pickers.

## What we supplied
- Six [CEP Picker 4](product:cep-picker-4-electric-platform) platforms
- Two [CEP Picker 6 Wide](product:cep-picker-6-wide-electric-platform) platforms for the wider blocks
- A [Giant GT5048](product:giant-gt5048) telehandler for moving bins in the yard

![Pickers working from a platform between apple rows](image:hero-orchard-platform)

> We pick a third more apples per hour and nobody climbs a ladder. The pickers ask for the platforms by name. — Robert Chantler, managing director

## The results
Picking rates rose by 34% in the first season. The platforms are also used for pruning in winter and for hanging pheromone traps in spring.`,
  },
  {
    slug: 'olmi-de-leafer-demonstrations-june-2018',
    title: 'Olmi de-leafer demonstrations in June',
    published: '2018-05-21 10:00',
    categories: ['shows-and-events', 'product-related'],
    image: 'slide-de-leafer',
    excerpt: 'See an Olmi de-leafer working in a Sussex vineyard.',
    body: `Opening up the fruit zone after flowering improves air flow and spray cover and reduces botrytis. We are running demonstrations of the [Olmi Aria Double](product:olmi-aria-double-de-leafer) in vineyards around Sussex and Kent through June.

Call [Claire on 01622 000 417](tel:+441622000417) to book a slot.`,
  },
  {
    slug: 'heatwave-keeping-machines-cool',
    title: 'Heatwave: keeping machines cool at harvest',
    published: '2018-07-02 09:00',
    categories: ['whats-happening', 'general'],
    image: null,
    excerpt: 'Five simple checks to avoid a breakdown in the heat.',
    body: `With temperatures in the thirties, radiators and hydraulic coolers block with dust and seed in no time. Our workshop team's advice:

1. Blow out radiators and coolers every day
2. Check coolant levels cold, never hot
3. Keep batteries topped up and terminals clean
4. Check tyre pressures in the morning
5. Keep a fire extinguisher in every cab

Our [parts counter](page:parts-service) has filters, belts and hoses in stock.`,
  },
  {
    slug: 'case-study-downsview-estate-groundcare',
    title: 'Case study: Downsview Estate, groundcare on the chalk',
    published: '2018-08-20 09:30',
    categories: ['case-studies', 'groundcare-forestry-case-studies'],
    image: 'hero-orchard-mower',
    excerpt: 'Steep banks, parkland and a heritage orchard, all kept by one slope tractor.',
    body: `## The estate
Downsview is a 400-hectare estate on the North Downs with parkland, woodland rides and a heritage orchard of old Kentish varieties.

## The challenge
The estate's banks were too steep for its compact tractor, and contractors were expensive.

## What we supplied
- An [Antonio Carraro TTR 7600 Infinity](product:ttr-7600-infinity) isodiametric tractor
- A [Verge Flail Arm VF 450](product:verge-flail-arm-vf-450)
- A [Rotary Mower RM 180](product:rotary-mower-rm-180) for the parkland

> It goes where I would not walk, and I feel safe doing it. — Gary Finch, head of grounds

## The results
All mowing is now done in-house, saving the estate about £11,000 a year.`,
  },
  {
    slug: 'used-machinery-autumn-stock-list-2018',
    title: 'Used machinery: autumn stock list',
    published: '2018-10-08 10:00',
    categories: ['product-related'],
    image: 'used-tractor',
    excerpt: 'Part-exchanged tractors, sprayers and platforms, all through our workshop.',
    body: `Autumn is when most part-exchanges come in, and our yard is full. Every used machine is inspected and serviced in our workshop before it goes on sale.

Browse the [used tractors](productCategory:stock-machinery/tractors-used-machinery) or [all used stock](productCategory:stock-machinery).`,
  },
  {
    slug: 'orvin-forklifts-now-available',
    title: 'Orvin forklifts now available',
    published: '2018-11-26 09:15',
    categories: ['product-related'],
    image: 'product-forklift-orvin',
    excerpt: 'Rough terrain forklifts for packhouses and orchards.',
    body: `We now sell **Orvin** rough terrain forklifts, from 2.5 to 5 tonnes. The [Orvin RT 30](product:orvin-rt-30) has already found a home in two Kent packhouses, where it loads lorries in the yard and collects bins from the orchard.

All Orvin forklifts come with a 2 year standard warranty, with an optional 4 year warranty.`,
  },
  {
    slug: 'workshop-extension-opens',
    title: 'Workshop extension opens',
    published: '2019-01-21 11:00',
    categories: ['whats-happening', 'general'],
    image: 'hero-workshop',
    excerpt: 'Four new bays, a sprayer test rig and a bigger parts store.',
    body: `Our new workshop extension is open. It adds four service bays, a wash-down bay, a sprayer calibration rig and a parts store twice the size of the old one.

Thank you to our customers for your patience during the building work, and to Weald Contracting for finishing on time.`,
  },
  {
    slug: 'case-study-furnace-lane-fruit-frost-fans',
    title: 'Case study: Furnace Lane Fruit, frost fans over cherries',
    published: '2019-02-25 09:00',
    categories: ['case-studies', 'fruit-grower-case-studies'],
    image: 'hero-frost-fan',
    excerpt: 'How four fans saved a cherry crop in a frost pocket near Horsmonden.',
    body: `## The farm
Furnace Lane Fruit grows cherries and plums in a valley bottom near Horsmonden, a natural frost pocket.

## The challenge
Three crops in ten years had been lost to spring frost.

## What we supplied
- A site survey of cold-air drainage on two nights
- Four [Terreco TF 100 Diesel](product:terreco-tf-100-diesel-frost-fan) fans, each protecting a radius of 25 m as part of the system
- Temperature probes with text alerts

## How the fans work
The rotors turn through a full circle, returning warm air to each tree every 20 minutes. On a typical still night the fans raise the temperature at bud height by 1.5 to 3 °C.

> The fans started themselves at 2 am on 4 April and we slept through it. We picked a full crop that year. — Helen Roper, owner`,
  },
  {
    slug: 'mankar-ulv-sprayers',
    title: 'Mankar ULV sprayers: cut herbicide use without cutting corners',
    published: '2019-04-08 10:30',
    categories: ['product-related'],
    image: 'product-sprayer-herbicide',
    excerpt: 'Strip spraying with a litre of product per hectare and no water bowser.',
    body: `Mankar ultra low volume sprayers use a spinning disc to make droplets of an even size. The strip under the trees or vines gets exactly the dose it needs and no more.

- [Mankar Roll](product:mankar-roll) for paths and young trees
- [Mankar Tractor Duo](product:mankar-tractor-duo) for both sides of the row in one pass

Read the [HSE's guidance on pesticides](https://www.hse.gov.uk/pesticides/) before choosing a product.`,
  },
  {
    slug: 'open-day-at-marden-june-2019',
    title: 'Open day at Marden, 15 June',
    published: '2019-05-27 09:00',
    categories: ['shows-and-events', 'whats-happening'],
    image: 'hero-show-stand',
    excerpt: 'Demonstrations, workshop tours and a hog roast.',
    body: `Join us at our yard in Marden on **Saturday 15 June** from 10 am to 3 pm.

- Tours of the new workshop
- Demonstrations of platforms, sprayers and the Antonio Carraro range
- Used machines with open-day prices
- A hog roast, in aid of the Farming Community Network

No need to book; parking is in the field opposite.`,
  },
  {
    slug: 'fruit-focus-2019',
    title: 'Fruit Focus 2019',
    published: '2019-07-15 12:00',
    categories: ['shows-and-events'],
    image: null,
    excerpt: 'See us at Fruit Focus on Wednesday 24 July.',
    body: `We will be at Fruit Focus at East Malling on **Wednesday 24 July** with platforms, sprayers and the first Burro robots to be shown in the south-east.`,
  },
  {
    slug: 'case-study-weald-contracting-telehandlers',
    title: 'Case study: Weald Contracting, telehandlers on site',
    published: '2019-09-02 09:00',
    categories: ['case-studies', 'construction-plant-hire-case-studies'],
    image: 'hero-telehandler',
    excerpt: 'A building contractor chooses compact telehandlers for tight village sites.',
    body: `## The business
Weald Contracting builds barn conversions and farm buildings across the Weald, often on narrow village sites.

## What we supplied
- Two [Giant GT5048](product:giant-gt5048) compact telehandlers, under two metres tall
- Pallet forks, a bucket and a jib for each machine

> They get through farm gateways and into barns that a full-size telehandler could never reach. — Martin Hobbs, director

## The results
The contractor has stopped hiring in larger machines for most jobs and moves both telehandlers between sites on one plant trailer.`,
  },
  {
    slug: 'grape-harvest-2019-gregoire',
    title: 'Grape harvest 2019: Gregoire harvesters out in force',
    published: '2019-10-21 17:00',
    categories: ['product-related', 'whats-happening'],
    image: 'hero-grape-harvester',
    excerpt: 'A busy harvest for the Gregoire machines we look after.',
    body: `It has been a long harvest, with some estates still picking in the last week of October. The [Gregoire GL 8.4](product:gregoire-gl-8-4) machines we support have worked day and night, and our engineers have been on call seven days a week.

Thank you to the vineyard teams for the coffee and the occasional glass.`,
  },
  {
    slug: 'christmas-opening-hours-2019',
    title: 'Christmas opening hours 2019',
    published: '2019-12-09 12:00',
    categories: ['general'],
    image: null,
    excerpt: 'We close on 24 December and reopen on 2 January.',
    body: `We close at 12 noon on **Tuesday 24 December** and reopen on **Thursday 2 January**. The breakdown line is [01622 000 418](tel:+441622000418).`,
  },
];
