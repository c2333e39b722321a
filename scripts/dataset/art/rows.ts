// Crop rows drawn in true one-point perspective (a camera at head height looking down an alley)
// or side-on as receding bands, and the leaf colours of vines and orchards.
import { circle, type Defs, darken, line, mix, poly, rect, rng, verticalFade } from './svg-kit.ts';

export interface Camera {
  /** Vanishing point. */
  vx: number;
  horizon: number;
  /** Eye height in metres. */
  eye: number;
  /** Focal length in pixels. */
  f: number;
}

export function project(cam: Camera, x: number, y: number, z: number): [number, number] {
  return [cam.vx + (cam.f * x) / z, cam.horizon + (cam.f * (cam.eye - y)) / z];
}

/** The corners of a strip of ground `half` metres either side of `x`, from depth `near` to `far`. */
function groundStrip(cam: Camera, x: number, half: number, near: number, far: number): [number, number][] {
  return [
    project(cam, x - half, 0, near),
    project(cam, x - half, 0, far),
    project(cam, x + half, 0, far),
    project(cam, x + half, 0, near),
  ];
}

export interface RowStyle {
  kind: 'vine' | 'orchard';
  spacing: number;
  leaves: readonly string[];
  /** Fruit or blossom dots on the canopy face. */
  fruit?: { colour: string; density: number };
  ground: string;
  soil: string;
  /** Row offsets beyond which rows are not drawn. */
  reach?: number;
}

const Z_NEAR = 1.6;
const Z_FAR = 260;

export interface AlleyOptions {
  /** Rows on the centre line (a harvester straddling one) instead of an interrow there. */
  rowOnCentre?: boolean;
  /** Things standing among the rows, drawn before every row nearer the centre than `x`. */
  inserts?: readonly { x: number; svg: string }[];
  /** The row at `x` starts at depth `from`: its nearer part is drawn by the caller with
   * `alleyRow` after a machine that straddles it. */
  split?: { x: number; from: number };
}

function span(a: number, b: number) {
  return { from: Math.min(a, b), to: Math.max(a, b) };
}

/** One row of trunks, posts and canopy between two depths. */
export function alleyRow(
  w: number,
  cam: Camera,
  style: RowStyle,
  x: number,
  depth: { from: number; to: number },
  random: () => number,
): string {
  const parts: string[] = [];
  const low = style.kind === 'vine' ? 0.75 : 0.7;
  const high = style.kind === 'vine' ? 1.95 : 3.4;
  const side = x === 0 ? 1 : Math.sign(x);
  const half = style.kind === 'vine' ? 0.25 : 0.6;
  const face = x === 0 ? 0 : x - side * half;
  const { from, to } = span(depth.from, depth.to);
  parts.push(poly(groundStrip(cam, x, 0.5, from, to), style.soil));
  const trunkGap = style.kind === 'vine' ? 1.2 : 1.0;
  for (let z = Math.min(to, Z_FAR / 4); z >= Math.max(3, from); z -= trunkGap * (z > 30 ? 4 : 1)) {
    const [bx, by] = project(cam, x, 0, z);
    const [, ty] = project(cam, x, low + 0.1, z);
    parts.push(line(bx, by, bx, ty, '#5a4632', Math.max(0.6, (cam.f * 0.09) / z)));
  }
  for (let z = Math.max(6, Math.ceil(from / 6) * 6); z < Math.min(120, to); z += 6) {
    const [px, py] = project(cam, face, 0, z);
    const [, pt] = project(cam, face, high + 0.15, z);
    parts.push(line(px, py, px, pt, '#8b8f91', Math.max(0.6, (cam.f * 0.07) / z)));
  }
  // The canopy band, seen on its inner face (both faces for a row on the centre line).
  const faces = x === 0 ? [-half, half] : [face];
  for (const fx of faces) {
    parts.push(
      poly(
        [
          project(cam, fx, high, from),
          project(cam, fx, high - 0.2, to),
          project(cam, fx, low + 0.15, to),
          project(cam, fx, low, from),
        ],
        darken(style.leaves[0] ?? '#3f6b2a', 0.25),
      ),
    );
  }
  // Leaves are spread evenly in 1/z, which is even on screen.
  const nearest = Math.max(2, from, (cam.f * Math.abs(face)) / (w * 0.6));
  const farthest = Math.min(90, to);
  if (nearest >= farthest) return parts.join('');
  const count = Math.round(Math.min(900, 20000 / Math.max(1, Math.abs(face))) * (x === 0 ? 1.5 : 1));
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const z = 1 / (1 / nearest - random() * (1 / nearest - 1 / farthest));
    const y = low + random() * (high - low + 0.12);
    const taper = style.kind === 'orchard' ? 1 - ((y - low) / (high - low)) * 0.5 : 1;
    const lean = x === 0 ? (random() - 0.5) * 2 * half : side * (random() - 0.2) * half * taper;
    const [px, py] = project(cam, face + lean, y, z);
    const r = (cam.f * (style.kind === 'vine' ? 0.075 : 0.12)) / z;
    const leaf = style.leaves[Math.floor(random() * style.leaves.length)] ?? '#4d7c2f';
    dots.push(circle(px, py, Math.max(0.7, r), leaf));
    if (style.fruit && random() < style.fruit.density) {
      const fy = style.kind === 'vine' ? low + 0.05 + random() * 0.3 : y;
      const [fx, fyy] = project(cam, face + lean - side * 0.05, fy, z);
      dots.push(circle(fx, fyy, Math.max(0.6, r * 0.45), style.fruit.colour));
    }
  }
  parts.push(dots.join(''));
  return parts.join('');
}

