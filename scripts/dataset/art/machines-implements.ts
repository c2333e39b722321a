// Implements in side view, in decimetres facing right (the tractor would be on the right),
// ground at y = 0 and up negative. Each returns SVG in those local units.
import { fitCap, strokeText } from './stroke-font.ts';
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

/** Towed air-blast orchard sprayer: fan drum at the back, tank, axle and drawbar; 34 dm long. */
export function sprayerSide(defs: Defs, colour: string, badge = ''): string {
  const tank = defs.paint(colour);
  return [
    rect(0.5, -15.2, 5.2, 12, '#b9bec2', 'rx="1.2"'),
    rect(1.2, -14.2, 3.8, 10, '#8e9498', 'rx="1"'),
    ...[0, 1, 2, 3, 4, 5].map((i) => line(1.4, -13 + i * 1.6, 4.8, -13 + i * 1.6, '#6c7175', 0.25)),
    `<path d="M5 -5 L5 -12.5 Q5 -15.5 9 -15.5 L23 -15.5 Q27.5 -15.5 27.5 -10.5 L27.5 -6 Q27.5 -5 26 -5 Z" fill="${tank}"/>`,
    rect(13, -16.6, 4, 1.3, darken(colour, 0.3), 'rx="0.5"'),
    rect(5, -6.2, 22.5, 0.9, darken(colour, 0.35)),
    badge
      ? strokeText(badge, 16, -9, 2, { colour: lighten(colour, 0.85), anchor: 'middle', weight: 1.6 })
      : '',
    line(27, -5.2, 36, -5.6, '#2b2d30', 1),
    rect(33, -5.6, 0.6, 5.6, '#2b2d30'),
    rect(32, -0.4, 2.6, 0.4, '#2b2d30'),
    wheel(15, -3.8, 3.8, { rim: '#d9d9d9' }),
    ...[0, 1, 2].map((i) => circle(1.4 + i * 1.6, -15.6, 0.35, '#4a4e52')),
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
    badge
      ? strokeText(badge, 9.6, top + 2.7, fitCap(badge, 11, 1.8), {
          colour: '#ffffff',
          anchor: 'middle',
          weight: 1.7,
        })
      : '',
  ].join('');
}

/** Soft fruit trailer: low deck, stacked picking trays, tandem axle, drawbar; 44 dm long. */
export function trailerSide(defs: Defs, colour: string): string {
  const chassis = defs.paint(colour);
  const trays: string[] = [];
  for (let layer = 0; layer < 4; layer++) {
    for (let i = 0; i < 5; i++) {
      const x = 1.5 + i * 6.6;
      const y = -10.6 - layer * 2.6;
      trays.push(rect(x, y, 6.2, 2.4, layer % 2 ? '#2f7d4a' : '#3b9158', 'rx="0.2"'));
      trays.push(rect(x + 0.6, y + 0.5, 5, 0.5, '#c8102e', 'opacity="0.8"'));
    }
  }
  return [
    rect(0, -8.2, 36, 1.4, '#c2c6c9'),
    rect(0, -10.6, 36, 2.4, '#9aa0a4', 'opacity="0.5"'),
    ...[0, 9, 18, 27, 36].map((x) => line(x, -10.6, x, -8.2, '#8e9498', 0.4)),
    trays.join(''),
    rect(2, -6.8, 32, 1.6, chassis),
    line(34, -6, 44, -5.4, darken(colour, 0.2), 1),
    circle(44, -5.4, 0.8, '#2b2d30'),
    rect(40, -5.4, 0.6, 5.4, '#2b2d30'),
    wheel(15.4, -3.4, 3.4, { rim: '#d9d9d9' }),
    wheel(23.2, -3.4, 3.4, { rim: '#d9d9d9' }),
    rect(0, -7.4, 0.8, 0.8, '#c8102e'),
  ].join('');
}

/** Front-mounted leaf remover: slide post, arm, drum head and blower; 22 dm long. */
export function deLeaferSide(defs: Defs, colour: string, badge: string): string {
  const body = defs.paint(colour);
  const ribs = Array.from({ length: 9 }, (_, i) =>
    line(4.6 + i * 0.9, -16.4, 4.6 + i * 0.9, -5.6, '#7a8085', 0.25),
  );
  return [
    rect(19, -16, 2.2, 13, '#3a3d40'),
    rect(8, -18.6, 14, 1.8, body),
    rect(3.6, -17, 10, 12, '#c9cdd0', 'rx="1"'),
    ...ribs,
    rect(3.6, -17.4, 10, 1.4, body, 'rx="0.4"'),
    rect(3.6, -6, 10, 1.2, body, 'rx="0.4"'),
    circle(13.6, -20.4, 3.2, body),
    circle(13.6, -20.4, 2.2, '#2b2e31'),
    ...[0, 1, 2, 3, 4, 5].map((i) => {
      const a = (i / 6) * Math.PI * 2;
      return line(13.6, -20.4, 13.6 + Math.cos(a) * 2, -20.4 + Math.sin(a) * 2, '#6c7175', 0.25);
    }),
    `<path d="M21 -10 C24 -10 24 -14 22 -16" fill="none" stroke="#1f2022" stroke-width="0.4"/>`,
    rect(21.2, -4, 2.4, 3.4, '#3a3d40'),
    strokeText(badge, 15, -17.2, 1.3, { colour: '#ffffff', anchor: 'middle', weight: 1.7 }),
  ].join('');
}

