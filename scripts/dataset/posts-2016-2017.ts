// News and case studies, 2016 and 2017.
import type { PostData } from './post-data.ts';

export const POSTS_2016_2017: readonly PostData[] = [
  {
    slug: 'welcome-to-our-new-website',
    title: 'Welcome to our new website',
    published: '2016-02-08 09:30',
    categories: ['general'],
    image: 'hero-orchard-blossom',
    imageAlt: 'Apple blossom in a Kent orchard',
    excerpt: 'Our new website puts the whole range, our used stock and the latest news in one place.',
    body: `After thirty-two years of selling machinery from a barn in Marden, we finally have a website we are proud of. You can now browse every brand we sell, see our used stock as it comes in and read about the growers we work with.

## What you will find
- Every machine we sell, by [category](productCategory:fruit-and-vineyard-equipment) and by brand, from [Antonio Carraro](brand:antonio-carraro) tractors to [Terreco](brand:terreco-frost-protection) frost fans
- Used and ex-demonstration machines, updated every week
- News, show dates and case studies from farms across the south-east

Add machines to your **enquiry basket** as you browse and send them to us in one go: one of the sales team will call you back the same day.

If anything is missing or wrong, [email us](mailto:sales@hartridgemachinery.co.uk). We would rather hear it from you than find out at a show.`,
  },
  {
    slug: 'antonio-carraro-srx-range-arrives-in-kent',
    title: 'Antonio Carraro SRX range arrives in Kent',
    published: '2016-03-14 10:00',
    categories: ['product-related'],
    image: 'product-tractor-cab',
    excerpt: 'The first reversible SRX tractors are in our yard and ready to demonstrate.',
    body: `The first Antonio Carraro SRX tractors have arrived in Marden. The SRX is a reversible tractor: the seat, steering and controls turn through 180 degrees in a few seconds, so front-mounted mowers, trimmers and de-leafers work in front of the driver.

- 56 and 75 hp versions
- Widths from 1,190 mm
- Cab or folding roll bar

Book a demonstration on your own farm: see the [SRX 5800](product:srx-5800) and [SRX 8900](product:srx-8900) pages for details.`,
  },
  {
    slug: 'see-us-at-the-kent-county-show-2016',
    title: 'See us at the Kent County Show',
    published: '2016-05-23 08:45',
    categories: ['shows-and-events'],
    image: 'hero-show-stand',
    excerpt: 'Three days of tractors, platforms and tea at the Kent Showground, 8 to 10 July.',
    body: `We will be at the Kent County Show at Detling from Friday 8 to Sunday 10 July, in our usual spot near the main ring.

On the stand this year:
- The new Antonio Carraro SRX reversible tractors
- Electric picking platforms, with a chance to ride one
- A selection of used machines with show prices

Come and say hello: the kettle is always on.`,
  },
  {
    slug: 'thank-you-kent-county-show-2016',
    title: 'Thank you for visiting us at the Kent County Show',
    published: '2016-07-18 11:20',
    categories: ['shows-and-events'],
    image: null,
    excerpt: 'Thank you to everyone who came to the stand, and congratulations to our raffle winner.',
    body: `Thank you to everyone who visited us at Detling. We spoke to more growers over the three days than in any year we can remember, and the SRX reversible tractor drew a crowd from Friday morning to Sunday afternoon.

Congratulations to **Jim Featherstone** of Wateringbury, who won the raffle for a year's servicing. The raffle raised £640 for the Kent Air Ambulance.`,
  },
  {
    slug: 'harvest-hours-at-the-parts-counter-2016',
    title: 'Harvest hours at the parts counter',
    published: '2016-09-12 08:00',
    categories: ['whats-happening'],
    image: null,
    excerpt: 'The parts counter opens early and on Saturdays until the end of October.',
    body: `From Monday 12 September to Saturday 29 October the parts counter opens at **7.00 am** on weekdays and from 8.00 am to 12 noon on Saturdays.

Call ahead on [01622 000 417](tel:+441622000417) and we will have your parts bagged and waiting.`,
  },
  {
    slug: 'case-study-wealdon-cherries-under-cover',
    title: 'Case study: Wealdon Cherries, cherries under cover',
    published: '2016-10-24 09:15',
    categories: ['case-studies', 'fruit-grower-case-studies'],
    image: 'hero-orchard-platform',
    imageAlt: 'Pickers on a platform under a covered cherry orchard',
    excerpt: 'How a family cherry grower near Boughton Monchelsea halved the ladders on the farm.',
    body: `## The farm
Wealdon Cherries grows 28 hectares of cherries under rain covers on the Greensand ridge south of Maidstone. The Pemberton family has farmed there since 1952 and switched from tall standard trees to covered dwarf orchards in 2009.

## The challenge
Picking from ladders was slow and the farm was struggling to find pickers willing to climb. "We were losing fruit on the tops of the trees every season," says Anna Pemberton.

## What we supplied
- Two [CEP Cherry 4](product:cep-cherry-4-electric-platform) platforms with decks to 3 m
- A narrow [Antonio Carraro TGF 7800 S](product:tgf-7800-s) for spraying under the covers
- Training for the pickers and a spare battery pack

> The platforms paid for themselves in two seasons. Pickers prefer them, and we pick the tops as well as the bottoms. — Anna Pemberton, Wealdon Cherries

## The results
Picking rates rose from 9 kg to 14 kg per picker per hour, and ladders have gone from the farm altogether.`,
  },
  {
    slug: 'christmas-opening-hours-2016',
    title: 'Christmas and New Year opening hours',
    published: '2016-11-28 12:00',
    categories: ['general'],
    image: null,
    excerpt: 'We close at noon on 23 December and reopen on 3 January.',
    body: `We close at **12 noon on Friday 23 December** and reopen at 8.00 am on **Tuesday 3 January**.

For a breakdown over the holiday, call the emergency line on [01622 000 418](tel:+441622000418). Merry Christmas from all of us at Hartridge.`,
  },
  {
    slug: 'winter-service-offer-antonio-carraro',
    title: 'Winter service offer on Antonio Carraro tractors',
    published: '2017-01-16 09:00',
    categories: ['product-related', 'whats-happening'],
    image: 'hero-workshop',
    excerpt: 'Book your tractor in before the end of February and save 15% on labour.',
    body: `The quiet months are the best time to get your tractor ready for spring. Book an Antonio Carraro tractor into our workshop before **28 February** and we will take **15% off the labour**.

Every winter service includes:
1. Engine, transmission and hydraulic oil and filter change
2. Brake, steering and linkage check
3. Air conditioning check on cab models
4. A written report with anything that needs attention

Collection and delivery within 25 miles is free during the offer.`,
  },
  {
    slug: 'frost-protection-are-you-ready-for-spring',
    title: 'Frost protection: are you ready for spring?',
    published: '2017-02-27 10:30',
    categories: ['product-related'],
    image: 'hero-frost-fan',
    excerpt: 'A single frost at blossom can cost a year\u2019s crop. Here is how frost fans help.',
    body: `Most spring frosts in Kent and Sussex are radiation frosts: on a clear, still night the ground loses heat, cold air settles in the hollows and the air ten metres up stays several degrees warmer. A frost fan mixes that warmer air down over the crop.

## How a Terreco fan works
- Each fan protects a **radius of 25 m** around its mast as part of a frost protection system
- The rotor turns slowly through a full circle, so the warm air **returns every 20 minutes** to every point
- A temperature probe starts the fan automatically and sends you a text

Fans do not help in an advective frost, when a cold wind blows in from the east. For those nights, talk to us about combining fans with other measures.

See the [Terreco TF 100 Diesel](product:terreco-tf-100-diesel-frost-fan) or read more from the [Met Office](https://www.metoffice.gov.uk).`,
  },
  {
    slug: 'case-study-highwood-vineyard-goes-narrow',
    title: 'Case study: Highwood Vineyard, a Sussex vineyard goes narrow',
    published: '2017-04-03 09:45',
    categories: ['case-studies', 'fruit-grower-case-studies'],
    image: 'hero-vineyard-tractor',
    excerpt:
      'A 12-hectare sparkling-wine estate near Ditchling replaces a compact tractor with a narrow specialist.',
    body: `## The vineyard
Highwood Vineyard grows Chardonnay, Pinot Noir and Pinot Meunier on a south-facing slope below the South Downs. The rows are 2.2 m apart, planted in 2011.

## The challenge
The estate's compact tractor was too wide for the rows and too light for a two-row sprayer. Every spray round took two days.

## What we supplied
- An [Antonio Carraro TGF 10900 R](product:tgf-10900-r) with cab
- A [Friuli Vigna 1000 Multi-Row](product:friuli-vigna-1000-multi-row) sprayer
- An [Orizzonti FM 150](product:orizzonti-flail-mower-fm-150) flail mower

![Narrow tractor working down the vine rows](image:hero-vineyard-tractor)

> We now spray the whole vineyard in a day, and the cab means the driver is not breathing the spray. — Simon Carver, vineyard manager

## The results
Spray rounds take half the time and half the fuel, and the lighter tractor does less damage to the soil on the slope.`,
  },
  {
    slug: 'fruit-focus-2017',
    title: 'Fruit Focus 2017: find us in the machinery lines',
    published: '2017-05-15 14:00',
    categories: ['shows-and-events'],
    image: 'hero-show-stand',
    excerpt: 'Platforms, sprayers and the latest narrow tractors at Fruit Focus on 19 July.',
    body: `Fruit Focus is the fruit industry's own show, held at East Malling on **Wednesday 19 July**. We will have working demonstrations of platforms and sprayers in the orchard, and the full Antonio Carraro range on the stand.

Ask for **Claire Dawson** if you would like a demonstration booked for your own farm.`,
  },
  {
    slug: 'new-friuli-tower-sprayers',
    title: 'New: Friuli tower sprayers',
    published: '2017-06-26 10:10',
    categories: ['product-related'],
    image: 'product-sprayer-towed',
    excerpt: 'Tower sprayers for tall spindle orchards now in stock.',
    body: `Modern spindle orchards are tall and narrow, and a conventional axial sprayer struggles to reach the tops. The new [Friuli Arno 2000 Tower](product:friuli-arno-2000-tower) directs the air horizontally into the canopy from a tower head, so the top metre gets the same cover as the bottom.

- 2,000 litre tank
- Tangential fan with two-speed gearbox
- Anti-drift nozzles for LERAP compliance

Ask us for a calibration demonstration in your own orchard.`,
  },
  {
    slug: 'apprentice-tom-passes-city-and-guilds',
    title: 'Apprentice Tom passes his City & Guilds',
    published: '2017-08-07 16:30',
    categories: ['whats-happening', 'general'],
    image: null,
    excerpt: 'Congratulations to Tom Fielder on completing his land-based engineering apprenticeship.',
    body: `Congratulations to **Tom Fielder**, who has completed his Level 3 apprenticeship in land-based engineering with a distinction.

Tom joined us from school in 2014 and now looks after many of our fruit-farm customers' tractors and sprayers. He has also been named runner-up in the regional apprentice of the year awards.`,
  },
  {
    slug: 'case-study-bramley-bank-cider',
    title: 'Case study: Bramley Bank Cider, shaking out the harvest',
    published: '2017-09-25 09:00',
    categories: ['case-studies', 'fruit-grower-case-studies', 'agricultural-case-studies'],
    image: 'hero-orchard-sprayer',
    excerpt: 'A Herefordshire cider-apple grower modernises its spraying and mowing.',
    body: `## The farm
Bramley Bank grows 60 hectares of cider apples near Much Marcle, Herefordshire, supplying a large cider maker under contract. The orchards are bush trees, harvested by shaker and sweeper.

## The challenge
Old sprayers with worn pumps were wasting product, and mowing the alleys before harvest took three weeks.

## What we supplied
- Two [Friuli Arno 1500](product:friuli-arno-1500) sprayers with rate controllers
- A [Variable-Width Mower VW 2000](product:variable-width-mower-vw-2000)
- Calibration at the start of each season

> The calibration alone paid for the trip from Kent. We were putting on a third more than we needed. — David Price, farm manager

## The results
Product use is down by 28% and the alleys are mown in ten days.`,
  },
  {
    slug: 'giant-loaders-join-the-range',
    title: 'Giant loaders join the range',
    published: '2017-11-13 10:00',
    categories: ['product-related'],
    image: 'product-loader-articulated',
    excerpt: 'Compact articulated and telescopic loaders from the Netherlands.',
    body: `We are now the dealer for **Giant** compact loaders in Kent and East Sussex. Giant's articulated and telescopic wheeled loaders are low enough to get into old buildings and strong enough to stack apple bins.

See the [Giant G2700 HD](product:giant-g2700-hd) and [G2700 Tele HD](product:giant-g2700-tele-hd), or browse all [Forklifts & Loaders](productCategory:forklifts-and-loaders).`,
  },
  {
    slug: 'christmas-opening-hours-2017',
    title: 'Christmas opening hours 2017',
    published: '2017-12-11 12:00',
    categories: ['general'],
    image: null,
    excerpt: 'We close on 22 December and reopen on 2 January.',
    body: `We close at 4.00 pm on **Friday 22 December** and reopen on **Tuesday 2 January**.
For breakdowns over the holiday, call [01622 000 418](tel:+441622000418).`,
  },
];
