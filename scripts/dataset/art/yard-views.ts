// More photographs of one used machine in the yard, as a dealer takes them for a listing: close
// to its front and its rear, a detail, and the machine across the yard. Each is the yard scene
// framed differently, so the views differ visibly yet show the same machine on the same day.

import { type Machine, yard } from './product-shots.ts';
import type { Scene } from './scenes-field.ts';
import { n } from './svg-kit.ts';

export const YARD_VIEWS = ['front', 'rear', 'detail', 'across'] as const;
export type YardView = (typeof YARD_VIEWS)[number];

/** Where a close view looks (fractions of the frame) and how near: the machine faces right. */
const CLOSE: Record<Exclude<YardView, 'across'>, { x: number; y: number; zoom: number }> = {
  front: { x: 0.72, y: 0.62, zoom: 2 },
  rear: { x: 0.28, y: 0.62, zoom: 2 },
  detail: { x: 0.52, y: 0.5, zoom: 2.8 },
};

/** A zoom that keeps the frame covered: the focus moves off centre rather than show an edge. */
function zoomTo(w: number, h: number, view: { x: number; y: number; zoom: number }): string {
  const { zoom } = view;
  const clamp = (value: number, size: number) => Math.min(0, Math.max(size - size * zoom, value));
  const tx = clamp(w / 2 - zoom * view.x * w, w);
  const ty = clamp(h / 2 - zoom * view.y * h, h);
  return `translate(${n(tx)} ${n(ty)}) scale(${zoom})`;
}

/** The machine in the yard seen as `view`; `seed` is the listing's, so its sky stays the same. */
export function yardView(machine: Machine, view: YardView, seed: string): Scene {
  if (view === 'across') return yard(machine, seed, { width: 0.46, shift: 0.2 });
  const scene = yard(machine, seed);
  return (defs, w, h) => `<g transform="${zoomTo(w, h, CLOSE[view])}">${scene(defs, w, h)}</g>`;
}
