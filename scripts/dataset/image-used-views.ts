// Used machines are sold from photographs: each listing has 4 to 6, its main picture then views
// of the same machine in the yard (art/yard-views.ts), as a dealer photographs stock.
import { YARD_VIEWS, type YardView, yardView } from './art/yard-views.ts';
import { drawnMachine } from './image-products.ts';
import { PHOTO, type PoolImage } from './pool-image.ts';

/**
 * The main pictures of used listings: each gets its views in the pool. A listing's pictures show
 * its own make: a make with a drawing of its own (Antonio Carraro, Valmara, Friuli, Giant, Orvin,
 * Ilmer, Orizzonti, Gregoire) has it, any other make an unbadged drawing.
 */
const USED_BASES = [
  'used-tractor',
  'used-tractor-rops',
  'used-tractor-valmara',
  'used-tractor-unbadged',
  'used-tractor-unbadged-rops',
  'product-tractor-rops',
  'used-platform',
  'used-telehandler',
  'used-sprayer',
  'used-sprayer-unbadged',
  'product-cultivator',
  'product-cultivator-unbadged',
  'product-forklift-ilmer',
  'product-forklift-orvin',
  'product-grape-harvester',
  'product-loader-articulated',
  'product-mower',
  'product-mower-unbadged',
  'product-mulcher',
  'product-skid-steer',
  'product-trailer',
  'product-trimmer',
] as const;

const VIEW_WORDS: Record<YardView, string> = {
  front: 'front close-up',
  rear: 'rear close-up',
  detail: 'detail',
  across: 'across our yard',
};

const viewName = (base: string, view: YardView) => `${base}-view-${view}`;

export const USED_VIEW_IMAGES: readonly PoolImage[] = USED_BASES.flatMap((base) => {
  const { machine, alt } = drawnMachine(base);
  return YARD_VIEWS.map((view) => ({
    name: viewName(base, view),
    ...PHOTO,
    // The base's name seeds the sky: every view of one machine is taken on the same day.
    scene: yardView(machine, view, base),
    alt: `${alt}: ${VIEW_WORDS[view]}`,
  }));
});

/** What a view picture shows, for its alt text in a listing; null for other pictures. */
export function viewWords(name: string): string | null {
  const view = YARD_VIEWS.find((v) => name.endsWith(`-view-${v}`));
  return view ? VIEW_WORDS[view] : null;
}

/** A stable small number from a listing's slug, so listings differ in how many photos they have. */
function spread(slug: string, range: number): number {
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % range;
}

/**
 * A used listing's photos: its main picture, then three or four views of the machine; `extra`
 * (a workshop shot, say) goes last. 4 to 6 in all.
 */
export function usedPhotos(base: (typeof USED_BASES)[number], slug: string, extra: string[] = []): string[] {
  const views = YARD_VIEWS.slice(0, 3 + spread(slug, 2)).map((view) => viewName(base, view));
  return [base, ...views, ...extra];
}

export type UsedBase = (typeof USED_BASES)[number];
