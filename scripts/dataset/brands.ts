// The brands we import and sell (SPEC §2), with the copy of their brand pages. Warranty,
// frost-fan and Corvus figures are the ones SPEC §9 says the copy cites.

export interface BrandData {
  slug: string;
  title: string;
  order: number | null;
  logo: string;
  image: string;
  description: string;
}

const WARRANTY =
  'Every new machine comes with a **2 year standard warranty**, and an **optional 4 year warranty** can be added at the time of purchase.';

/** The invented vineyard-tractor maker that stands in for SPEC's `{product}` brand. */
export const HISTORY_BRAND = 'valmara';

export const BRANDS: readonly BrandData[] = [
  {
    slug: 'antonio-carraro',
    title: 'Antonio Carraro',
    order: 1,
    logo: 'logo-antonio-carraro',
    image: 'hero-vineyard-tractor',
    description: `Antonio Carraro has built compact tractors in the Veneto since 1910, and we have been their importer for the south-east of England for more than twenty years. Their narrow, isodiametric and reversible-drive tractors go where a conventional tractor cannot: between vine rows, under orchard canopy and across steep banks.

- Narrow models from 1.0 m wide for vineyards and soft fruit tunnels
- Reversible driving positions for front-mounted mowers and de-leafers
- Category 4 cabs for spraying

${WARRANTY} See the full range under [Antonio Carraro Tractors](productCategory:fruit-and-vineyard-equipment/antonio-carraro-tractors).`,
  },
  {
    slug: HISTORY_BRAND,
    title: 'Valmara',
    order: 2,
    logo: 'logo-valmara',
    image: 'hero-vineyard-valmara',
    description: `Valmara is a family-owned maker of vineyard tractors from the hills above Conegliano, in the heart of Prosecco country. Three generations of the Marin family have built narrow tractors for the steep, terraced vineyards around their own works, and their machines now work in vineyards from Champagne to Sussex.

Valmara tractors are light, low and very narrow, with a tight turning circle for short headlands. ${WARRANTY}

Read about the company's story on the [Valmara history](page:valmara-history) page.`,
  },
  {
    slug: 'gregoire-grape-harvester-range',
    title: 'Gregoire Grape Harvester Range',
    order: 3,
    logo: 'logo-gregoire',
    image: 'hero-grape-harvester',
    description: `Gregoire has specialised in grape harvesting since 1972. Its self-propelled harvesters shake the fruit gently from the vine and deliver clean, whole berries to the hopper, a big help to English sparkling-wine growers who need fruit in perfect condition.

- Compact models for rows from 2.0 m
- On-board destemming and sorting
- Four-wheel levelling for sloping sites

${WARRANTY}`,
  },
  {
    slug: 'olmi-de-leafer',
    title: 'Olmi De-Leafer',
    order: 4,
    logo: 'logo-olmi',
    image: 'hero-de-leafer',
    description: `Olmi de-leafers use pulses of air to strip leaves from the fruit zone without touching the bunches. Opening the canopy improves air flow, ripening and spray cover, and reduces botrytis in a wet English summer.

Single- and double-sided heads, front or rear mounting, with hydraulic tilt and row-following. ${WARRANTY}`,
  },
  {
    slug: 'friuli-sprayers',
    title: 'Friuli Sprayers',
    order: 5,
    logo: 'logo-friuli',
    image: 'hero-orchard-sprayer',
    description: `Friuli builds air-assisted sprayers for top fruit and vines: axial-fan orchard sprayers, tower sprayers for tall spindle orchards and multi-row tunnel sprayers that recover the spray that misses the crop.

Tanks from 600 to 3,000 litres, and rate controllers that keep the dose right whatever the forward speed. We calibrate every Friuli sprayer on your farm before its first job. ${WARRANTY}`,
  },
  {
    slug: 'orizzonti-vineyard-machinery',
    title: 'Orizzonti Vineyard Machinery',
    order: 6,
    logo: 'logo-orizzonti',
    image: 'hero-orchard-mower',
    description: `Orizzonti makes under-vine cultivators, inter-row mowers, mulchers and pre-pruners, with sensors that swing the tools round each trunk without damaging it. A complete mechanical answer for growers cutting back on herbicide.

${WARRANTY}`,
  },
  {
    slug: 'terreco-frost-protection',
    title: 'Terreco Frost Protection',
    order: 7,
    logo: 'logo-terreco',
    image: 'hero-frost-fan',
    description: `On a still spring night the air ten metres up can be several degrees warmer than the air at bud height. Terreco frost fans bring that warmer air down over the crop.

- Each fan protects a **radius of 25 m** as part of a frost protection system
- The rotor turns through a full circle, so the warm air **returns every 20 minutes** to every point it covers
- Automatic start from a temperature probe, with alerts to your phone

We survey the site and model where cold air drains before advising how many fans you need. ${WARRANTY}`,
  },
  {
    slug: 'compact-electric-platforms-and-harvesters',
    title: 'Compact Electric Platforms & Harvesters',
    order: 8,
    logo: 'logo-cep',
    image: 'hero-orchard-platform',
    description: `Battery-electric picking and pruning platforms that carry a team of four along the row at walking pace, with bins loaded on the deck. Quiet, clean and cheap to run, they raise picking rates by a third on most farms we supply.

Automatic row-steering, hydraulic side decks and a full day's work from one charge. ${WARRANTY}`,
  },
  {
    slug: 'burro',
    title: 'Burro',
    order: 9,
    logo: 'logo-burro',
    image: 'hero-orchard-platform',
    description: `Burro robots follow pickers along the row and carry full trays to the end, then come back on their own. They learn a route once and repeat it, so pickers spend their time picking, not walking.

Burro works in soft fruit tunnels, orchards and vineyards, and carries up to 225 kg.`,
  },
  {
    slug: 'rootwave-eweeder',
    title: 'RootWave eWeeder',
    order: 10,
    logo: 'logo-rootwave',
    image: 'hero-orchard-blossom',
    description: `The RootWave eWeeder kills weeds with electricity: the current passes down through the plant and boils it from the root up, with no chemicals and no soil disturbance. Developed in the UK, it suits organic growers and anyone whose herbicide options are shrinking.

Tractor-mounted, powered from the PTO, with under-vine applicators that work right up to the trunk. ${WARRANTY}`,
  },
  {
    slug: 'mankar-sprayers',
    title: 'Mankar Sprayers',
    order: null,
    logo: 'logo-mankar',
    image: 'hero-orchard-sprayer',
    description: `Mankar ultra low volume sprayers apply herbicide through a spinning disc that makes droplets of an even size, so a strip can be treated with as little as a litre of product per hectare and no water to carry.

Hand-held, trolley and tractor-mounted units. See the range under [Mankar Sprayers](productCategory:mankar-sprayers).`,
  },
  {
    slug: 'the-impressive-corvus-utv',
    title: 'The Impressive Corvus UTV',
    order: 12,
    logo: 'logo-corvus',
    image: 'hero-corvus',
    description: `The Corvus Terrain is a heavy-duty utility vehicle built for farms and estates. Its tipping cargo bed carries a **load of 450 kg**, it tows a further 1,000 kg, and its diesel engine and selectable four-wheel drive get it up banks where a quad would struggle.

Road-legal on request, with a cab, heater and wipers for winter. ${WARRANTY}`,
  },
  {
    slug: 'giant-loaders',
    title: 'Giant Loaders',
    order: 13,
    logo: 'logo-giant',
    image: 'hero-telehandler',
    description: `Giant compact loaders are built in the Netherlands: articulated wheeled loaders, telescopic wheeled loaders, telehandlers and skid steers for farms, equestrian yards, nurseries and contractors. Low build heights get them into old buildings; quick hitches let one machine do the work of several.

${WARRANTY}`,
  },
  {
    slug: 'orvin',
    title: 'Orvin',
    order: 14,
    logo: 'logo-orvin',
    image: 'hero-packhouse',
    description: `Orvin rough terrain forklifts lift from 2.5 to 5 tonnes and carry it over grass, gravel and mud. Packhouses and orchards use them to load lorries in the yard and move bins straight from the field.

${WARRANTY}`,
  },
  {
    slug: 'ilmer',
    title: 'Ilmer',
    order: null,
    logo: 'logo-ilmer',
    image: 'hero-packhouse',
    description: `Ilmer builds diesel and electric forklifts for stores, packhouses and cold rooms, from compact 1.5 tonne trucks to 5 tonne yard machines.

${WARRANTY}`,
  },
  {
    slug: 'rough-terrain-forklifts',
    title: 'Rough Terrain Forklifts',
    order: null,
    logo: 'logo-rough-terrain',
    image: 'hero-telehandler',
    description: `Two- and four-wheel-drive rough terrain forklifts for farms, nurseries and building sites, with duplex and triplex masts to 6 m and side shift as standard.

${WARRANTY}`,
  },
];

export const brandId = (slug: string) => `brand-${slug}`;
