// Loaders, forklifts, utility vehicles and self-propelled harvest machines in side view,
// in decimetres facing right, ground at y = 0 and up negative.
import { glass } from './machines-tractors.ts';
import { decal, strokeText } from './stroke-font.ts';
import { circle, type Defs, darken, figure, lighten, line, poly, rect, wheel } from './svg-kit.ts';

function cab(defs: Defs, x1: number, x2: number, bottom: number, top: number, frame: string): string {
  return [
    poly(
      [
        [x1, bottom],
        [x2, bottom],
        [x2 - 0.8, top],
        [x1 + 0.4, top],
      ],
      glass(defs),
      `stroke="${frame}" stroke-width="0.6" stroke-linejoin="round"`,
    ),
    line((x1 + x2) / 2, bottom, (x1 + x2) / 2 - 0.2, top, frame, 0.45),
    `<path d="M${x1 + 1.4} ${bottom} L${x1 + 1.8} ${bottom - 4} L${x1 + 3.6} ${bottom - 4} L${x1 + 3.8} ${bottom} Z" fill="#26282b" opacity="0.8"/>`,
  ].join('');
}

/** Telehandler with the boom raised and a pallet of apple bins on the forks; 54 dm long. */
export function telehandlerSide(defs: Defs, colour: string, badge: string, load: 'bins' | 'bale'): string {
  const body = defs.paint(colour);
  const angle = -22;
  const loadShape =
    load === 'bins'
      ? `${rect(1.6, -7.4, 9, 6.2, '#a7773f')}${line(1.6, -5.4, 10.6, -5.4, '#7a5428', 0.3)}${line(1.6, -3.4, 10.6, -3.4, '#7a5428', 0.3)}${rect(1.6, -1.2, 9, 1, '#8a5f2e')}`
      : `<rect x="1" y="-11" width="9" height="10.4" rx="2" fill="#d8b45a"/><path d="M1.4 -8 H9.6 M1.4 -4 H9.6" stroke="#b8923c" stroke-width="0.5"/>`;
  return [
    `<g transform="translate(8 -15) rotate(${angle})">`,
    rect(0, -1.8, 38, 3.6, body, 'rx="0.6"'),
    rect(26, -1.3, 14, 2.6, darken(colour, 0.2)),
    strokeText(badge, 12, 0.8, 1.6, { colour: '#ffffff', weight: 1.7 }),
    '</g>',
    `<g transform="translate(45.8 -30.3)">`,
    rect(0, -6, 1.2, 10.5, '#2b2d30'),
    rect(0, 3.6, 12, 0.9, '#2b2d30'),
    `<g transform="translate(0.8 -3.2)">${loadShape}</g>`,
    '</g>',
    line(20, -10, 27, -21, '#9aa0a4', 1.1),
    rect(3, -12, 38, 6, body, 'rx="1"'),
    rect(22, -16.5, 16, 5, body, 'rx="0.8"'),
    ...[0, 1, 2].map((i) => line(30 + i * 1.8, -15.8, 29.4 + i * 1.8, -12.8, darken(colour, 0.35), 0.4)),
    cab(defs, 8, 19, -12, -26, '#1f2124'),
    rect(7.6, -27.2, 12, 1.4, body, 'rx="0.4"'),
    rect(38.6, -10.6, 2.2, 1, '#fff4c2'),
    wheel(10, -6.2, 6.2),
    wheel(33, -6.2, 6.2),
  ].join('');
}

/** Rough terrain forklift: counterweight, overhead guard, mast and forks; 40 dm long. */
export function forkliftSide(defs: Defs, colour: string, badge: string): string {
  const body = defs.paint(colour);
  return [
    rect(26.6, -35, 1.4, 33, '#3a3d40'),
    rect(28.2, -33, 1.2, 31, '#4a4e52'),
    rect(29.4, -12, 1, 10, '#2b2d30'),
    rect(29.4, -3, 11, 1, '#2b2d30'),
    line(29.4, -12, 30.4, -12, '#2b2d30', 0.8),
    `<path d="M0 -6 L0 -15 Q0 -18 3 -18 L9 -18 L9 -6 Z" fill="${darken(colour, 0.15)}"/>`,
    rect(6, -17, 20.6, 11, body, 'rx="0.8"'),
    line(9, -17, 9.5, -31, '#1f2124', 0.9),
    line(21.5, -17, 22.5, -31, '#1f2124', 0.9),
    rect(8.4, -31.8, 15, 1.4, '#1f2124', 'rx="0.3"'),
    ...[0, 1, 2, 3].map((i) => line(10 + i * 3.4, -31.8, 10 + i * 3.4, -30.4, '#4a4e52', 0.4)),
    `<path d="M11 -17 L11.6 -22 L14 -22 L14.2 -17 Z" fill="#26282b"/>`,
    line(18, -17.4, 19.4, -21.6, '#26282b', 0.6),
    line(21, -14, 26.6, -19, '#9aa0a4', 0.8),
    decal(badge, 16, -10, 1.8),
    wheel(6.5, -5.2, 5.2),
    wheel(22, -5.6, 5.6),
  ].join('');
}

