// The shape of a picture in the image pool, and the sizes the site asks for (SPEC §9).
import type { Scene } from './art/scenes-field.ts';

export interface PoolImage {
  name: string;
  width: number;
  height: number;
  format: 'jpg' | 'png';
  scene: Scene;
  /** What the picture shows; documents may say it more specifically. */
  alt: string;
}

export const HERO = { width: 1900, height: 860, format: 'jpg' } as const;
export const SLIDE = { width: 1400, height: 800, format: 'jpg' } as const;
export const PHOTO = { width: 1200, height: 900, format: 'jpg' } as const;
export const PORTRAIT = { width: 800, height: 600, format: 'jpg' } as const;
export const LOGO = { width: 600, height: 200, format: 'png' } as const;
export const ICON = { width: 128, height: 128, format: 'png' } as const;
