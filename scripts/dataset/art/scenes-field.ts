// Outdoor scenes: machines at work down vineyard and orchard alleys, at dawn in frost, and
// side-on beside the rows. Each scene draws into a w x h picture.
import { hills, sky } from './landscape.ts';
import { deLeaferSide, frostFan, trimmerSide } from './machines-implements.ts';
import { flailSide } from './machines-mounted.ts';
import {
  grapeHarvesterFront,
  platformRear,
  sprayerRear,
  tractorFront,
  tractorSide,
} from './machines-tractors.ts';
import {
  AUTUMN_LEAVES,
  alley,
  alleyRow,
  type Camera,
  ORCHARD_LEAVES,
  project,
  type RowStyle,
  rowBands,
  VINE_LEAVES,
} from './rows.ts';
import { type Defs, n, place, radialFade, rect, rng, shadow } from './svg-kit.ts';

export type Scene = (defs: Defs, w: number, h: number) => string;

const SUMMER_SKY = { top: '#3f84c8', bottom: '#d4e6f0', clouds: 4 } as const;

function camera(w: number, h: number, horizon = 0.35, eye = 2.4): Camera {
  return { vx: w / 2, horizon: h * horizon, eye, f: w * 0.58 };
}

function vines(extra: Partial<RowStyle> = {}): RowStyle {
  return {
    kind: 'vine',
    spacing: 2.4,
    leaves: VINE_LEAVES,
    ground: '#7da550',
    soil: '#8a6d4f',
    reach: 7,
    ...extra,
  };
}

function orchard(extra: Partial<RowStyle> = {}): RowStyle {
  return {
    kind: 'orchard',
    spacing: 4,
    leaves: ORCHARD_LEAVES,
    ground: '#78a24c',
    soil: '#7d6548',
    reach: 5,
    fruit: { colour: '#c8102e', density: 0.18 },
    ...extra,
  };
}

type SunAt = readonly [x: number, y: number, r: number];

/** The summer sky, its sun at `x`, `y` of the picture's width and height, of radius `r` of its width. */
function summerSky(defs: Defs, w: number, h: number, cam: Camera, seed: string, [x, y, r]: SunAt) {
  const sun = { x: w * x, y: h * y, r: w * r, colour: '#fff3c4' };
  return sky(defs, w, cam.horizon, { ...SUMMER_SKY, sun }, seed);
}

/** Places a front- or rear-view machine (drawn in metres) on the ground at (x, z). */
function standAt(defs: Defs, cam: Camera, x: number, z: number, body: string, width: number): string {
  const [gx, gy] = project(cam, x, 0, z);
  const s = cam.f / z;
  return shadow(defs, gx, gy, s * width * 0.6, s * 0.18) + place(gx, gy, s, body);
}

export function vineyardTractor(colour: string, autumn: boolean): Scene {
  return (defs, w, h) => {
    const cam = camera(w, h);
    const seed = `vineyard-${colour}-${autumn}`;
    return [
      summerSky(defs, w, h, cam, seed, [0.8, 0.12, 0.02]),
      hills(w, cam.horizon, seed, { haze: '#9db7c4', green: autumn ? '#8f9a4a' : '#6f9a4a', oast: w * 0.16 }),
      alley(
        defs,
        w,
        h,
        cam,
        vines(autumn ? { leaves: AUTUMN_LEAVES, fruit: { colour: '#4b1f4f', density: 0.2 } } : {}),
        seed,
      ),
      standAt(defs, cam, 0, 9, tractorFront(defs, colour), 1.7),
    ].join('');
  };
}

