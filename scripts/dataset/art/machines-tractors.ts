// Tractors and the machines seen down an alley. Side views are drawn in decimetres facing right,
// ground at y = 0 and up negative; front and rear views in metres, centred on x = 0.
import { strokeText } from './stroke-font.ts';
import { circle, type Defs, darken, lighten, line, n, poly, rect, vGrad, wheel } from './svg-kit.ts';

export interface TractorStyle {
  colour: string;
  cab: boolean;
  rim?: string;
  /** Isodiametric wheels, as on alpine and narrow articulated tractors. */
  equalWheels?: boolean;
  badge?: string;
  /** Used machines: faded paint, dusty tyres. */
  worn?: boolean;
}

export function glass(defs: Defs): string {
  return defs.add(
    'glass',
    vGrad('glass', [
      [0, '#d9ecf5', 0.92],
      [0.5, '#8fb7c9', 0.85],
      [1, '#48677a', 0.9],
    ]),
  );
}

/**
 * A cab's windscreen seen from the front or behind, in metres: a framed pane centred on x = 0,
 * each edge given as [half its width, its height].
 */
function windscreen(
  defs: Defs,
  [lowHalf, low]: [number, number],
  [highHalf, high]: [number, number],
): string {
  return poly(
    [
      [-lowHalf, low],
      [lowHalf, low],
      [highHalf, high],
      [-highHalf, high],
    ],
    glass(defs),
    'stroke="#1c1e21" stroke-width="0.05"',
  );
}

/** Length about 36 dm, height 25 dm. */
export function tractorSide(defs: Defs, style: TractorStyle): string {
  const colour = style.worn ? mix2(style.colour) : style.colour;
  const body = defs.paint(colour);
  const rearR = style.equalWheels ? 5.8 : 6.8;
  const frontR = style.equalWheels ? 5.8 : 4.8;
  const rim = style.rim ?? (style.worn ? '#b9b2a2' : '#e9e6df');
  const tyre = style.worn ? '#34322e' : '#202224';
  const fenderR = rearR + 0.9;
  const parts = [
    rect(11, -8.6, 22, 3.4, '#2b2d30'),
    wheel(9, -rearR, rearR, { rim, tyre }),
    `<path d="M13 -14.4 L30 -13.8 Q34.8 -13.4 35.4 -10.6 L35.4 -7.4 L13 -7.4 Z" fill="${body}"/>`,
    line(27, -12.8, 26, -8.6, darken(colour, 0.35), 0.45),
    line(28.6, -12.8, 27.6, -8.6, darken(colour, 0.35), 0.45),
    line(30.2, -12.7, 29.2, -8.6, darken(colour, 0.35), 0.45),
    rect(34.5, -12.6, 1.1, 4.6, '#1d1f22'),
    rect(31.4, -13.1, 2.4, 1, '#fff4c2'),
    rect(34.9, -7.4, 2.8, 3.2, '#2b2d30', 'rx="0.4"'),
    rect(15.4, -24.6, 0.9, 10.4, '#3a3d40'),
    rect(15.2, -25.2, 1.3, 0.8, '#1f2022'),
    rect(2.6, -15, 11.8, 2.4, darken(colour, 0.45), 'rx="0.5"'),
    `<path d="M${n(9 - fenderR - 0.8)} ${n(-rearR + 0.4)} A${n(fenderR + 0.8)} ${n(fenderR + 0.8)} 0 0 1 ${n(9 + fenderR + 0.8)} ${n(-rearR + 0.4)} L${n(9 + fenderR - 0.6)} ${n(-rearR + 0.4)} A${n(fenderR - 0.6)} ${n(fenderR - 0.6)} 0 0 0 ${n(9 - fenderR + 0.6)} ${n(-rearR + 0.4)} Z" fill="${body}"/>`,
  ];
  if (style.cab) {
    parts.push(
      poly(
        [
          [3.2, -14.8],
          [14.3, -14.8],
          [13.3, -24],
          [4.2, -24],
        ],
        glass(defs),
        'stroke="#1f2124" stroke-width="0.6" stroke-linejoin="round"',
      ),
      line(9.3, -14.8, 9, -24, '#1f2124', 0.5),
      `<path d="M5 -15 L5.4 -19.5 L7.2 -19.5 L7.4 -15 Z" fill="#26282b" opacity="0.8"/>`,
      line(11.6, -15.2, 12.4, -18.2, '#26282b', 0.5),
      rect(2.3, -25.8, 12.8, 1.9, body, 'rx="0.5"'),
      rect(12.8, -26.6, 1.2, 0.8, '#ffb000', 'rx="0.3"'),
    );
  } else {
    parts.push(
      rect(2.8, -25.4, 1.1, 10.8, '#2b2d30', 'rx="0.3"'),
      rect(2.5, -25.8, 1.7, 1.1, '#f2c200', 'rx="0.3"'),
      `<path d="M4.4 -15 L4.8 -19.2 L7 -19.2 L7.2 -15 Z" fill="#26282b"/>`,
      line(11.6, -15.2, 12.6, -18.6, '#26282b', 0.55),
      `<ellipse cx="12.6" cy="-18.6" rx="1.4" ry="0.4" fill="#26282b"/>`,
    );
  }
  parts.push(wheel(29, -frontR, frontR, { rim, tyre }), rect(14, -6.2, 1.8, 0.6, '#1f2022'));
  if (style.badge) parts.push(strokeText(style.badge, 16.2, -9.3, 1.9, { colour: '#ffffff', weight: 1.7 }));
  return parts.join('');
}

