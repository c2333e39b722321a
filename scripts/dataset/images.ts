// The image pool: every picture in the bundled dataset, drawn from SVG scenes. Documents refer
// to these by name; many documents share one picture, which keeps the repository small.
import { type Emblem, levelIcon, logo, portrait, social } from './art/graphics.ts';
import {
  besideRows,
  frostDawn,
  grapeHarvest,
  orchardBlossom,
  orchardPlatform,
  orchardSprayer,
  vineyardTractor,
} from './art/scenes-field.ts';
import { farmyard, packhouse, showStand, utvVineyard, workshop, workshopWith } from './art/scenes-yard.ts';
import { GIANT, PRODUCT_IMAGES, RED, UNBADGED, VALMARA_GREEN } from './image-products.ts';
import { USED_VIEW_IMAGES } from './image-used-views.ts';
import { HERO, ICON, LOGO, PORTRAIT, type PoolImage, SLIDE } from './pool-image.ts';

export type { PoolImage } from './pool-image.ts';

const heroes: PoolImage[] = [
  {
    name: 'hero-vineyard-tractor',
    ...HERO,
    scene: vineyardTractor(RED, false),
    alt: 'Antonio Carraro tractor working between vine rows in summer',
  },
  {
    name: 'hero-orchard-sprayer',
    ...HERO,
    scene: orchardSprayer,
    alt: 'Air-blast sprayer working down an apple orchard alley',
  },
  {
    name: 'hero-orchard-platform',
    ...HERO,
    scene: orchardPlatform,
    alt: 'Pickers on an electric harvest platform in an apple orchard',
  },
  {
    name: 'hero-orchard-blossom',
    ...HERO,
    scene: orchardBlossom,
    alt: 'Apple orchard in blossom with a Kentish oast house beyond',
  },
  {
    name: 'hero-grape-harvester',
    ...HERO,
    scene: grapeHarvest,
    alt: 'Gregoire grape harvester straddling a vine row at harvest',
  },
  {
    name: 'hero-frost-fan',
    ...HERO,
    scene: frostDawn,
    alt: 'Terreco frost fan standing over a vineyard at dawn',
  },
  {
    name: 'hero-telehandler',
    ...HERO,
    scene: farmyard,
    alt: 'Telehandler stacking apple bins in a farmyard',
  },
  { name: 'hero-workshop', ...HERO, scene: workshop, alt: 'Tractor in for a service in our workshop' },
  // The workshop shot at the end of a used tractor's photos shows a tractor of the listing's make.
  {
    name: 'hero-workshop-valmara',
    ...HERO,
    scene: workshopWith({ colour: VALMARA_GREEN, cab: true, badge: 'VALMARA', rim: '#f2c200' }),
    alt: 'Valmara tractor in for a service in our workshop',
  },
  {
    name: 'hero-workshop-unbadged',
    ...HERO,
    scene: workshopWith({ colour: UNBADGED, cab: true }),
    alt: 'Tractor in for a service in our workshop',
  },
  {
    name: 'hero-show-stand',
    ...HERO,
    scene: showStand,
    alt: 'Our stand at an agricultural show, with tractors, a platform and a UTV',
  },
  {
    name: 'hero-vineyard-valmara',
    ...HERO,
    scene: vineyardTractor('#2e7d32', false),
    alt: 'Valmara vineyard tractor coming down a vine row',
  },
  {
    name: 'hero-de-leafer',
    ...HERO,
    scene: besideRows('vine', 'deleafer', RED, 'OLMI'),
    alt: 'Olmi de-leafer working along a vine row',
  },
  { name: 'hero-corvus', ...HERO, scene: utvVineyard, alt: 'Corvus utility vehicle beside a vineyard' },
  { name: 'hero-packhouse', ...HERO, scene: packhouse, alt: 'Forklift moving apple bins in a packhouse' },
  {
    name: 'hero-orchard-mower',
    ...HERO,
    scene: besideRows('orchard', 'mower', RED),
    alt: 'Tractor and flail mower in an orchard alley',
  },
];

const slides: PoolImage[] = [
  {
    name: 'slide-vineyard-autumn',
    ...SLIDE,
    scene: vineyardTractor('#2e7d32', true),
    alt: 'Valmara vineyard tractor in an autumn vineyard',
  },
  {
    name: 'slide-packhouse-forklift',
    ...SLIDE,
    scene: packhouse,
    alt: 'Orvin forklift moving apple bins at a packhouse',
  },
  {
    name: 'slide-orchard-mower',
    ...SLIDE,
    scene: besideRows('orchard', 'mower', RED),
    alt: 'Tractor and flail mower topping an orchard alley',
  },
  {
    name: 'slide-corvus-utv',
    ...SLIDE,
    scene: utvVineyard,
    alt: 'Corvus utility vehicle on a vineyard headland',
  },
  {
    name: 'slide-de-leafer',
    ...SLIDE,
    // Also an Antonio Carraro's picture at work: the de-leafer bears no maker's name.
    scene: besideRows('vine', 'deleafer', RED),
    alt: 'De-leafer opening the fruit zone of a vine row',
  },
  {
    name: 'slide-vineyard-trimmer',
    ...SLIDE,
    scene: besideRows('vine', 'trimmer', '#2e7d32'),
    alt: 'Tractor with a trimmer cutting back vine canopy',
  },
];