/** Ground, under-row strips, trunks, posts and canopy for every row of a perspective alley. */
export function alley(
  defs: Defs,
  w: number,
  h: number,
  cam: Camera,
  style: RowStyle,
  seed: string,
  options: AlleyOptions = {},
): string {
  const random = rng(`${seed}-alley`);
  const groundFill = verticalFade(
    defs,
    `ground${style.ground.slice(1)}`,
    mix(style.ground, '#b9c9a0', 0.4),
    darken(style.ground, 0.18),
  );
  const parts = [rect(0, cam.horizon, w, h - cam.horizon, groundFill)];
  const reach = style.reach ?? 8;
  const first = options.rowOnCentre ? 1 : 0.5;
  const offsets: number[] = options.rowOnCentre ? [0] : [];
  for (let k = 0; k < reach; k++) offsets.push(-(k + first) * style.spacing, (k + first) * style.spacing);
  // Outer rows first: an inner row hides the far end of the rows beyond it.
  offsets.sort((a, b) => Math.abs(b) - Math.abs(a));
  // Wheelings: the worn tracks down the middle of each alley next to the camera.
  const tracks = options.rowOnCentre
    ? [
        -style.spacing / 2 - 0.65,
        -style.spacing / 2 + 0.65,
        style.spacing / 2 - 0.65,
        style.spacing / 2 + 0.65,
      ]
    : [-0.65, 0.65];
  for (const tx of tracks) {
    parts.push(poly(groundStrip(cam, tx, 0.2, Z_NEAR, Z_FAR), mix(style.ground, style.soil, 0.35)));
  }
  const pending = [...(options.inserts ?? [])].sort((a, b) => Math.abs(b.x) - Math.abs(a.x));
  for (const x of offsets) {
    while (pending.length > 0 && Math.abs(pending[0]?.x ?? 0) > Math.abs(x))
      parts.push(pending.shift()?.svg ?? '');
    const from = options.split && Math.abs(options.split.x - x) < 0.01 ? options.split.from : Z_NEAR;
    parts.push(alleyRow(w, cam, style, x, { from, to: Z_FAR }, random));
  }
  for (const item of pending) parts.push(item.svg);
  return parts.join('');
}

/** Side-on rows receding towards the horizon; the nearest row stops at `nearZ`. */
export function rowBands(
  w: number,
  cam: Camera,
  style: RowStyle,
  seed: string,
  options: { nearZ: number; rows: number; gap: number },
): string {
  const random = rng(`${seed}-bands`);
  const low = style.kind === 'vine' ? 0.75 : 0.7;
  const high = style.kind === 'vine' ? 1.95 : 3.3;
  const parts: string[] = [];
  for (let i = options.rows - 1; i >= 0; i--) {
    const z = options.nearZ + i * options.gap;
    const s = cam.f / z;
    const [, ground] = project(cam, 0, 0, z);
    const [, top] = project(cam, 0, high, z);
    const [, bottom] = project(cam, 0, low, z);
    parts.push(rect(0, ground - s * 0.12, w, s * 0.24, style.soil));
    for (let x = (random() * s) % (s * 1.2); x < w; x += s * 1.2) {
      parts.push(line(x, ground, x, bottom, '#5a4632', Math.max(0.6, s * 0.08)));
    }
    parts.push(rect(0, top + s * 0.1, w, bottom - top, darken(style.leaves[0] ?? '#3f6b2a', 0.28)));
    const count = Math.min(900, Math.round((w / s) * 26));
    const dots: string[] = [];
    for (let k = 0; k < count; k++) {
      const x = random() * w;
      const y = top + random() * (bottom - top);
      const leaf = style.leaves[Math.floor(random() * style.leaves.length)] ?? '#4d7c2f';
      dots.push(circle(x, y, Math.max(0.7, s * (style.kind === 'vine' ? 0.13 : 0.2)), leaf));
      if (style.fruit && random() < style.fruit.density) {
        const fy = style.kind === 'vine' ? bottom - random() * s * 0.35 : y;
        dots.push(circle(x + s * 0.05, fy, Math.max(0.6, s * 0.06), style.fruit.colour));
      }
    }
    parts.push(dots.join(''));
    for (let x = (random() * s * 6) % (s * 6); x < w; x += s * 6) {
      parts.push(line(x, ground, x, top - s * 0.1, '#8b8f91', Math.max(0.6, s * 0.07)));
    }
  }
  return parts.join('');
}

export const VINE_LEAVES = ['#3f7a2c', '#4f8c34', '#5f9e3c', '#36682a', '#6aa545'] as const;
export const AUTUMN_LEAVES = ['#b8892c', '#a8662a', '#c9a23a', '#7e8a2e', '#9c4e28'] as const;
export const ORCHARD_LEAVES = ['#2f6a2a', '#3d7d31', '#4a8c38', '#2a5a26', '#58983f'] as const;
