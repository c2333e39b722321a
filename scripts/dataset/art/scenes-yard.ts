// The scenes around the business: workshop, show stand, farmyard, packhouse and the Corvus on a
// vineyard headland. The product shots are art/product-shots.ts.
import { hills, sky } from './landscape.ts';
import { forkliftSide, platformSide, telehandlerSide, utvSide } from './machines-handling.ts';
import { type TractorStyle, tractorSide } from './machines-tractors.ts';
import { rowBands, VINE_LEAVES } from './rows.ts';
import type { Scene } from './scenes-field.ts';
import { strokeText } from './stroke-font.ts';
import { type Defs, darken, figure, line, place, poly, rect, rng, shadow, verticalFade } from './svg-kit.ts';

function workshopScene(defs: Defs, w: number, h: number, tractor: TractorStyle): string {
  const floor = h * 0.86;
  const back = h * 0.62;
  const door = { x: w * 0.66, w: w * 0.26 };
  const tools = Array.from({ length: 9 }, (_, i) =>
    line(
      w * 0.06 + i * w * 0.022,
      back * 0.36,
      w * 0.06 + i * w * 0.022,
      back * 0.36 + h * (0.06 + (i % 3) * 0.02),
      '#3a3d40',
      5,
    ),
  ).join('');
  return [
    rect(0, 0, w, back, '#d5d9dc'),
    ...Array.from({ length: 40 }, (_, i) => line(i * (w / 40), 0, i * (w / 40), back, '#c3c8cc', 2)),
    rect(door.x, back * 0.18, door.w, back * 0.82, '#9cc3df'),
    rect(door.x, back * 0.7, door.w, back * 0.3, '#79a44b'),
    rect(door.x - 10, back * 0.16, door.w + 20, 16, '#3a3d40'),
    ...[0.15, 0.4, 0.65, 0.88].map((x) => rect(w * x, h * 0.03, w * 0.08, 10, '#fffbe6')),
    rect(w * 0.04, back * 0.3, w * 0.22, h * 0.2, '#8a6f4e'),
    tools,
    rect(w * 0.04, back * 0.76, w * 0.2, h * 0.04, '#5a5f63'),
    rect(w * 0.05, back * 0.8, w * 0.06, back * 0.2, '#e30513'),
    ...[0, 1, 2].map((i) =>
      line(w * 0.055, back * 0.84 + i * 22, w * 0.105, back * 0.84 + i * 22, '#9a000b', 3),
    ),
    strokeText('HARTRIDGE SERVICE', w * 0.43, back * 0.22, h * 0.045, {
      colour: '#e30513',
      anchor: 'middle',
      weight: 2,
    }),
    rect(0, back, w, h - back, verticalFade(defs, 'shopFloor', '#a5abaf', '#7d8387')),
    line(0, floor + 30, w, floor + 30, '#f2c200', 8),
    shadow(defs, w * 0.42, floor, w * 0.2, 16),
    place(w * 0.26, floor, (h * 0.5) / 26, tractorSide(defs, tractor)),
    figure(w * 0.64, floor + 4, h * 0.42, '#1f4e8c'),
    figure(w * 0.12, floor - 10, h * 0.38, '#e30513'),
  ].join('');
}

/** The workshop with a tractor in for a service: `workshop` has a red Carraro in. */
export const workshopWith =
  (tractor: TractorStyle): Scene =>
  (defs, w, h) =>
    workshopScene(defs, w, h, tractor);
export const workshop: Scene = workshopWith({ colour: '#e30513', cab: true, badge: 'CARRARO' });