/** Articulated wheeled loader with a bucket; 46 dm long. */
export function loaderSide(defs: Defs, colour: string, badge: string, telescopic: boolean): string {
  const body = defs.paint(colour);
  const armEnd: [number, number] = telescopic ? [43, -12] : [40, -6];
  return [
    line(22, -15, armEnd[0], armEnd[1], darken(colour, 0.2), 2.4),
    telescopic ? line(30, -12.6, armEnd[0], armEnd[1], '#9aa0a4', 1.4) : '',
    `<path d="M${armEnd[0] - 2} ${armEnd[1] + 5} L${armEnd[0] - 2} ${armEnd[1] - 5} L${armEnd[0] + 4} ${armEnd[1] - 4} L${armEnd[0] + 7} ${armEnd[1] + 5} Z" fill="${darken(colour, 0.1)}"/>`,
    line(armEnd[0] - 2, armEnd[1] + 5, armEnd[0] + 7, armEnd[1] + 5, '#3a3d40', 0.6),
    `<path d="M0 -7 L0 -15 Q0 -18 3 -18 L15 -18 L15 -7 Z" fill="${body}"/>`,
    ...[0, 1, 2].map((i) => line(2 + i * 1.6, -16.6, 2 + i * 1.6, -12, darken(colour, 0.35), 0.4)),
    rect(14, -13, 14, 6, body, 'rx="0.6"'),
    cab(defs, 13, 22, -15, -28, '#1f2124'),
    rect(12.4, -29.2, 10.6, 1.4, darken(colour, 0.2), 'rx="0.4"'),
    rect(3, -19.6, 1, 2, '#2b2d30'),
    decal(badge, 7.4, -12.6, 1.6),
    wheel(8, -5.4, 5.4),
    wheel(31, -5.4, 5.4),
  ].join('');
}

/** Skid steer loader: boxy body, caged cab, side arms and bucket; 30 dm long. */
export function skidSteerSide(defs: Defs, colour: string, badge: string): string {
  const body = defs.paint(colour);
  return [
    rect(2, -16, 16, 12, body, 'rx="1"'),
    cab(defs, 5, 14, -12, -22, '#1f2124'),
    rect(4.4, -23, 10, 1.2, '#1f2124'),
    ...[0, 1, 2].map((i) => line(6.5 + i * 2.6, -21, 6.3 + i * 2.6, -12.6, '#1f2124', 0.35)),
    `<path d="M1 -19 L4 -20 L22 -9 L22 -6 Z" fill="${darken(colour, 0.15)}"/>`,
    `<path d="M21 -1 L21 -10 L27 -9.4 L30 -1 Z" fill="#3a3d40"/>`,
    decal(badge, 8, -9, 1.4),
    wheel(5.4, -3.6, 3.6),
    wheel(15, -3.6, 3.6),
  ].join('');
}

/** Side-by-side utility vehicle with roll cage and cargo bed; 33 dm long. */
export function utvSide(defs: Defs, colour: string, badge: string): string {
  const body = defs.paint(colour);
  return [
    rect(1, -13.6, 11, 5, darken(colour, 0.25), 'rx="0.5"'),
    rect(0.6, -14.2, 11.8, 1, '#2b2d30'),
    `<path d="M11 -8 L11 -11 L24 -11 Q30 -11 33 -8.6 L33 -6 L11 -6 Z" fill="${body}"/>`,
    line(12.5, -11, 13.4, -22.5, '#1f2124', 0.8),
    line(20.5, -11, 19.6, -22.5, '#1f2124', 0.8),
    line(24, -11, 20.4, -22, '#1f2124', 0.6),
    poly(
      [
        [23.6, -11.2],
        [20.4, -21.6],
        [21.2, -21.6],
        [24.4, -11.2],
      ],
      glass(defs),
    ),
    rect(12.2, -23.4, 9.4, 1.2, '#1f2124', 'rx="0.4"'),
    `<path d="M14 -11 L14.4 -15.4 L16.6 -15.4 L16.8 -11 Z" fill="#26282b"/>`,
    rect(30.6, -10.2, 1.8, 0.8, '#fff4c2'),
    decal(badge, 18, -7.4, 1.4),
    wheel(7, -3.8, 3.8),
    wheel(27, -3.8, 3.8),
  ].join('');
}

