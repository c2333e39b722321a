// Towed and front-mounted implements in side view, in decimetres facing right (the tractor would
// be on the right), ground at y = 0 and up negative. Each returns SVG in those local units. The
// implements on the three-point linkage are art/machines-mounted.ts.
import { decal, strokeText } from './stroke-font.ts';
import { circle, type Defs, darken, lighten, line, poly, rect, wheel } from './svg-kit.ts';

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
    decal(badge, 15, -17.2, 1.3),
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
    decal(badge, 0, -0.8, 1.2),
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
