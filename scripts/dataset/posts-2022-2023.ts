// News and case studies, 2022 and 2023.
import type { PostData } from './post-data.ts';

export const POSTS_2022_2023: readonly PostData[] = [
  {
    slug: 'lamma-2022-we-are-back',
    title: "LAMMA 2022: we're back",
    published: '2022-01-24 10:00',
    categories: ['shows-and-events'],
    image: null,
    excerpt: 'After two years away, the machinery show returns, and so do we.',
    body: `LAMMA returns to the NEC, Birmingham, on **18 and 19 May**. Come and find us with the Giant and Orvin ranges, and ask about the new Corvus utility vehicle.`,
  },
  {
    slug: 'fuel-and-parts-prices-what-to-expect',
    title: 'Fuel and parts prices: what to expect',
    published: '2022-03-14 09:00',
    categories: ['general'],
    image: null,
    excerpt: 'Rising costs and longer lead times, and how we are keeping stock on the shelves.',
    body: `Steel, rubber and shipping costs have all risen sharply, and some manufacturers have put up parts prices twice this year. Lead times for some new machines are now six months or more.

What we are doing about it:
- Holding more stock of the filters, belts and wearing parts you use most
- Ordering new machines early for spring 2023: talk to us now if you need one
- Honouring quoted prices for 30 days

Thank you for your understanding.`,
  },
  {
    slug: 'corvus-terrain-dx4-carries-450-kg',
    title: 'Corvus Terrain DX4: the utility vehicle that carries 450 kg',
    published: '2022-04-25 10:00',
    categories: ['product-related'],
    image: 'product-utv',
    excerpt: 'A diesel UTV built for farm work, with a load of 450 kg in the bed.',
    body: `The [Corvus Terrain DX4](product:corvus-terrain-dx4) is a heavy-duty utility vehicle with a diesel engine, selectable four-wheel drive and a tipping bed that carries a **load of 450 kg**. It tows another 1,000 kg.

A [cab version](product:corvus-terrain-dx4-cab) with heater and wipers is also available. Read more on the [Corvus brand page](brand:the-impressive-corvus-utv).`,
  },
  {
    slug: 'south-of-england-show-2022',
    title: 'The South of England Show 2022',
    published: '2022-06-06 09:00',
    categories: ['shows-and-events'],
    image: 'hero-show-stand',
    excerpt: 'Find us at Ardingly from 9 to 11 June.',
    body: `We are at the South of England Show at Ardingly from **Thursday 9 to Saturday 11 June**, with tractors, a platform and the Corvus UTV on the stand. Ask for a test drive.`,
  },
  {
    slug: 'heat-and-drought-mowing-advice',
    title: 'Heat and drought: mowing advice for orchards',
    published: '2022-07-25 08:30',
    categories: ['whats-happening'],
    image: 'hero-orchard-mower',
    excerpt: 'Mow higher and less often in a dry summer.',
    body: `In a drought, short grass dries the soil faster and makes dust that harbours mites. Our advice:

- Raise the cutting height to at least 10 cm
- Mow alternate alleys, a week apart
- Check flails and skids for wear: dry ground is abrasive

Dry grass and hot exhausts are a fire risk. Keep an extinguisher on every tractor.`,
  },
  {
    slug: 'case-study-hollow-lane-vineyard-first-harvester',
    title: 'Case study: Hollow Lane Vineyard, first grape harvester',
    published: '2022-09-12 09:00',
    categories: ['case-studies', 'fruit-grower-case-studies', 'agricultural-case-studies'],
    image: 'hero-grape-harvester',
    excerpt: 'A 30-hectare Kent vineyard moves from hand picking to a Gregoire harvester.',
    body: `## The vineyard
Hollow Lane Vineyard, near Lenham, grows Pinot Noir and Chardonnay for still and sparkling wine on 30 hectares of chalk.

## The challenge
Finding 60 pickers for three weeks in October had become impossible.

## What we supplied
- A [Gregoire GL 8.4](product:gregoire-gl-8-4) self-propelled harvester
- Operator training and an engineer on call through harvest
- A [Giant GT5048](product:giant-gt5048) telehandler for the winery

![Grape harvester straddling a vine row](image:hero-grape-harvester)

> The fruit arrives at the press in better condition than it did by hand, and we pick each block at exactly the right moment. — James Wetherall, winemaker

## The results
Harvest took nine days instead of three weeks, and the winery could press each block at its best.`,
  },
  {
    slug: 'case-study-ashdown-woodland-forestry-mulcher',
    title: 'Case study: Ashdown Woodland Trust, forestry mulcher',
    published: '2022-10-31 09:00',
    categories: ['case-studies', 'groundcare-forestry-case-studies'],
    image: 'product-mulcher',
    excerpt: 'A woodland charity clears rides and heathland with a forestry mulcher.',
    body: `## The trust
The Ashdown Woodland Trust looks after 300 hectares of woodland and heath in East Sussex.

## What we supplied
- A [Forestry Mulcher FM 200](product:forestry-mulcher-fm-200)
- An [Antonio Carraro TRX 10900 R](product:trx-10900-r) to drive it

> We clear in a week what volunteers cleared in a winter, and the mulch stays on site. — Ruth Adeyemi, reserves manager`,
  },
  {
    slug: 'christmas-opening-hours-2022',
    title: 'Christmas opening hours 2022',
    published: '2022-12-12 12:00',
    categories: ['general'],
    image: null,
    excerpt: 'We close on 23 December and reopen on 3 January.',
    body: `We close at 12 noon on **Friday 23 December** and reopen on **Tuesday 3 January**. The breakdown line is [01622 000 418](tel:+441622000418).`,
  },
  {
    slug: 'valmara-vineyard-tractors-uk-importer',
    title: 'Valmara vineyard tractors: we are now the UK importer',
    published: '2023-01-16 10:00',
    categories: ['product-related'],
    image: 'hero-vineyard-valmara',
    excerpt: 'The family-built Italian vineyard tractors now come through Marden.',
    body: `We are proud to be the new UK importer for **Valmara**, the family-owned maker of narrow vineyard tractors from the hills above Conegliano. A handful of Valmara tractors have worked in English vineyards for years; from this spring we hold stock, parts and demonstrators.

- [Valmara V70 Stretto](product:valmara-v70-stretto), from 1.0 m wide
- [Valmara VX85 Reverso](product:valmara-vx85-reverso), reversible drive
- [Valmara V110 Frutteto Cab](product:valmara-v110-frutteto-cab) for orchards

Read the [Valmara story](page:valmara-history).`,
  },
  {
    slug: 'spring-parts-promotion-2023',
    title: 'Spring parts promotion now on',
    published: '2023-02-20 09:00',
    categories: ['product-related', 'whats-happening'],
    image: 'hero-workshop',
    excerpt: 'Offers on filters, flails, oils and nozzles until the end of April.',
    body: `Get ready for the season with offers on filters, oils, flails and sprayer nozzles until **30 April**. See the [parts promotions](page:parts-promotions) page for the full list and a printable price sheet.`,
  },
  {
    slug: 'case-study-romney-marsh-farms-forklifts',
    title: 'Case study: Romney Marsh Farms, forklifts in the potato store',
    published: '2023-03-27 09:00',
    categories: ['case-studies', 'agricultural-case-studies'],
    image: 'product-forklift-rt',
    excerpt: 'An arable farm replaces its telehandler with two rough terrain forklifts.',
    body: `## The farm
Romney Marsh Farms grows potatoes, wheat and oilseed rape on 900 hectares near Lydd, with a 6,000 tonne potato store.

## What we supplied
- Two [Rough Terrain Forklift T30 4WD](product:rough-terrain-forklift-t30-4wd) machines with triplex masts

> A forklift stacks boxes six high faster than a telehandler ever did, and the drivers can see what they are doing. — Andrew Pett, store manager`,
  },
  {
    slug: 'fruit-focus-2023-new-platforms',
    title: 'Fruit Focus 2023: see the new platforms',
    published: '2023-05-08 10:00',
    categories: ['shows-and-events'],
    image: 'hero-orchard-platform',
    excerpt: 'The new CEP Harvester 8 makes its first appearance.',
    body: `The new [CEP Harvester 8](product:cep-harvester-8-electric-platform) makes its first UK appearance at Fruit Focus, East Malling, on **Wednesday 19 July**. Eight pickers, a bin filler and a full day from one charge.`,
  },
  {
    slug: 'case-study-thanet-builders-giant-telehandler',
    title: 'Case study: Thanet Builders, Giant telehandler on a tight site',
    published: '2023-06-19 09:00',
    categories: ['case-studies', 'construction-plant-hire-case-studies'],
    image: 'product-telehandler',
    excerpt: 'A builder working on Margate terraces needed reach without width.',
    body: `## The business
Thanet Builders restores Victorian terraces in Margate and Ramsgate, where access is often down a back alley.

## What we supplied
- A [Giant GT4548](product:giant-gt4548), light enough to tow on a plant trailer

> It fits down alleys a van struggles with, and it lifts a pallet of slates onto the scaffold. — Dean Rowe, director`,
  },
  {
    slug: 'used-stock-update-summer-2023',
    title: 'Used stock update: summer 2023',
    published: '2023-07-24 10:00',
    categories: ['product-related'],
    image: 'used-tractor',
    excerpt: 'New arrivals in the yard, and machines coming soon.',
    body: `New in this month: a low-hours [Antonio Carraro SRX 5800](product:used-2020-antonio-carraro-srx-5800), a [Valmara V95 Frutteto Cab](product:used-2019-valmara-v95-frutteto-cab) and a [CEP Picker 4 platform](product:used-2019-cep-picker-4-platform).

See what is being prepared in the workshop under [Machinery Coming Soon](productCategory:stock-machinery/machinery-coming-soon).`,
  },
  {
    slug: 'harvest-2023-cherries-grapes-apples',
    title: 'Harvest 2023: cherries, grapes and a record apple crop',
    published: '2023-09-04 17:00',
    categories: ['whats-happening', 'general'],
    image: 'hero-orchard-platform',
    excerpt: 'A big crop across the south-east keeps the workshop and hire fleet busy.',
    body: `After a kind spring with few frosts, Kent and Sussex are picking one of the largest apple crops in years, and vineyards expect a record harvest.

Our engineers are on call seven days a week until the end of October. For breakdowns, call [01622 000 418](tel:+441622000418).`,
  },
  {
    slug: 'case-study-little-pympe-farm-electric-weeding',
    title: 'Case study: Little Pympe Farm, electric weeding under the vines',
    published: '2023-10-16 09:00',
    categories: ['case-studies', 'fruit-grower-case-studies'],
    image: 'product-eweeder',
    excerpt: 'An organic vineyard near Tenterden stops cultivating under the vines.',
    body: `## The vineyard
Little Pympe Farm grows 8 hectares of organic Bacchus and Pinot Noir near Tenterden.

## The challenge
Cultivating under the vines four times a year damaged roots and trunks and dried out the soil.

## What we supplied
- A [RootWave eWeeder Pro](product:rootwave-eweeder-pro) on the farm's [Valmara V80 Stretto Cab](product:valmara-v80-stretto-cab)

> Weeds die back to the root and the soil is left alone. Two passes a season instead of four. — Sarah Oduya, owner

## The results
Under-vine weed control now takes half the passes, and the farm has seen fewer damaged trunks.`,
  },
];