export const orchardSprayer: Scene = (defs, w, h) => {
  const cam = camera(w, h, 0.4, 3.6);
  const seed = 'orchard-sprayer';
  const mist = radialFade(defs, 'mist', '#ffffff', 0.75, 0.3);
  const z = 8;
  const s = cam.f / z;
  const [gx, gy] = project(cam, 0, 0, z);
  const random = rng(seed);
  const clouds: string[] = [];
  for (let i = 0; i < 14; i++) {
    const side = i % 2 ? 1 : -1;
    const dx = side * s * (0.9 + random() * 1.6);
    const dy = -s * (0.8 + random() * 1.9);
    const r = s * (0.5 + random() * 0.7);
    clouds.push(
      `<ellipse cx="${n(gx + dx)}" cy="${n(gy + dy)}" rx="${n(r * 1.4)}" ry="${n(r)}" fill="${mist}"/>`,
    );
  }
  return [
    sky(defs, w, cam.horizon, { top: '#6e9fcf', bottom: '#e6eef2', clouds: 3 }, seed),
    hills(w, cam.horizon, seed, { haze: '#a8bfcb', green: '#6f9a4a', trees: 20 }),
    alley(defs, w, h, cam, orchard(), seed),
    standAt(defs, cam, 0, z, sprayerRear(defs, '#1f5fa8'), 2),
    clouds.join(''),
  ].join('');
};

export const orchardPlatform: Scene = (defs, w, h) => {
  const cam = camera(w, h, 0.4, 3.6);
  const seed = 'orchard-platform';
  return [
    summerSky(defs, w, h, cam, seed, [0.2, 0.1, 0.018]),
    hills(w, cam.horizon, seed, { haze: '#9db7c4', green: '#6f9a4a', oast: w * 0.82 }),
    alley(defs, w, h, cam, orchard({ fruit: { colour: '#d62a1e', density: 0.3 } }), seed),
    standAt(
      defs,
      cam,
      0,
      8.5,
      platformRear(defs, '#e30513', ['#2f6fb5', '#e0a100', '#6b8e23', '#7b3f98']),
      3.3,
    ),
  ].join('');
};

export const orchardBlossom: Scene = (defs, w, h) => {
  const cam = camera(w, h, 0.45, 3.8);
  const seed = 'orchard-blossom';
  return [
    sky(defs, w, cam.horizon, { top: '#5a95cf', bottom: '#e3eef3', clouds: 5 }, seed),
    hills(w, cam.horizon, seed, { haze: '#9db7c4', green: '#7aa552', oast: w * 0.7, trees: 24 }),
    alley(
      defs,
      w,
      h,
      cam,
      orchard({
        leaves: ['#6e9e45', '#86b45a', '#f4f0f2', '#f7dbe5', '#eec3d3'],
        fruit: { colour: '#ffffff', density: 0.25 },
      }),
      seed,
    ),
  ].join('');
};

export const grapeHarvest: Scene = (defs, w, h) => {
  const cam = camera(w, h);
  const seed = 'grape-harvest';
  const style = vines({ leaves: AUTUMN_LEAVES, fruit: { colour: '#3c1a45', density: 0.35 } });
  const z = 10;
  const row = style.spacing / 2;
  return [
    sky(defs, w, cam.horizon, { top: '#4a86c0', bottom: '#f0e2c8', clouds: 3 }, seed),
    hills(w, cam.horizon, seed, { haze: '#a9b9c0', green: '#8f9a4a' }),
    alley(defs, w, h, cam, style, seed, { split: { x: row, from: z + 0.4 } }),
    standAt(defs, cam, row, z, grapeHarvesterFront(defs, '#c8102e', 'GREGOIRE'), 3),
    alleyRow(w, cam, style, row, { from: 1.6, to: z - 1.6 }, rng(`${seed}-near`)),
  ].join('');
};