export const showStand: Scene = (defs, w, h) => {
  const horizon = h * 0.5;
  const floor = h * 0.88;
  const seed = 'show-stand';
  const random = rng(seed);
  const tentTop = horizon - h * 0.34;
  const stripes = Array.from({ length: 12 }, (_, i) =>
    rect(w * 0.08 + i * w * 0.07, tentTop + h * 0.12, w * 0.035, h * 0.3, i % 2 ? '#ffffff' : '#f3f3f3'),
  ).join('');
  const peaks = [0, 1, 2, 3].map((i) => {
    const x = w * 0.08 + i * w * 0.21;
    return poly(
      [
        [x, tentTop + h * 0.12],
        [x + w * 0.105, tentTop],
        [x + w * 0.21, tentTop + h * 0.12],
      ],
      '#ffffff',
      'stroke="#d7d9db" stroke-width="2"',
    );
  });
  const flags = [0.03, 0.94].map(
    (x) =>
      `${line(w * x, floor - h * 0.05, w * x, horizon - h * 0.3, '#6c7175', 4)}<path d="M${w * x} ${horizon - h * 0.3} Q${w * x + 60} ${horizon - h * 0.28} ${w * x + 50} ${horizon} L${w * x} ${horizon} Z" fill="#e30513"/>`,
  );
  const crowd = Array.from({ length: 9 }, () => {
    const shirts = ['#2f6fb5', '#6b8e23', '#7b3f98', '#e0a100', '#3a3d40', '#b03a2e'];
    return figure(
      w * (0.05 + random() * 0.9),
      floor + h * (0.02 + random() * 0.08),
      h * 0.26,
      shirts[Math.floor(random() * shirts.length)] ?? '#3a3d40',
    );
  });
  return [
    sky(defs, w, horizon, { top: '#4f8fd0', bottom: '#dfecf3', clouds: 4 }, seed),
    hills(w, horizon, seed, { haze: '#9db7c4', green: '#6f9a4a' }),
    rect(0, horizon, w, h - horizon, '#7aa552'),
    ...peaks,
    rect(w * 0.08, tentTop + h * 0.12, w * 0.84, h * 0.3, '#fafafa'),
    stripes,
    rect(w * 0.08, tentTop + h * 0.12, w * 0.84, h * 0.06, '#e30513'),
    strokeText('HARTRIDGE MACHINERY', w / 2, tentTop + h * 0.16, h * 0.03, {
      colour: '#ffffff',
      anchor: 'middle',
      weight: 2,
    }),
    ...flags,
    shadow(defs, w * 0.22, floor, w * 0.13, 12),
    place(
      w * 0.1,
      floor,
      (h * 0.36) / 26,
      tractorSide(defs, { colour: '#e30513', cab: true, badge: 'CARRARO' }),
    ),
    shadow(defs, w * 0.52, floor, w * 0.14, 12),
    place(w * 0.38, floor, (h * 0.3) / 21, platformSide(defs, '#e30513', ['#2f6fb5', '#e0a100', '#6b8e23'])),
    shadow(defs, w * 0.82, floor, w * 0.1, 12),
    place(w * 0.72, floor, (h * 0.26) / 23, utvSide(defs, '#4a5a2e', 'CORVUS')),
    ...crowd,
  ].join('');
};