function mix2(colour: string): string {
  return lighten(darken(colour, 0.12), 0.18);
}

/** A narrow vineyard tractor coming towards the camera; about 1.6 m wide, 2.4 m high. */
export function tractorFront(defs: Defs, colour: string): string {
  const body = defs.paint(colour);
  const tyre = (x1: number, x2: number, top: number) =>
    rect(x1, top, x2 - x1, -top, '#1e2022', 'rx="0.1"') +
    Array.from({ length: Math.floor(-top / 0.12) }, (_, i) =>
      line(x1 + 0.03, top + 0.08 + i * 0.12, x2 - 0.03, top + 0.12 + i * 0.12, '#0e0f10', 0.045),
    ).join('');
  return [
    tyre(-0.84, -0.52, -1.28),
    tyre(0.52, 0.84, -1.28),
    windscreen(defs, [0.64, -1.38], [0.56, -2.22]),
    `<path d="M-0.2 -1.45 L-0.2 -1.8 L0.2 -1.8 L0.2 -1.45 Z" fill="#26282b"/>`,
    `<ellipse cx="0" cy="-1.58" rx="0.2" ry="0.05" fill="none" stroke="#26282b" stroke-width="0.035"/>`,
    rect(-0.68, -2.36, 1.36, 0.14, body, 'rx="0.04"'),
    rect(-0.12, -2.44, 0.24, 0.08, '#ffb000', 'rx="0.03"'),
    line(-0.64, -2.05, -0.88, -2.0, '#1c1e21', 0.03),
    line(0.64, -2.05, 0.88, -2.0, '#1c1e21', 0.03),
    rect(-0.95, -2.12, 0.1, 0.2, '#1c1e21'),
    rect(0.85, -2.12, 0.1, 0.2, '#1c1e21'),
    `<path d="M-0.86 -1.3 Q-0.68 -1.46 -0.5 -1.3 L-0.5 -1.22 L-0.86 -1.22 Z" fill="${body}"/>`,
    `<path d="M0.5 -1.3 Q0.68 -1.46 0.86 -1.3 L0.86 -1.22 L0.5 -1.22 Z" fill="${body}"/>`,
    rect(0.3, -2.45, 0.06, 1.2, '#34373a'),
    `<path d="M-0.32 -0.5 L-0.32 -1.16 Q0 -1.26 0.32 -1.16 L0.32 -0.5 Z" fill="${body}"/>`,
    rect(-0.23, -1.06, 0.46, 0.44, '#17181a', 'rx="0.03"'),
    ...[0, 1, 2, 3, 4].map((i) => line(-0.2, -0.98 + i * 0.08, 0.2, -0.98 + i * 0.08, '#3d4044', 0.025)),
    rect(-0.3, -1.15, 0.14, 0.06, '#fff6cc'),
    rect(0.16, -1.15, 0.14, 0.06, '#fff6cc'),
    rect(-0.34, -0.52, 0.68, 0.16, '#2b2d30'),
    rect(-0.6, -0.42, 1.2, 0.08, '#2b2d30'),
    tyre(-0.7, -0.42, -0.86),
    tyre(0.42, 0.7, -0.86),
  ].join('');
}

/** An air-blast sprayer from behind, with the tractor's cab showing over the tank. */
export function sprayerRear(defs: Defs, colour: string): string {
  const tank = defs.paint(colour);
  const rays = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * Math.PI * 2;
    return line(
      Math.cos(a) * 0.12,
      -0.95 + Math.sin(a) * 0.12,
      Math.cos(a) * 0.5,
      -0.95 + Math.sin(a) * 0.5,
      '#4a4e52',
      0.035,
    );
  }).join('');
  const nozzles = Array.from({ length: 9 }, (_, i) => {
    const a = Math.PI * (0.95 + (i / 8) * 1.1);
    return circle(Math.cos(a) * 0.74, -0.95 + Math.sin(a) * 0.74, 0.035, '#e3e3e3');
  }).join('');
  return [
    windscreen(defs, [0.6, -1.5], [0.54, -2.3]),
    rect(-0.66, -2.42, 1.32, 0.13, darken(colour, 0.1)),
    rect(-0.94, -0.74, 0.3, 0.74, '#1e2022', 'rx="0.08"'),
    rect(0.64, -0.74, 0.3, 0.74, '#1e2022', 'rx="0.08"'),
    rect(-0.8, -1.62, 1.6, 0.95, tank, 'rx="0.3"'),
    circle(0, -0.95, 0.78, '#b9bec2'),
    circle(0, -0.95, 0.62, '#2b2e31'),
    `<circle cx="0" cy="-0.95" r="0.42" fill="none" stroke="#4a4e52" stroke-width="0.03"/>`,
    rays,
    circle(0, -0.95, 0.12, '#9aa0a4'),
    nozzles,
    rect(-0.5, -0.2, 1, 0.08, '#2b2d30'),
    rect(-0.74, -0.42, 0.12, 0.1, '#c8102e'),
    rect(0.62, -0.42, 0.12, 0.1, '#c8102e'),
  ].join('');
}

