// Product shots: a machine on the clean grey sweep of a studio, or a used machine in the
// dealer's yard, fitted to the frame.
import { sky } from './landscape.ts';
import type { Scene } from './scenes-field.ts';
import { type Defs, line, place, rect, rng, shadow, verticalFade } from './svg-kit.ts';

/** A drawing in local units with its extent, so a scene can fit it to the frame. */
export interface Machine {
  draw: (defs: Defs) => string;
  /** Local width and height, in the drawing's units. */
  width: number;
  height: number;
  /** Local x where the drawing starts (some overhang to the left of 0). */
  left?: number;
}

function fitMachine(
  defs: Defs,
  machine: Machine,
  w: number,
  floor: number,
  maxW: number,
  maxH: number,
): string {
  const s = Math.min(maxW / machine.width, maxH / machine.height);
  const x = (w - machine.width * s) / 2 - (machine.left ?? 0) * s;
  return (
    shadow(
      defs,
      x + ((machine.left ?? 0) + machine.width / 2) * s,
      floor,
      machine.width * s * 0.56,
      s * 1.6,
    ) + place(x, floor, s, machine.draw(defs))
  );
}

/** The clean grey sweep of a product photograph. */
export function studio(machine: Machine): Scene {
  return (defs, w, h) => {
    const floor = h * 0.8;
    const wall = verticalFade(defs, 'studioWall', '#fbfbfc', '#dde1e5');
    const ground = verticalFade(defs, 'studioFloor', '#d3d8dc', '#eef0f2');
    return [
      rect(0, 0, w, floor, wall),
      rect(0, floor - h * 0.05, w, h - floor + h * 0.05, ground),
      rect(0, h - 10, w, 10, '#e30513'),
      fitMachine(defs, machine, w, floor, w * 0.8, h * 0.66),
    ].join('');
  };
}

/**
 * The dealer's yard: concrete, a hedge and the shed wall behind a used machine. `frame` sets the
 * machine's width as a share of the picture and moves it right by a share (art/yard-views.ts).
 */
export function yard(machine: Machine, seed: string, frame = { width: 0.78, shift: 0 }): Scene {
  return (defs, w, h) => {
    const horizon = h * 0.52;
    const floor = h * 0.84;
    const random = rng(seed);
    const stones = Array.from({ length: 60 }, () =>
      rect(random() * w, horizon + random() * (h - horizon), 2 + random() * 4, 2, '#8d9194', 'opacity="0.5"'),
    ).join('');
    return [
      sky(defs, w, horizon, { top: '#8fb4d6', bottom: '#e2ebf0', clouds: 2 }, seed),
      rect(0, horizon - h * 0.2, w * 0.55, h * 0.2, '#7b8a78'),
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) =>
        line(i * w * 0.05, horizon - h * 0.2, i * w * 0.05, horizon, '#6c7a69', 2),
      ),
      rect(w * 0.55, horizon - h * 0.08, w * 0.45, h * 0.08, '#4f6b3a'),
      rect(0, horizon, w, h - horizon, verticalFade(defs, 'concrete', '#b9bcbd', '#8f9496')),
      stones,
      // Unmoved, the machine is drawn as before, so the pictures made before views stay the same.
      frame.shift === 0
        ? fitMachine(defs, machine, w, floor, w * frame.width, h * 0.62)
        : place(w * frame.shift, 0, 1, fitMachine(defs, machine, w, floor, w * frame.width, h * 0.62)),
    ].join('');
  };
}