const team: PoolImage[] = (
  [
    ['team-director', '#5b7a99', '#2b2d30', '#d6a77f', '#6b6b6b', 'short'],
    ['team-sales', '#8a5a44', RED, '#e0b591', '#3b2a20', 'long'],
    ['team-workshop', '#4f6b3a', '#1f4e8c', '#b98563', '#2a2a2a', 'bald'],
    ['team-parts', '#6d6a8a', '#3a3d40', '#8d5a3c', '#1b1b1b', 'bun'],
    ['team-engineer', '#7a7f3a', '#e0a100', '#f0c7a4', '#a0522d', 'cap'],
    ['team-office', '#3e6e7a', '#7b3f98', '#c68b62', '#5a3a22', 'long'],
  ] as const
).map(([name, backdrop, shirt, skin, hair, style]) => ({
  name,
  ...PORTRAIT,
  scene: portrait({ backdrop, shirt, skin, hair, style }),
  alt: 'Team member',
}));

const brandLogo = (
  name: string,
  title: string,
  sub: string,
  colour: string,
  emblem: Emblem,
  ink?: string,
): PoolImage => ({
  name: `logo-${name}`,
  ...LOGO,
  scene: logo({ title, sub, colour, emblem, ...(ink ? { ink } : {}) }),
  alt: `${title.charAt(0)}${title.slice(1).toLowerCase()} logo`,
});

const logos: PoolImage[] = [
  {
    name: 'logo-site',
    ...LOGO,
    scene: logo({
      title: 'HARTRIDGE',
      sub: 'FRUIT & VINEYARD MACHINERY',
      colour: RED,
      emblem: 'leaf',
      ink: '#1d1d1b',
    }),
    alt: 'Hartridge Machinery',
  },
  {
    name: 'logo-site-white',
    ...LOGO,
    scene: logo({
      title: 'HARTRIDGE',
      sub: 'FRUIT & VINEYARD MACHINERY',
      colour: '#ffffff',
      emblem: 'leaf',
      ink: '#ffffff',
    }),
    alt: 'Hartridge Machinery',
  },
  brandLogo('rootwave', 'ROOTWAVE', 'ELECTRIC WEEDING', '#2e8b3a', 'leaf'),
  brandLogo('burro', 'BURRO', 'COLLABORATIVE ROBOTS', '#f07c00', 'wheel', '#2b2d30'),
  brandLogo('cep', 'CEP', 'COMPACT ELECTRIC PLATFORMS', '#d7141a', 'bar'),
  brandLogo('terreco', 'TERRECO', 'FROST PROTECTION', '#1f6fb2', 'drop'),
  brandLogo('gregoire', 'GREGOIRE', 'GRAPE HARVESTERS', '#c8102e', 'diamond'),
  brandLogo('corvus', 'CORVUS', 'TERRAIN UTV', '#4a5a2e', 'chevron'),
  brandLogo('mankar', 'MANKAR', 'ULTRA LOW VOLUME SPRAYERS', '#0d7a3e', 'drop'),
  brandLogo('ilmer', 'ILMER', 'FORKLIFTS', '#005aa0', 'gear'),
  brandLogo('friuli', 'FRIULI', 'SPRAYERS', '#1f5fa8', 'ring'),
  brandLogo('olmi', 'OLMI', 'DE-LEAFERS', '#d3212c', 'leaf'),
  brandLogo('orvin', 'ORVIN', 'ROUGH TERRAIN FORKLIFTS', '#f2a900', 'chevron', '#2b2d30'),
  brandLogo('orizzonti', 'ORIZZONTI', 'VINEYARD MACHINERY', '#b5121b', 'bar'),
  brandLogo('giant', 'GIANT', 'COMPACT LOADERS', GIANT, 'gear', '#2b2d30'),
  brandLogo('rough-terrain', 'ROUGH TERRAIN', 'FORKLIFTS', RED, 'diamond', '#2b2d30'),
  brandLogo('antonio-carraro', 'ANTONIO CARRARO', 'TRACTORS', RED, 'wheel'),
  brandLogo('valmara', 'VALMARA', 'VINEYARD TRACTORS', '#2e7d32', 'leaf'),
];

const icons: PoolImage[] = [
  ...(['youtube', 'linkedin', 'instagram', 'twitter', 'facebook'] as const).map((network) => ({
    name: `social-${network}`,
    ...ICON,
    scene: social(network),
    alt: network,
  })),
  ...(['warranty', 'delivery', 'parts', 'service', 'finance', 'hire'] as const).map((kind) => ({
    name: `icon-${kind}`,
    ...ICON,
    scene: levelIcon(kind),
    alt: kind,
  })),
];

export const IMAGE_POOL: readonly PoolImage[] = [
  ...heroes,
  ...slides,
  ...PRODUCT_IMAGES,
  ...USED_VIEW_IMAGES,
  ...team,
  ...logos,
  ...icons,
];
