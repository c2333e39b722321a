// Implements on the three-point linkage, in side view: decimetres facing right (the tractor would
// be on the right), ground at y = 0 and up negative. Each returns SVG in those local units.
import { decal, fitCap } from './stroke-font.ts';
import { circle, type Defs, darken, lighten, line, n, poly, rect, wheel } from './svg-kit.ts';

/** Category II three-point headstock: the A-frame every mounted implement hangs from. */
function headstock(x: number, top: number, colour: string): string {
  return [
    line(x, -3, x + 2.2, top, colour, 0.9),
    line(x + 2.2, top, x + 2.2, -3, colour, 0.9),
    circle(x, -3, 0.6, '#2b2d30'),
    circle(x + 2.2, top, 0.6, '#2b2d30'),
  ].join('');
}

/** Tractor-mounted herbicide unit: small tank, shrouded boom and castor wheel; 22 dm long. */
export function herbicideUnit(defs: Defs, colour: string): string {
  const body = defs.paint(colour);
  return [
    rect(4, -14, 10, 7, '#f2f2f0', 'rx="1"'),
    rect(4, -10.5, 10, 0.6, '#c9c9c5'),
    rect(7.5, -15, 3, 1, '#2b2d30', 'rx="0.4"'),
    rect(2, -7, 16, 1.2, body),
    poly(
      [
        [0, -4],
        [6, -4],
        [7, -1.2],
        [-0.5, -1.2],
      ],
      body,
    ),
    rect(-0.5, -1.4, 7.5, 0.5, '#2b2d30'),
    line(3, -5.8, 3, -4, '#2b2d30', 0.6),
    wheel(-2, -1.4, 1.4, { rim: '#9aa0a4', lugs: false }),
    line(-2, -1.4, 0.5, -5, '#2b2d30', 0.5),
    headstock(18, -12, darken(colour, 0.2)),
  ].join('');
}

/** Flail mower or mulcher: angular hood, side skid, rear roller and headstock; 22 dm long. */
export function flailSide(defs: Defs, colour: string, heavy: boolean, badge = ''): string {
  const body = defs.paint(colour);
  const top = heavy ? -8 : -7;
  return [
    poly(
      [
        [0.6, -2.2],
        [2.6, top],
        [17.4, top],
        [19.6, top + 3],
        [19.6, -1.4],
        [0.6, -1.4],
      ],
      body,
    ),
    poly(
      [
        [4.4, -0.2],
        [17.4, -0.2],
        [18.6, -1.4],
        [18.6, -3.6],
        [3.6, -3.6],
        [3.6, -1.4],
      ],
      '#3a3d40',
    ),
    ...[6, 9, 12, 15].map((x) => circle(x, -2.6, 0.3, '#9aa0a4')),
    heavy
      ? [0, 1, 2, 3, 4, 5, 6]
          .map((i) => line(19.8 + i * 0.3, -3, 19.8 + i * 0.3, -0.3, '#1f2022', 0.25))
          .join('')
      : '',
    circle(2.2, -2, 2, '#6c7175'),
    circle(2.2, -2, 1.3, '#9aa0a4'),
    circle(2.2, -2, 0.4, '#3a3d40'),
    rect(11.5, top - 2.4, 3.6, 2.4, '#3a3d40', 'rx="0.4"'),
    line(15.1, top - 1.2, 21, top - 2.2, '#8e9498', 0.6),
    headstock(19.2, top - 5, darken(colour, 0.25)),
    badge ? decal(badge, 9.6, top + 2.7, fitCap(badge, 11, 1.8)) : '',
  ].join('');
}