/** A steel-framed barn with stacked apple bins, and a telehandler loading them. */
export const farmyard: Scene = (defs, w, h) => {
  const horizon = h * 0.58;
  const floor = h * 0.9;
  const seed = 'farmyard';
  const bins: string[] = [];
  for (let row = 0; row < 3; row++) {
    for (let i = 0; i < 4 - row; i++) {
      const x = w * 0.64 + i * w * 0.07 + row * w * 0.035;
      const y = floor - (row + 1) * h * 0.1;
      bins.push(
        rect(x, y, w * 0.066, h * 0.095, '#a7773f'),
        line(x, y + h * 0.03, x + w * 0.066, y + h * 0.03, '#7a5428', 3),
      );
    }
  }
  return [
    sky(
      defs,
      w,
      horizon,
      {
        top: '#3f84c8',
        bottom: '#dcebf3',
        clouds: 3,
        sun: { x: w * 0.1, y: h * 0.12, r: 24, colour: '#fff3c4' },
      },
      seed,
    ),
    hills(w, horizon, seed, { haze: '#9db7c4', green: '#6f9a4a', oast: w * 0.9 }),
    poly(
      [
        [w * 0.5, horizon + 6],
        [w * 0.5, h * 0.2],
        [w * 0.72, h * 0.08],
        [w * 0.96, h * 0.2],
        [w * 0.96, horizon + 6],
      ],
      '#7d8a86',
    ),
    ...Array.from({ length: 23 }, (_, i) =>
      line(w * 0.5 + i * w * 0.02, h * 0.2, w * 0.5 + i * w * 0.02, horizon + 6, '#6a7773', 2),
    ),
    rect(w * 0.56, h * 0.3, w * 0.18, horizon - h * 0.3 + 6, '#30383a'),
    rect(0, horizon, w, h - horizon, darken('#a9adae', 0.05)),
    ...bins,
    shadow(defs, w * 0.3, floor, w * 0.2, 14),
    place(w * 0.08, floor, (h * 0.6) / 42, telehandlerSide(defs, '#e30513', 'HARTRIDGE', 'bins')),
  ].join('');
};

/** A packhouse loading bay: a forklift carrying a bin past stacks of bins. */
export const packhouse: Scene = (defs, w, h) => {
  const floor = h * 0.88;
  const back = h * 0.6;
  const stacks: string[] = [];
  for (let i = 0; i < 6; i++) {
    for (let k = 0; k < 2 + (i % 2); k++) {
      const x = w * 0.05 + i * w * 0.1;
      const y = back - (k + 1) * h * 0.11;
      stacks.push(
        rect(x, y, w * 0.09, h * 0.1, '#a7773f'),
        line(x, y + h * 0.035, x + w * 0.09, y + h * 0.035, '#7a5428', 3),
      );
    }
  }
  return [
    rect(0, 0, w, back, '#cfd4d7'),
    ...Array.from({ length: 30 }, (_, i) => line(i * (w / 30), 0, i * (w / 30), back, '#bcc2c6', 2)),
    rect(w * 0.68, back * 0.15, w * 0.28, back * 0.85, '#9cc3df'),
    rect(w * 0.68, back * 0.8, w * 0.28, back * 0.2, '#79a44b'),
    ...stacks,
    rect(0, back, w, h - back, '#9ea4a8'),
    line(0, floor + 20, w, floor + 20, '#f2c200', 6),
    shadow(defs, w * 0.5, floor, w * 0.2, 14),
    place(w * 0.32, floor, (h * 0.62) / 36, forkliftSide(defs, '#f2a900', 'ORVIN')),
  ].join('');
};

/** The Corvus utility vehicle on the headland of a vineyard. */
export const utvVineyard: Scene = (defs, w, h) => {
  const cam = { vx: w / 2, horizon: h * 0.42, eye: 2.2, f: w * 0.9 };
  const seed = 'utv-vineyard';
  const floor = h * 0.86;
  return [
    sky(defs, w, cam.horizon, { top: '#3f84c8', bottom: '#d4e6f0', clouds: 3 }, seed),
    hills(w, cam.horizon, seed, { haze: '#9db7c4', green: '#6f9a4a', oast: w * 0.85 }),
    rect(0, cam.horizon, w, h - cam.horizon, '#7da550'),
    rowBands(
      w,
      cam,
      { kind: 'vine', spacing: 2.4, leaves: VINE_LEAVES, ground: '#7da550', soil: '#8a6d4f' },
      seed,
      {
        nearZ: 9,
        rows: 12,
        gap: 2.4,
      },
    ),
    rect(0, floor - h * 0.08, w, h, '#8a9a5a', 'opacity="0.5"'),
    shadow(defs, w * 0.48, floor, w * 0.26, 14),
    place(w * 0.24, floor, (h * 0.5) / 24, utvSide(defs, '#4a5a2e', 'CORVUS')),
  ].join('');
};
