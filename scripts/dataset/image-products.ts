// Product photographs: each machine on a studio sweep, and used machines in our yard.
import {
  forkliftSide,
  grapeHarvesterSide,
  loaderSide,
  platformSide,
  robotCartSide,
  skidSteerSide,
  telehandlerSide,
  utvSide,
} from './art/machines-handling.ts';
import { deLeaferSide, sprayerSide, trailerSide, trimmerSide } from './art/machines-implements.ts';
import {
  augerSide,
  cultivatorSide,
  eWeederSide,
  flailSide,
  herbicideUnit,
  spreaderSide,
} from './art/machines-mounted.ts';
import { type TractorStyle, tractorSide } from './art/machines-tractors.ts';
import { type Machine, studio, yard } from './art/product-shots.ts';
import { fanInVineyard, type Scene } from './art/scenes-field.ts';
import { place } from './art/svg-kit.ts';
import { PHOTO, type PoolImage } from './pool-image.ts';

const tractor = (style: TractorStyle): Machine => ({
  draw: (d) => tractorSide(d, style),
  width: 38,
  height: 27,
});
const machine = (draw: Machine['draw'], width: number, height: number, left = 0): Machine => ({
  draw,
  width,
  height,
  left,
});
const withFront = (style: TractorStyle, front: Machine['draw']): Machine => ({
  draw: (d) => tractorSide(d, style) + place(34, 0, 1, front(d)),
  width: 60,
  height: 28,
});

export const RED = '#e30513';
export const GIANT = '#f28a00';
export const VALMARA_GREEN = '#2e7d32';
/**
 * The paint of a machine drawn for a listing of a make with no drawing of its own: a plain slate
 * grey with no name on it, so the picture never shows another maker's colours and badge.
 */
export const UNBADGED = '#5e6e76';
/** The same for implements, lighter so their dark parts still show. */
const UNBADGED_LIGHT = '#8d9aa1';

// The drawings more than one picture shows, each at its proportions.
const sprayer = (colour: string, badge?: string) => machine((d) => sprayerSide(d, colour, badge), 37, 18);
const platform = (shirts: readonly string[]) => machine((d) => platformSide(d, RED, shirts), 43, 30);
const telehandler = (load: 'bins' | 'bale') =>
  machine((d) => telehandlerSide(d, GIANT, 'GIANT', load), 59, 42);
const forklift = (colour: string, badge: string) => machine((d) => forkliftSide(d, colour, badge), 41, 36);
const cultivator = (colour: string, badge?: string) =>
  machine((d) => cultivatorSide(d, colour, badge), 23, 15);

/** Each machine picture's drawing and words, so more views of it can be made (image-used-views.ts). */
const DRAWN = new Map<string, { machine: Machine; alt: string }>();

/** The drawing behind a machine picture of the pool. */
export function drawnMachine(name: string): { machine: Machine; alt: string } {
  const drawn = DRAWN.get(name);
  if (!drawn) throw new Error(`no machine drawing for picture ${name}`);
  return drawn;
}

/** A picture of a drawn machine in a setting (the picture's name seeds the setting's details). */
const drawnIn =
  (setting: (m: Machine, name: string) => Scene) =>
  (name: string, m: Machine, alt: string): PoolImage => {
    DRAWN.set(name, { machine: m, alt });
    return { name, ...PHOTO, scene: setting(m, name), alt };
  };
/** On the studio sweep. */
const product = drawnIn(studio);
/** In our yard, as used machines are photographed. */
const used = drawnIn(yard);

