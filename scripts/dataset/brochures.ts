// Copy for the PDF brochures and forms that products and pages offer for download.
import type { Brochure } from './pdf.ts';

export const BROCHURES: readonly Brochure[] = [
  {
    name: 'antonio-carraro-range',
    title: 'Antonio Carraro Tractor Range',
    subtitle: 'Compact, narrow and isodiametric tractors for orchards, vineyards and slopes',
    body: [
      'Antonio Carraro has built specialist tractors in Campodarsego, near Padua, since 1910. Every model in the range is designed for work where a conventional tractor is too wide, too tall or too heavy: between vine rows, under orchard canopy and on banks too steep to mow safely.',
      '- Reversible driving position on the SRX and TRX models for front-mounted implements',
      '- Isodiametric wheels and a low centre of gravity for work on slopes up to 60%',
      '- Cab options with category 4 filtration for spraying, or a folding roll bar',
      '- Hydraulic capacity for mowers, de-leafers and trimmers at the same time',
      'Every new Antonio Carraro tractor supplied by Hartridge Machinery carries a 2 year standard warranty, with an optional extended warranty to 4 years. Our workshop prepares each tractor before delivery and our engineers set it up on your farm.',
      'Ask for a demonstration on your own rows: call 01622 000 417 or email sales@hartridgemachinery.co.uk.',
    ],
  },
  {
    name: 'friuli-sprayers',
    title: 'Friuli Sprayers',
    subtitle: 'Air-assisted sprayers for top fruit, vines and hops',
    body: [
      'Friuli air-blast and tower sprayers put the spray where the crop needs it, with less drift and less water. Tanks from 600 to 3,000 litres, axial and tangential fans, and tower heads for tall spindle orchards.',
      '- Stainless steel or polyethylene tanks with rinse and clean-water tanks',
      '- Anti-drift air-induction nozzles and LERAP-compliant set-ups',
      '- Electronic rate controllers that keep the dose right as forward speed changes',
      'We calibrate every sprayer we sell on the grower\u2019s own site before the first application of the season.',
    ],
  },
  {
    name: 'gregoire-harvesters',
    title: 'Gregoire Grape Harvesters',
    subtitle: 'Self-propelled and trailed harvesters for English and Welsh vineyards',
    body: [
      'Gregoire harvesters shake the fruit gently from the vine, clean it on board and deliver whole berries to the hoppers. For the narrow rows and sloping sites of English vineyards we recommend the compact models with four-wheel levelling.',
      '- Flexible shaking system with independent adjustment of each rod',
      '- On-board destemmer and sorting table options for sparkling-wine growers',
      '- Hopper capacity from 2,500 to 3,600 litres',
      'Contract harvesting and operator training are available in the first season.',
    ],
  },
  {
    name: 'terreco-frost-fans',
    title: 'Terreco Frost Protection',
    subtitle: 'Wind machines that keep frost off buds and blossom',
    body: [
      'On a clear, still spring night the coldest air settles at bud height while the air ten metres up can be several degrees warmer. A Terreco frost fan pulls that warmer air down over the crop.',
      '- Each fan protects a radius of 25 m around the mast when used as part of a frost-protection system',
      '- The rotor turns a full circle so the warm air returns to every point every 20 minutes',
      '- Automatic start from a temperature probe, with text-message alerts',
      '- Diesel, LPG or electric drive, and quiet-running rotor options near homes',
      'We survey the site, model the cold-air drainage and advise on the number and placing of fans before you commit.',
    ],
  },
  {
    name: 'orvin-forklifts',
    title: 'Orvin Rough Terrain Forklifts',
    subtitle: 'Four-wheel-drive forklifts for orchards, packhouses and building sites',
    body: [
      'Orvin rough terrain forklifts lift from 2,500 to 5,000 kg and carry it over grass, gravel and mud where a warehouse truck would stick. Duplex and triplex masts to 6 m, side shift and fork positioners.',
      '- Stage V diesel engines with hydrostatic transmission',
      '- Oscillating rear axle that keeps all four wheels on the ground',
      '- Enclosed cab with heater for winter work in the yard',
      'All Orvin forklifts carry a 2 year standard warranty; an optional 4 year warranty is available at the time of sale.',
    ],
  },
  {
    name: 'mankar-ulv',
    title: 'Mankar Ultra Low Volume Sprayers',
    subtitle: 'Herbicide application with no water to carry',
    body: [
      'Mankar sprayers apply undiluted or lightly diluted herbicide through a rotating disc that makes droplets of an even size. The result is accurate strip weed control with as little as one litre of product per hectare and no water bowser in the field.',
      '- Hand-held, trolley, quad and tractor-mounted units',
      '- Shrouded heads for use close to trunks and under vines',
      '- Battery drive with a working day from one charge',
    ],
  },
  {
    name: 'giant-loaders',
    title: 'Giant Compact Loaders',
    subtitle: 'Articulated and telescopic wheeled loaders, telehandlers and skid steers',
    body: [
      'Giant loaders are built in the Netherlands for farms, equestrian yards, nurseries and contractors. Low build height and articulated steering let them work inside old buildings and through narrow gateways.',
      '- Lift capacities from 750 to 3,000 kg',
      '- Quick-hitch attachments: buckets, pallet forks, bale grabs, muck grabs and sweepers',
      '- Kubota and Stage V Yanmar engines',
      'A 2 year standard warranty applies to every new Giant loader, extendable to 4 years.',
    ],
  },
  {
    name: 'parts-promotion',
    title: 'Spring Parts Promotion',
    subtitle: 'Offers on consumables and wearing parts, while stocks last',
    body: [
      'Get ready for the season with our spring offers on filters, oils, flails, blades and sprayer nozzles. All prices exclude VAT and delivery; next-day delivery on orders placed before 2 pm.',
      '- Flail mower Y-blades and hammer flails: 15% off sets of 24 or more',
      '- Engine oil 15W-40, 20 litre drum: £79.00',
      '- Antonio Carraro service kits (oil, fuel and air filters): 10% off',
      '- Albuz and Lechler sprayer nozzles: buy 20, get 4 free',
      '- Grease cartridges, box of 12: £32.50',
      'Order from the parts counter, by telephone on 01622 000 417 or by email to parts@hartridgemachinery.co.uk.',
    ],
  },
  {
    name: 'returns-form',
    title: 'Parts Returns Form',
    subtitle: 'Please complete and include with any part you return to us',
    body: [
      'Name, business name, telephone and email.',
      'Invoice number and date, part number, quantity and the reason for the return.',
      'Parts must be returned unused, in their original packaging and within 30 days of the invoice date. Electrical parts, special-order parts and parts that have been fitted cannot be returned unless faulty.',
      'Send the part with this form to: Parts Returns, Hartridge Machinery Ltd, Brookfield Farm, Maidstone Road, Marden, Kent TN12 9AH.',
    ],
  },
];