/** Rotary or tined cultivator with crumbler roller; 20 dm long. */
export function cultivatorSide(defs: Defs, colour: string, badge = ''): string {
  const body = defs.paint(colour);
  const tines = Array.from({ length: 7 }, (_, i) =>
    line(5.6 + i * 1.7, -5.4, 5.2 + i * 1.7, -0.3, '#3a3d40', 0.55),
  ).join('');
  const bars = Array.from({ length: 10 }, (_, i) => {
    const a = (i / 10) * Math.PI * 2;
    return circle(2.8 + Math.cos(a) * 2.4, -2.6 + Math.sin(a) * 2.4, 0.3, '#5a5f63');
  }).join('');
  return [
    tines,
    rect(4, -9.6, 15, 4.4, body, 'rx="0.6"'),
    rect(8.5, -12.6, 4.6, 3, '#3a3d40', 'rx="0.4"'),
    `<circle cx="2.8" cy="-2.6" r="2.5" fill="none" stroke="#6c7175" stroke-width="0.3"/>`,
    bars,
    line(2.8, -2.6, 5, -7, darken(colour, 0.3), 0.7),
    headstock(19, -14, darken(colour, 0.25)),
    badge ? decal(badge, 11.5, -6.4, 1.4) : '',
  ].join('');
}

/** Twin-disc fertiliser spreader: hopper, frame, spinners; 16 dm long, 16 dm high. */
export function spreaderSide(defs: Defs, colour: string): string {
  const body = defs.paint(colour);
  return [
    poly(
      [
        [1, -17],
        [17, -17],
        [12.5, -8.5],
        [5.5, -8.5],
      ],
      body,
    ),
    rect(0.6, -17.8, 16.8, 1.2, darken(colour, 0.3), 'rx="0.3"'),
    rect(5.8, -8.5, 6.4, 1.6, '#3a3d40'),
    `<ellipse cx="6" cy="-6" rx="3.4" ry="0.6" fill="#9aa0a4"/>`,
    `<ellipse cx="12" cy="-6" rx="3.4" ry="0.6" fill="#9aa0a4"/>`,
    line(3, 0, 5, -8, '#2b2d30', 0.8),
    line(15, 0, 13, -8, '#2b2d30', 0.8),
    rect(2, -0.5, 14, 0.5, '#2b2d30'),
    headstock(16.5, -14, darken(colour, 0.2)),
    rect(3, -14.5, 12, 0.5, lighten(colour, 0.3)),
  ].join('');
}

/** Post-hole borer: boom off the headstock, gearbox and a helical auger; 24 dm long. */
export function augerSide(defs: Defs, colour: string): string {
  const body = defs.paint(colour);
  const flight = Array.from({ length: 9 }, (_, i) => {
    const y = -10 + i * 1.1;
    return `<path d="M${n(2)} ${n(y)} L${n(6)} ${n(y + 0.8)}" stroke="#7f868b" stroke-width="0.5" stroke-linecap="round"/>`;
  }).join('');
  return [
    rect(3.5, -12, 1, 12, '#5a5f63'),
    flight,
    poly(
      [
        [3.5, 0],
        [4.5, 0],
        [4, 1],
      ],
      '#5a5f63',
    ),
    rect(1.8, -15, 4.4, 3.4, body, 'rx="0.5"'),
    rect(4, -15.6, 17, 1.6, body),
    line(16, -10, 8, -14.6, '#2b2d30', 0.6),
    headstock(20, -16, darken(colour, 0.25)),
  ].join('');
}

/** Electrical weeder: generator cabinet on a mounted frame, angled applicator bars; 24 dm long. */
export function eWeederSide(defs: Defs, colour: string, badge: string): string {
  const body = defs.paint(colour);
  return [
    rect(5, -17, 12, 9, body, 'rx="0.8"'),
    ...[0, 1, 2, 3].map((i) => line(6.5, -15.4 + i * 1.5, 10, -15.4 + i * 1.5, darken(colour, 0.3), 0.35)),
    decal(badge, 12.4, -11, fitCap(badge, 8.4, 1.2)),
    rect(3, -8, 17, 1.4, '#3a3d40'),
    line(4, -6.6, 0.5, -0.8, '#6c7175', 0.7),
    line(8, -6.6, 4.5, -0.8, '#6c7175', 0.7),
    line(12, -6.6, 8.5, -0.8, '#6c7175', 0.7),
    rect(-0.5, -1, 10, 0.6, '#f2c200'),
    `<path d="M17 -12 C19 -12 20 -10 20 -8" fill="none" stroke="#f2c200" stroke-width="0.5"/>`,
    headstock(20, -15, '#3a3d40'),
  ].join('');
}
