// SVG primitives shared by every scene: a seeded random source, colour arithmetic, gradients,
// wheels and shadows. Everything returns SVG text so scenes stay plain string functions, and
// numbers are rounded so the same inputs always give the same bytes.

/** Rounds to one decimal: small files, and no float noise between runs. */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export function pts(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
}

/** mulberry32 seeded from a string: the same scene name always draws the same leaves. */
export function rng(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function channels(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  const out = ca.map((c, i) => Math.round(c + ((cb[i] ?? 0) - c) * t));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

export type Stop = readonly [offset: number, colour: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('');
}

/** A vertical (top to bottom) linear gradient in object units. */
export function vGrad(id: string, list: readonly Stop[]): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops(list)}</linearGradient>`;
}

export function hGrad(id: string, list: readonly Stop[]): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">${stops(list)}</linearGradient>`;
}

export function rGrad(id: string, list: readonly Stop[]): string {
  return `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5">${stops(list)}</radialGradient>`;
}

/** One colour fading to nothing at its rim: opacity `centre` at the middle, `mid` at 0.6 of the way. */
export function radialFade(defs: Defs, id: string, colour: string, centre: number, mid: number): string {
  return defs.add(
    id,
    rGrad(id, [
      [0, colour, centre],
      [0.6, colour, mid],
      [1, colour, 0],
    ]),
  );
}

/** A two-colour vertical gradient, `top` to `bottom`, written once per image as `id`: its fill. */
export function verticalFade(defs: Defs, id: string, top: string, bottom: string): string {
  return defs.add(
    id,
    vGrad(id, [
      [0, top],
      [1, bottom],
    ]),
  );
}

/** Body paint: a lit top edge fading to a shaded underside, named after the colour. */
export function paint(colour: string): { id: string; def: string } {
  const id = `paint${colour.slice(1)}`;
  return {
    id,
    def: vGrad(id, [
      [0, lighten(colour, 0.28)],
      [0.45, colour],
      [1, darken(colour, 0.3)],
    ]),
  };
}

/** Collects gradient definitions so each is written once per image. */
export class Defs {
  private readonly items = new Map<string, string>();

  add(id: string, def: string): string {
    if (!this.items.has(id)) this.items.set(id, def);
    return `url(#${id})`;
  }

  paint(colour: string): string {
    const p = paint(colour);
    return this.add(p.id, p.def);
  }

  toString(): string {
    return `<defs>${[...this.items.values()].join('')}</defs>`;
  }
}

export function svgDoc(width: number, height: number, defs: Defs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs}${body}</svg>`;
}

export interface WheelStyle {
  rim?: string;
  tyre?: string;
  /** Lugs on the tread: agricultural tyres have them, forklift cushions do not. */
  lugs?: boolean;
}

/** A tyre seen from the side, in the caller's coordinates. */
export function wheel(cx: number, cy: number, r: number, style: WheelStyle = {}): string {
  const tyre = style.tyre ?? '#202224';
  const rim = style.rim ?? '#d8d8d8';
  const lugs = style.lugs ?? true;
  const lugLen = (2 * Math.PI * (r - r * 0.06)) / 28;
  const bolts = Array.from({ length: 6 }, (_, i) => {
    const a = (i / 6) * Math.PI * 2;
    return `<circle cx="${n(cx + Math.cos(a) * r * 0.2)}" cy="${n(cy + Math.sin(a) * r * 0.2)}" r="${n(r * 0.035)}" fill="#555"/>`;
  }).join('');
  return [
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${tyre}"/>`,
    lugs
      ? `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.94)}" fill="none" stroke="#0d0e0f" stroke-width="${n(r * 0.12)}" stroke-dasharray="${n(lugLen * 0.55)} ${n(lugLen * 0.45)}"/>`
      : '',
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.7)}" fill="none" stroke="#34373a" stroke-width="${n(r * 0.05)}"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.55)}" fill="${rim}"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.42)}" fill="${darken(rim, 0.12)}"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.28)}" fill="${lighten(rim, 0.2)}"/>`,
    bolts,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.09)}" fill="#3a3a3a"/>`,
  ].join('');
}

/** A soft contact shadow under a machine. */
export function shadow(defs: Defs, cx: number, cy: number, rx: number, ry: number, opacity = 0.35): string {
  const fill = radialFade(defs, 'shadow', '#000000', 1, 0.5);
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" opacity="${opacity}"/>`;
}

/** Places a drawing made in local units (x to the right, y up from the ground as negatives). */
export function place(x: number, y: number, scale: number, body: string, flip = false): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${flip ? -scale : scale} ${scale})">${body}</g>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function poly(points: readonly (readonly [number, number])[], fill: string, extra = ''): string {
  return `<polygon points="${pts(points)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round"/>`;
}

/** A standing figure, feet at (x, y), h tall: pickers on platforms, visitors at a show. */
export function figure(x: number, y: number, h: number, shirt: string, arms: 'down' | 'up' = 'down'): string {
  const u = h / 10;
  const armPath =
    arms === 'up'
      ? `M${n(x - u * 0.9)} ${n(y - u * 6.9)} L${n(x - u * 2)} ${n(y - u * 9.2)} M${n(x + u * 0.9)} ${n(y - u * 6.9)} L${n(x + u * 2)} ${n(y - u * 9.4)}`
      : `M${n(x - u * 1)} ${n(y - u * 6.8)} L${n(x - u * 1.4)} ${n(y - u * 4.2)} M${n(x + u * 1)} ${n(y - u * 6.8)} L${n(x + u * 1.4)} ${n(y - u * 4.2)}`;
  return [
    `<path d="M${n(x - u * 0.5)} ${n(y)} L${n(x - u * 0.45)} ${n(y - u * 4.4)} M${n(x + u * 0.5)} ${n(y)} L${n(x + u * 0.45)} ${n(y - u * 4.4)}" stroke="#2d3340" stroke-width="${n(u * 0.8)}" stroke-linecap="round"/>`,
    `<path d="${armPath}" stroke="${darken(shirt, 0.1)}" stroke-width="${n(u * 0.65)}" stroke-linecap="round"/>`,
    `<rect x="${n(x - u * 1.1)}" y="${n(y - u * 7.4)}" width="${n(u * 2.2)}" height="${n(u * 3.4)}" rx="${n(u * 0.7)}" fill="${shirt}"/>`,
    `<circle cx="${n(x)}" cy="${n(y - u * 8.5)}" r="${n(u * 0.95)}" fill="#c99a7a"/>`,
    `<path d="M${n(x - u * 0.95)} ${n(y - u * 8.6)} A${n(u * 0.95)} ${n(u * 0.95)} 0 0 1 ${n(x + u * 0.95)} ${n(y - u * 8.6)} Z" fill="#3b2a20"/>`,
  ].join('');
}