/** Frost protection fan: power unit, tapered 10 m mast, gearbox and two-blade rotor. */
export function frostFan(defs: Defs, colour: string, badge: string): string {
  const body = defs.paint(colour);
  return [
    poly(
      [
        [-1.4, 0],
        [1.4, 0],
        [0.6, -98],
        [-0.6, -98],
      ],
      '#a9aeb2',
    ),
    ...[1, 2, 3, 4, 5, 6, 7].map((i) =>
      line(-1.3 + i * 0.09, -i * 12, 1.3 - i * 0.09, -i * 12, '#7f868b', 0.35),
    ),
    rect(-7, -9, 14, 9, body, 'rx="0.8"'),
    rect(-6, -7, 5, 4, darken(colour, 0.3)),
    ...[0, 1, 2, 3].map((i) => line(1, -7 + i * 1.2, 6, -7 + i * 1.2, darken(colour, 0.35), 0.35)),
    strokeText(badge, 0, -0.8, 1.2, { colour: '#ffffff', anchor: 'middle', weight: 1.7 }),
    rect(-2.4, -101, 5.4, 3.6, body, 'rx="0.8"'),
    `<ellipse cx="3.8" cy="-99.2" rx="4" ry="29" fill="#e9ecee" opacity="0.3"/>`,
    '<g transform="rotate(-38 3.7 -99.2)">',
    `<path d="M3 -99 Q7 -112 4.6 -128 Q2.2 -112 3 -99 Z" fill="#f4f5f6" stroke="#9aa0a4" stroke-width="0.3"/>`,
    `<path d="M3 -99.4 Q6.2 -86 4.6 -70 Q1.6 -86 3 -99.4 Z" fill="#d5d9dc" stroke="#9aa0a4" stroke-width="0.3"/>`,
    '</g>',
    circle(3.7, -99.2, 1.5, '#3a3d40'),
  ].join('');
}

/** Hedge-cutting vineyard trimmer: mounting frame, arm and an inverted-L of cutter bars. */
export function trimmerSide(defs: Defs, colour: string): string {
  const body = defs.paint(colour);
  const teeth = (x1: number, x2: number, y: number) =>
    Array.from({ length: Math.floor((x2 - x1) / 0.8) }, (_, i) =>
      poly(
        [
          [x1 + i * 0.8, y],
          [x1 + i * 0.8 + 0.4, y + 0.7],
          [x1 + i * 0.8 + 0.8, y],
        ],
        '#d9dde0',
      ),
    ).join('');
  return [
    rect(24, -14, 2.4, 11, '#3a3d40'),
    rect(10, -16, 16, 1.8, body),
    line(20, -8, 24, -14, '#2b2d30', 0.7),
    rect(2, -26, 12, 1.4, '#6c7175'),
    teeth(2, 14, -24.6),
    rect(2, -25.8, 1.4, 21, '#6c7175'),
    `<g transform="rotate(90 2.7 -15)">${teeth(-8, 12, -14.4)}</g>`,
    rect(12, -24.8, 2.2, 9, body, 'rx="0.5"'),
    circle(13.1, -17, 1.4, '#2b2d30'),
    `<path d="M14 -17 C17 -17 19 -15 22 -15" fill="none" stroke="#1f2022" stroke-width="0.4"/>`,
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
    badge ? strokeText(badge, 11.5, -6.4, 1.4, { colour: '#ffffff', anchor: 'middle', weight: 1.7 }) : '',
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
    strokeText(badge, 12.4, -11, fitCap(badge, 8.4, 1.2), {
      colour: '#ffffff',
      anchor: 'middle',
      weight: 1.7,
    }),
    rect(3, -8, 17, 1.4, '#3a3d40'),
    line(4, -6.6, 0.5, -0.8, '#6c7175', 0.7),
    line(8, -6.6, 4.5, -0.8, '#6c7175', 0.7),
    line(12, -6.6, 8.5, -0.8, '#6c7175', 0.7),
    rect(-0.5, -1, 10, 0.6, '#f2c200'),
    `<path d="M17 -12 C19 -12 20 -10 20 -8" fill="none" stroke="#f2c200" stroke-width="0.5"/>`,
    headstock(20, -15, '#3a3d40'),
  ].join('');
}