/** A grape harvester straddling the row, from the front; 3 m wide, 3.9 m high. */
export function grapeHarvesterFront(defs: Defs, colour: string, badge: string): string {
  const body = defs.paint(colour);
  const tyre = (x1: number, x2: number) => rect(x1, -1.1, x2 - x1, 1.1, '#1e2022', 'rx="0.12"');
  return [
    rect(-0.95, -2.55, 1.9, 2.55, '#15171a', 'opacity="0.75"'),
    ...[-0.6, -0.3, 0, 0.3, 0.6].map((x) => line(x, -2.4, x, -0.9, '#555a5e', 0.04)),
    tyre(-1.5, -1.05),
    tyre(1.05, 1.5),
    rect(-1.42, -2.7, 0.48, 1.6, body),
    rect(0.94, -2.7, 0.48, 1.6, body),
    rect(-1.5, -3.25, 3, 0.7, body, 'rx="0.06"'),
    rect(-1.5, -2.66, 3, 0.08, darken(colour, 0.4)),
    rect(0.05, -3.72, 1.4, 0.5, '#3a3e42', 'rx="0.05"'),
    poly(
      [
        [-1.4, -3.25],
        [-0.1, -3.25],
        [-0.2, -3.95],
        [-1.3, -3.95],
      ],
      glass(defs),
      'stroke="#1c1e21" stroke-width="0.05"',
    ),
    rect(-1.46, -4.05, 1.42, 0.12, body),
    rect(-1.3, -4.12, 0.2, 0.07, '#ffb000'),
    rect(-1.35, -2.95, 0.3, 0.12, '#fff6cc'),
    rect(1.05, -2.95, 0.3, 0.12, '#fff6cc'),
    strokeText(badge, 0, -2.78, 0.2, { colour: '#ffffff', anchor: 'middle', weight: 1.8 }),
  ].join('');
}

/** A picking platform from behind: deck, rails, bins and pickers reaching into the trees. */
export function platformRear(defs: Defs, colour: string, figureShirts: readonly string[]): string {
  const body = defs.paint(colour);
  const crate = (x: number) =>
    rect(x, -1.55, 0.7, 0.5, '#a7773f') +
    line(x, -1.38, x + 0.7, -1.38, '#7a5428', 0.03) +
    line(x, -1.22, x + 0.7, -1.22, '#7a5428', 0.03);
  const picker = (x: number, shirt: string, reach: number) =>
    [
      line(x - 0.08, -1.05, x - 0.07, -1.5, '#2d3340', 0.1),
      line(x + 0.08, -1.05, x + 0.07, -1.5, '#2d3340', 0.1),
      rect(x - 0.15, -1.95, 0.3, 0.48, shirt, 'rx="0.08"'),
      line(x + Math.sign(reach) * 0.12, -1.88, x + reach, -2.25, darken(shirt, 0.1), 0.08),
      circle(x, -2.08, 0.12, '#c99a7a'),
    ].join('');
  return [
    rect(-0.95, -0.55, 0.26, 0.55, '#1e2022', 'rx="0.06"'),
    rect(0.69, -0.55, 0.26, 0.55, '#1e2022', 'rx="0.06"'),
    rect(-1.1, -0.95, 2.2, 0.45, body, 'rx="0.04"'),
    rect(-1.65, -1.08, 3.3, 0.12, '#9aa0a4'),
    crate(-0.35),
    picker(-1.35, figureShirts[0] ?? '#2f6fb5', -0.45),
    picker(1.35, figureShirts[1] ?? '#e0a100', 0.45),
    picker(-0.75, figureShirts[2] ?? '#6b8e23', -0.35),
    picker(0.75, figureShirts[3] ?? '#b03a2e', 0.35),
    line(-1.62, -1.08, -1.62, -2.0, '#c2c6c9', 0.04),
    line(1.62, -1.08, 1.62, -2.0, '#c2c6c9', 0.04),
    line(-1.62, -1.7, -1.0, -1.7, '#c2c6c9', 0.04),
    line(1.0, -1.7, 1.62, -1.7, '#c2c6c9', 0.04),
    rect(-0.85, -0.75, 0.16, 0.08, '#c8102e'),
    rect(0.69, -0.75, 0.16, 0.08, '#c8102e'),
    rect(-0.3, -0.8, 0.6, 0.14, lighten(colour, 0.25)),
  ].join('');
}
