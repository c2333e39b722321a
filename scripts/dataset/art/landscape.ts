// Landscapes: skies, and Wealden hills with an oast house. The crop rows in front of them are
// drawn by art/rows.ts.
import { circle, type Defs, darken, mix, n, poly, rect, rng, verticalFade } from './svg-kit.ts';

export interface SkyStyle {
  top: string;
  bottom: string;
  sun?: { x: number; y: number; r: number; colour: string };
  clouds?: number;
}

export function sky(defs: Defs, w: number, horizon: number, style: SkyStyle, seed: string): string {
  const fill = verticalFade(
    defs,
    `sky${style.top.slice(1)}${style.bottom.slice(1)}`,
    style.top,
    style.bottom,
  );
  const parts = [rect(0, 0, w, horizon + 40, fill)];
  if (style.sun) {
    const { x, y, r, colour } = style.sun;
    parts.push(
      circle(x, y, r * 4, colour, 'opacity="0.12"'),
      circle(x, y, r * 2.2, colour, 'opacity="0.22"'),
      circle(x, y, r, mix(colour, '#ffffff', 0.55)),
    );
  }
  const random = rng(`${seed}-clouds`);
  for (let i = 0; i < (style.clouds ?? 0); i++) {
    const cx = random() * w;
    const cy = horizon * (0.12 + random() * 0.45);
    const size = w * (0.04 + random() * 0.05);
    const puffs = Array.from({ length: 5 }, (_, k) => {
      const dx = (k - 2) * size * 0.55;
      const r = size * (0.45 + (k === 2 ? 0.3 : random() * 0.2));
      return circle(cx + dx, cy - r * 0.3, r, '#ffffff');
    }).join('');
    parts.push(
      `<g opacity="0.85">${puffs}<rect x="${n(cx - size * 1.6)}" y="${n(cy - size * 0.15)}" width="${n(size * 3.2)}" height="${n(size * 0.3)}" rx="${n(size * 0.15)}" fill="#ffffff"/></g>`,
    );
  }
  return parts.join('');
}

/** A ridge line across the picture, filled down to `bottom`. */
function ridge(
  w: number,
  base: number,
  amp: number,
  bottom: number,
  colour: string,
  random: () => number,
): string {
  const steps = 9;
  let d = `M0 ${n(bottom)} L0 ${n(base - amp * random())}`;
  for (let i = 1; i <= steps; i++) {
    const x = (i / steps) * w;
    const y = base - amp * random();
    const cx = x - w / steps / 2;
    d += ` Q${n(cx)} ${n(base - amp * (0.6 + random() * 0.8))} ${n(x)} ${n(y)}`;
  }
  return `<path d="${d} L${n(w)} ${n(bottom)} Z" fill="${colour}"/>`;
}

/** Two or three layers of rolling hills with hedgerow trees; optionally a Kentish oast house. */
export function hills(
  w: number,
  horizon: number,
  seed: string,
  options: { haze: string; green: string; oast?: number; trees?: number } = {
    haze: '#9db7c4',
    green: '#6f9a4a',
  },
): string {
  const random = rng(`${seed}-hills`);
  const far = mix(options.haze, options.green, 0.25);
  const mid = mix(options.haze, options.green, 0.6);
  const parts = [
    ridge(w, horizon - 10, horizon * 0.16, horizon + 5, far, random),
    ridge(w, horizon + 2, horizon * 0.08, horizon + 8, mid, random),
  ];
  const trees = options.trees ?? 14;
  for (let i = 0; i < trees; i++) {
    const x = random() * w;
    const r = 6 + random() * 12;
    parts.push(circle(x, horizon - r * 0.5, r, darken(mid, 0.15 + random() * 0.1)));
  }
  if (options.oast !== undefined) parts.push(oastHouse(options.oast, horizon + 4, horizon * 0.32));
  return parts.join('');
}

/** The round kiln, conical roof and white cowl of a Kent oast, with its barn. */
export function oastHouse(x: number, ground: number, height: number): string {
  const u = height / 10;
  return [
    rect(x - u * 8, ground - u * 4.2, u * 7.4, u * 4.2, '#a65a3c'),
    poly(
      [
        [x - u * 8.4, ground - u * 4.2],
        [x - u * 4.3, ground - u * 6.4],
        [x - u * 0.2, ground - u * 4.2],
      ],
      '#5b3b2e',
    ),
    rect(x - u * 1.6, ground - u * 4.8, u * 3.2, u * 4.8, '#b86a48'),
    poly(
      [
        [x - u * 1.9, ground - u * 4.8],
        [x, ground - u * 9],
        [x + u * 1.9, ground - u * 4.8],
      ],
      '#4a3028',
    ),
    poly(
      [
        [x - u * 0.45, ground - u * 8.7],
        [x + u * 0.6, ground - u * 8.9],
        [x + u * 0.6, ground - u * 10],
        [x - u * 0.2, ground - u * 9.7],
      ],
      '#f4f1ea',
    ),
  ].join('');
}