export const PRODUCT_IMAGES: readonly PoolImage[] = [
  product(
    'product-tractor-cab',
    tractor({ colour: RED, cab: true, badge: 'CARRARO' }),
    'Antonio Carraro narrow tractor with cab',
  ),
  product(
    'product-tractor-rops',
    tractor({ colour: RED, cab: false, badge: 'CARRARO' }),
    'Antonio Carraro narrow tractor with roll bar',
  ),
  product(
    'product-tractor-isodiametric',
    tractor({ colour: RED, cab: true, badge: 'CARRARO', equalWheels: true }),
    'Isodiametric tractor with equal-size wheels',
  ),
  product(
    'product-tractor-valmara',
    tractor({ colour: VALMARA_GREEN, cab: true, badge: 'VALMARA', rim: '#f2c200' }),
    'Valmara vineyard tractor with cab',
  ),
  product('product-sprayer-towed', sprayer('#1f5fa8', 'FRIULI'), 'Friuli towed air-blast sprayer'),
  product(
    'product-sprayer-herbicide',
    machine((d) => herbicideUnit(d, '#0d7a3e'), 27, 16, -3.5),
    'Mankar mounted herbicide applicator',
  ),
  product(
    'product-platform',
    platform(['#2f6fb5', '#e0a100', '#6b8e23']),
    'Electric picking platform with pickers and a bin',
  ),
  product(
    'product-grape-harvester',
    machine((d) => grapeHarvesterSide(d, '#c8102e', 'GREGOIRE'), 49, 43),
    'Gregoire self-propelled grape harvester',
  ),
  product('product-telehandler', telehandler('bale'), 'Giant telehandler carrying a round bale'),
  product('product-forklift-orvin', forklift('#f2a900', 'ORVIN'), 'Orvin rough terrain forklift'),
  product('product-forklift-ilmer', forklift('#005aa0', 'ILMER'), 'Ilmer forklift'),
  product('product-forklift-rt', forklift(RED, 'RTF'), 'Rough terrain forklift'),
  product(
    'product-loader-articulated',
    machine((d) => loaderSide(d, GIANT, 'GIANT', false), 48, 30),
    'Giant articulated wheeled loader with bucket',
  ),
  product(
    'product-loader-telescopic',
    machine((d) => loaderSide(d, GIANT, 'GIANT', true), 51, 30),
    'Giant telescopic wheeled loader',
  ),
  product(
    'product-skid-steer',
    machine((d) => skidSteerSide(d, GIANT, 'GIANT'), 31, 24),
    'Skid steer loader with bucket',
  ),
  product(
    'product-mower',
    machine((d) => flailSide(d, RED, false, 'ORIZZONTI'), 23, 12),
    'Orizzonti flail mower for orchards and vineyards',
  ),
  product(
    'product-mower-unbadged',
    machine((d) => flailSide(d, UNBADGED_LIGHT, false), 23, 12),
    'Flail mower for orchards and vineyards',
  ),
  product(
    'product-mulcher',
    machine((d) => flailSide(d, GIANT, true, 'MULCHER'), 23, 14),
    'Heavy-duty pulveriser for prunings',
  ),
  product(
    'product-trailer',
    machine((d) => trailerSide(d, RED), 45, 21),
    'Soft fruit trailer loaded with picking trays',
  ),
  product(
    'product-de-leafer',
    // The carrier tractors of mounted implements bear no name: the listing is the implement's make.
    withFront({ colour: UNBADGED, cab: true }, (d) => deLeaferSide(d, RED, 'OLMI')),
    'Olmi de-leafer mounted on a vineyard tractor',
  ),
  product(
    'product-trimmer',
    withFront({ colour: UNBADGED, cab: true }, (d) => trimmerSide(d, '#1f5fa8')),
    'Vineyard trimmer mounted on a tractor',
  ),
  product(
    'product-cultivator',
    cultivator('#b5121b', 'ORIZZONTI'),
    'Orizzonti cultivator with crumbler roller',
  ),
  product('product-cultivator-unbadged', cultivator(UNBADGED_LIGHT), 'Cultivator with crumbler roller'),
  product(
    'product-spreader',
    machine((d) => spreaderSide(d, '#1f5fa8'), 22, 19),
    'Twin-disc fertiliser spreader',
  ),
  product(
    'product-auger',
    machine((d) => augerSide(d, RED), 25, 18),
    'Tractor-mounted post-hole auger',
  ),
  product(
    'product-utv',
    machine((d) => utvSide(d, '#4a5a2e', 'CORVUS'), 34, 24),
    'Corvus utility vehicle',
  ),
  product(
    'product-robot-cart',
    machine((d) => robotCartSide(d, '#f07c00'), 19, 20),
    'Burro robotic harvest cart carrying crates',
  ),
  product(
    'product-eweeder',
    machine((d) => eWeederSide(d, '#2e8b3a', 'ROOTWAVE'), 25, 18),
    'RootWave electric weeder',
  ),
  { name: 'product-frost-fan', ...PHOTO, scene: fanInVineyard, alt: 'Terreco frost fan in a vineyard' },
  used(
    'used-tractor',
    tractor({ colour: RED, cab: true, badge: 'CARRARO', worn: true }),
    'Used Antonio Carraro tractor in our yard',
  ),
  used(
    'used-tractor-rops',
    tractor({ colour: VALMARA_GREEN, cab: false, badge: 'VALMARA', worn: true }),
    'Used Valmara tractor with roll bar',
  ),
  used(
    'used-tractor-valmara',
    tractor({ colour: VALMARA_GREEN, cab: true, badge: 'VALMARA', rim: '#f2c200', worn: true }),
    'Used Valmara tractor with cab in our yard',
  ),
  // Listings of makes with no drawing of their own (Kubota, Fendt, Aebi and the rest).
  used(
    'used-tractor-unbadged',
    tractor({ colour: UNBADGED, cab: true, worn: true }),
    'Used tractor in our yard',
  ),
  used(
    'used-tractor-unbadged-rops',
    tractor({ colour: UNBADGED, cab: false, worn: true }),
    'Used tractor with roll bar',
  ),
  used('used-platform', platform([]), 'Used picking platform'),
  used('used-telehandler', telehandler('bins'), 'Used Giant telehandler in our yard'),
  used('used-sprayer', sprayer('#1f5fa8', 'FRIULI'), 'Used Friuli towed orchard sprayer'),
  used('used-sprayer-unbadged', sprayer(UNBADGED_LIGHT), 'Used towed orchard sprayer'),
];