/** Robotic follow-me harvest cart with crates and a sensor mast; 18 dm long. */
export function robotCartSide(defs: Defs, colour: string): string {
  const body = defs.paint(colour);
  return [
    rect(1, -6, 17, 3.2, body, 'rx="0.8"'),
    rect(2, -10.4, 7, 4.2, '#3b9158', 'rx="0.2"'),
    rect(9.6, -10.4, 7, 4.2, '#2f7d4a', 'rx="0.2"'),
    rect(2, -14.4, 7, 4, '#3b9158', 'rx="0.2"'),
    rect(15.6, -18, 0.8, 12, '#3a3d40'),
    rect(14.4, -19.6, 3.2, 1.8, '#1f2022', 'rx="0.4"'),
    circle(17.2, -18.7, 0.5, '#5fd3ff'),
    wheel(4, -2.4, 2.4, { rim: '#6c7175' }),
    wheel(15, -2.4, 2.4, { rim: '#6c7175' }),
  ].join('');
}

/** Battery picking platform: deck, rails, bins and pickers; 42 dm long. */
export function platformSide(defs: Defs, colour: string, shirts: readonly string[]): string {
  const body = defs.paint(colour);
  const crate = (x: number) =>
    `${rect(x, -17.2, 9, 5.8, '#a7773f')}${line(x, -15.2, x + 9, -15.2, '#7a5428', 0.3)}${line(x, -13.3, x + 9, -13.3, '#7a5428', 0.3)}`;
  return [
    rect(4, -10, 34, 5.6, body, 'rx="0.6"'),
    rect(0, -11.4, 42, 1.4, '#9aa0a4'),
    crate(14),
    // An empty crew list draws the platform parked, as in a used-stock photograph.
    shirts.length > 0 ? figure(6, -11.4, 17, shirts[0] ?? '#2f6fb5', 'up') : '',
    shirts.length > 1 ? figure(29, -11.4, 16.5, shirts[1] ?? '#e0a100', 'up') : '',
    shirts.length > 2 ? figure(36, -11.4, 17.2, shirts[2] ?? '#6b8e23') : '',
    ...[0, 7, 14, 21, 28, 35, 42].map((x) => line(x, -11.4, x, -21, '#c2c6c9', 0.5)),
    line(0, -21, 42, -21, '#c2c6c9', 0.5),
    line(0, -16.4, 42, -16.4, '#c2c6c9', 0.4),
    decal('ELECTRIC', 21, -6, 1.5),
    wheel(8, -2.6, 2.6, { rim: '#9aa0a4' }),
    wheel(34, -2.6, 2.6, { rim: '#9aa0a4' }),
  ].join('');
}

/** Self-propelled grape harvester: tall straddle body, cab at the front, hoppers; 52 dm long. */
export function grapeHarvesterSide(defs: Defs, colour: string, badge: string): string {
  const body = defs.paint(colour);
  return [
    rect(3, -30, 45, 20, body, 'rx="1.2"'),
    rect(3, -22, 45, 1.4, lighten(colour, 0.6)),
    rect(6, -35, 24, 5, '#4a4e52', 'rx="0.6"'),
    rect(6, -35.6, 24, 1, '#6c7175'),
    cab(defs, 34, 47, -30, -40, '#1f2124'),
    rect(33.4, -41.4, 14, 1.6, body, 'rx="0.4"'),
    rect(31, -42, 1.2, 12, '#3a3d40'),
    rect(7, -10, 3, 4, '#3a3d40'),
    rect(41, -10, 3, 4, '#3a3d40'),
    ...[0, 1, 2, 3, 4].map((i) => line(21 + i * 1.2, -19, 21 + i * 1.2, -12, '#1f2022', 0.4)),
    strokeText(badge, 12, -24.2, 2.2, { colour: '#ffffff', weight: 1.7 }),
    rect(46, -28.6, 1.8, 1, '#fff4c2'),
    wheel(11, -6.4, 6.4),
    wheel(41, -6.4, 6.4),
  ].join('');
}