export const frostDawn: Scene = (defs, w, h) => {
  const cam = camera(w, h, 0.55);
  const seed = 'frost-dawn';
  const fanZ = 22;
  const fanX = -4.8;
  const [fx, fy] = project(cam, fanX, 0, fanZ);
  const fan = place(fx, fy, cam.f / fanZ / 10, frostFan(defs, '#2e7d32', 'TERRECO'));
  return [
    sky(
      defs,
      w,
      cam.horizon,
      {
        top: '#2f4d7a',
        bottom: '#f3b98a',
        sun: { x: w * 0.72, y: cam.horizon - 8, r: w * 0.022, colour: '#ffd9a0' },
      },
      seed,
    ),
    hills(w, cam.horizon, seed, { haze: '#7d88a3', green: '#5d6f62', oast: w * 0.25 }),
    alley(
      defs,
      w,
      h,
      cam,
      vines({ leaves: ['#9cc46a', '#b6d47f', '#88b35a'], ground: '#b4c9b9', soil: '#9a948c', reach: 6 }),
      seed,
      { inserts: [{ x: fanX, svg: fan }] },
    ),
  ].join('');
};

type SideMachine = 'mower' | 'deleafer' | 'trimmer';

/**
 * A tractor at work beside the rows, with a trailed or front-mounted implement. The tractor bears
 * no name, as these pictures serve the implement's listings too; `badge` names the de-leafer.
 */
export function besideRows(
  kind: 'vine' | 'orchard',
  machine: SideMachine,
  colour: string,
  badge = '',
): Scene {
  return (defs, w, h) => {
    // Wide frames would make the machine taller than the picture: the focal length follows the height.
    const cam: Camera = { vx: w / 2, horizon: h * 0.42, eye: 2.2, f: Math.min(w, h * 1.75) * 0.9 };
    const seed = `beside-${kind}-${machine}`;
    const style = kind === 'vine' ? vines() : orchard({ fruit: { colour: '#c8102e', density: 0.08 } });
    const z = kind === 'vine' ? 6.5 : 9;
    const s = cam.f / z / 10;
    const [, ground] = project(cam, 0, 0, z);
    const x0 = w * (machine === 'mower' ? 0.3 : 0.12);
    const tractor = tractorSide(defs, { colour, cab: machine !== 'mower' });
    const implement =
      machine === 'mower'
        ? place(x0 - 21.4 * s, ground, s, flailSide(defs, '#e30513', false, 'MOWER'))
        : machine === 'deleafer'
          ? place(x0 + 34 * s, ground, s, deLeaferSide(defs, '#e30513', badge || 'LEAF'))
          : place(x0 + 34 * s, ground, s, trimmerSide(defs, '#1f5fa8'));
    return [
      summerSky(defs, w, h, cam, seed, [0.85, 0.1, 0.02]),
      hills(w, cam.horizon, seed, { haze: '#9db7c4', green: '#6f9a4a', oast: w * 0.12 }),
      rect(0, cam.horizon, w, h - cam.horizon, '#7da550'),
      rowBands(w, cam, style, seed, { nearZ: z + 1.3, rows: 12, gap: style.spacing }),
      rect(0, ground - s * 8, w, h - ground + s * 8, '#6f9845', 'opacity="0.35"'),
      shadow(defs, x0 + 14 * s, ground, 30 * s, 2 * s),
      place(x0, ground, s, tractor),
      implement,
    ].join('');
  };
}

/** A frost fan standing over a vineyard in daylight, tall enough to fill a product shot. */
export const fanInVineyard: Scene = (defs, w, h) => {
  const cam: Camera = { vx: w / 2, horizon: h * 0.62, eye: 2.2, f: w * 0.9 };
  const seed = 'fan-vineyard';
  const floor = h * 0.93;
  const s = (floor - h * 0.06) / 130;
  return [
    sky(defs, w, cam.horizon, { top: '#5d97cf', bottom: '#e4eef3', clouds: 3 }, seed),
    hills(w, cam.horizon, seed, { haze: '#9db7c4', green: '#6f9a4a', oast: w * 0.86 }),
    rect(0, cam.horizon, w, h - cam.horizon, '#7da550'),
    rowBands(w, cam, vines(), seed, { nearZ: 7, rows: 12, gap: 2.4 }),
    shadow(defs, w * 0.42, floor, 12 * s, 2 * s),
    place(w * 0.42, floor, s, frostFan(defs, '#1f6fb2', 'TERRECO')),
  ].join('');
};
