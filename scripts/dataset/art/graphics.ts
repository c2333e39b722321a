// Flat graphics: wordmark logos, social glyphs, the icons of the icon level and head-and-shoulders
// silhouettes for the team page.
import type { Scene } from './scenes-field.ts';
import { strokeText, textUnits } from './stroke-font.ts';
import { circle, darken, hGrad, lighten, line, n, poly, rect, verticalFade } from './svg-kit.ts';

export type Emblem = 'leaf' | 'ring' | 'chevron' | 'diamond' | 'drop' | 'gear' | 'wheel' | 'bar';

export interface LogoSpec {
  title: string;
  sub?: string;
  colour: string;
  emblem: Emblem;
  /** Text colour; the emblem colour stands in. */
  ink?: string;
}

function cog(cx: number, cy: number, r: number, teeth: number, fill: string): string {
  const points: [number, number][] = [];
  for (let i = 0; i < teeth * 2; i++) {
    const a = (i / (teeth * 2)) * Math.PI * 2;
    const rr = i % 2 ? r * 0.78 : r;
    points.push(
      [cx + Math.cos(a - 0.12) * rr, cy + Math.sin(a - 0.12) * rr],
      [cx + Math.cos(a + 0.12) * rr, cy + Math.sin(a + 0.12) * rr],
    );
  }
  return poly(points, fill);
}

function emblem(kind: Emblem, cx: number, cy: number, r: number, colour: string): string {
  switch (kind) {
    case 'leaf':
      return `<path d="M${n(cx - r)} ${n(cy + r * 0.8)} C${n(cx - r)} ${n(cy - r * 0.6)} ${n(cx + r * 0.2)} ${n(cy - r)} ${n(cx + r)} ${n(cy - r)} C${n(cx + r)} ${n(cy + r * 0.2)} ${n(cx + r * 0.2)} ${n(cy + r)} ${n(cx - r)} ${n(cy + r * 0.8)} Z" fill="${colour}"/>${line(cx - r * 0.8, cy + r * 0.6, cx + r * 0.5, cy - r * 0.5, '#ffffff', r * 0.1)}`;
    case 'ring':
      return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.82)}" fill="none" stroke="${colour}" stroke-width="${n(r * 0.32)}"/>${circle(cx, cy, r * 0.25, colour)}`;
    case 'chevron':
      return [0, 1]
        .map(
          (i) =>
            `<path d="M${n(cx - r + i * r * 0.8)} ${n(cy - r)} L${n(cx + i * r * 0.8)} ${n(cy)} L${n(cx - r + i * r * 0.8)} ${n(cy + r)}" fill="none" stroke="${colour}" stroke-width="${n(r * 0.4)}" stroke-linejoin="round"/>`,
        )
        .join('');
    case 'diamond':
      return (
        poly(
          [
            [cx, cy - r],
            [cx + r, cy],
            [cx, cy + r],
            [cx - r, cy],
          ],
          colour,
        ) +
        poly(
          [
            [cx, cy - r * 0.45],
            [cx + r * 0.45, cy],
            [cx, cy + r * 0.45],
            [cx - r * 0.45, cy],
          ],
          '#ffffff',
        )
      );
    case 'drop':
      return `<path d="M${n(cx)} ${n(cy - r)} C${n(cx + r * 0.9)} ${n(cy)} ${n(cx + r * 0.8)} ${n(cy + r)} ${n(cx)} ${n(cy + r)} C${n(cx - r * 0.8)} ${n(cy + r)} ${n(cx - r * 0.9)} ${n(cy)} ${n(cx)} ${n(cy - r)} Z" fill="${colour}"/>`;
    case 'gear':
      return cog(cx, cy, r, 9, colour) + circle(cx, cy, r * 0.35, '#ffffff');
    case 'wheel':
      return `${circle(cx, cy, r, '#202224')}${circle(cx, cy, r * 0.55, colour)}${circle(cx, cy, r * 0.18, '#202224')}`;
    case 'bar':
      return (
        rect(cx - r, cy - r, r * 0.45, r * 2, colour) +
        rect(cx - r * 0.3, cy - r * 0.5, r * 0.45, r * 1.5, colour) +
        rect(cx + r * 0.4, cy, r * 0.45, r, colour)
      );
  }
}

/** A 3:1 wordmark on a transparent background: emblem, name and a small line beneath. */
export function logo(spec: LogoSpec): Scene {
  return (_defs, w, h) => {
    const ink = spec.ink ?? darken(spec.colour, 0.05);
    const er = h * 0.3;
    const left = h * 0.14 + er * 2 + h * 0.14;
    const room = w - left - h * 0.1;
    const cap = Math.min(h * 0.3, (room / textUnits(spec.title)) * 10);
    const baseline = spec.sub ? h * 0.56 : h / 2 + cap / 2;
    const parts = [
      emblem(spec.emblem, h * 0.14 + er, h / 2, er, spec.colour),
      strokeText(spec.title, left, baseline, cap, { colour: ink, weight: 2 }),
    ];
    if (spec.sub) {
      const subCap = Math.min(h * 0.1, ((room * 0.95) / textUnits(spec.sub, 3)) * 10);
      parts.push(
        strokeText(spec.sub, left, baseline + h * 0.22, subCap, {
          colour: lighten(ink, 0.25),
          weight: 1.4,
          tracking: 3,
        }),
      );
    }
    return parts.join('');
  };
}

export type SocialNetwork = 'youtube' | 'linkedin' | 'instagram' | 'twitter' | 'facebook';

/** A recognisable glyph for each network, drawn from primitives. */
export function social(network: SocialNetwork): Scene {
  return (defs, w) => {
    const u = w / 128;
    const square = (fill: string) =>
      `<rect x="${n(4 * u)}" y="${n(4 * u)}" width="${n(120 * u)}" height="${n(120 * u)}" rx="${n(28 * u)}" fill="${fill}"/>`;
    const g = `<g transform="scale(${n(u)})">`;
    switch (network) {
      case 'youtube':
        return `${g}<rect x="8" y="26" width="112" height="76" rx="22" fill="#ff0000"/><polygon points="52,44 52,84 86,64" fill="#ffffff"/></g>`;
      case 'linkedin':
        return `${square('#0a66c2')}${g}<rect x="30" y="52" width="15" height="46" fill="#ffffff"/><circle cx="37.5" cy="36" r="9" fill="#ffffff"/><path d="M56 52 H70 V59 C73 53 80 50 87 50 C97 50 102 57 102 69 V98 H87 V72 C87 66 85 62 79 62 C73 62 71 67 71 72 V98 H56 Z" fill="#ffffff"/></g>`;
      case 'instagram': {
        const fill = defs.add(
          'insta',
          `<linearGradient id="insta" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#feda75"/><stop offset="0.35" stop-color="#fa7e1e"/><stop offset="0.6" stop-color="#d62976"/><stop offset="1" stop-color="#4f5bd5"/></linearGradient>`,
        );
        return `${square(fill)}${g}<rect x="30" y="30" width="68" height="68" rx="20" fill="none" stroke="#ffffff" stroke-width="9"/><circle cx="64" cy="64" r="16" fill="none" stroke="#ffffff" stroke-width="9"/><circle cx="84" cy="43" r="5" fill="#ffffff"/></g>`;
      }
      case 'twitter':
        return `${square('#0f1419')}${g}<polygon points="34,32 52,32 94,96 76,96" fill="#ffffff"/><path d="M91 32 L69 57 M59 69 L37 96" stroke="#ffffff" stroke-width="7" stroke-linecap="round"/></g>`;
      case 'facebook':
        return `${g}<circle cx="64" cy="64" r="60" fill="#1877f2"/><path d="M71 124 V80 H86 L88 63 H71 V52 C71 47 73 44 80 44 H89 V29 C86 28 80 28 75 28 C62 28 54 36 54 50 V63 H40 V80 H54 V124 Z" fill="#ffffff"/></g>`;
    }
  };
}

export type LevelIcon = 'warranty' | 'delivery' | 'parts' | 'service' | 'finance' | 'hire';

/** A white pictogram on a red disc, for the icon level ("2 year warranty", "delivery"...). */
export function levelIcon(kind: LevelIcon): Scene {
  return (defs, w) => {
    const fill = verticalFade(defs, 'disc', '#f2333f', '#c4000f');
    const stroke =
      'fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"';
    const glyphs: Record<LevelIcon, string> = {
      warranty: `<path d="M64 26 L94 37 V62 C94 82 80 95 64 102 C48 95 34 82 34 62 V37 Z" ${stroke}/><path d="M50 64 L60 74 L79 53" ${stroke}/>`,
      delivery: `<path d="M24 44 H74 V84 H24 Z" ${stroke}/><path d="M74 56 H92 L104 70 V84 H74" ${stroke}/><circle cx="42" cy="88" r="8" fill="#ffffff"/><circle cx="90" cy="88" r="8" fill="#ffffff"/>`,
      parts: `${cog(64, 64, 36, 10, '#ffffff')}<circle cx="64" cy="64" r="13" fill="#d3000f"/>`,
      service: `<g transform="rotate(45 64 64)"><rect x="57" y="56" width="14" height="50" rx="7" fill="#ffffff"/><circle cx="64" cy="42" r="20" fill="#ffffff"/><rect x="58" y="16" width="12" height="24" rx="2" fill="#d90514"/></g>`,
      finance: `<path d="M82 40 C78 30 56 28 54 46 V80 M44 62 H72 M40 92 H88 C78 88 60 86 54 80" ${stroke}/>`,
      hire: `<circle cx="48" cy="52" r="16" ${stroke}/><path d="M60 64 L96 98 M84 86 L92 78 M76 78 L84 70" ${stroke}/>`,
    };
    return `<g transform="scale(${n(w / 128)})"><circle cx="64" cy="64" r="62" fill="${fill}"/>${glyphs[kind]}</g>`;
  };
}

export interface PortraitSpec {
  backdrop: string;
  shirt: string;
  skin: string;
  hair: string;
  style: 'short' | 'long' | 'bald' | 'cap' | 'bun';
}

/** A head-and-shoulders silhouette, faceless, for a team member without a photograph. */
export function portrait(spec: PortraitSpec): Scene {
  return (defs, w, h) => {
    const id = `bg${spec.backdrop.slice(1)}`;
    const bg = defs.add(
      id,
      hGrad(id, [
        [0, lighten(spec.backdrop, 0.25)],
        [1, darken(spec.backdrop, 0.1)],
      ]),
    );
    const cx = w / 2;
    const headY = h * 0.42;
    const r = h * 0.16;
    const hair: Record<PortraitSpec['style'], string> = {
      short: `<path d="M${n(cx - r)} ${n(headY - r * 0.1)} C${n(cx - r)} ${n(headY - r * 1.55)} ${n(cx + r)} ${n(headY - r * 1.55)} ${n(cx + r)} ${n(headY - r * 0.1)} C${n(cx + r * 0.6)} ${n(headY - r * 0.7)} ${n(cx - r * 0.6)} ${n(headY - r * 0.7)} ${n(cx - r)} ${n(headY - r * 0.1)} Z" fill="${spec.hair}"/>`,
      long: `<path d="M${n(cx - r * 1.15)} ${n(headY + r * 1.5)} C${n(cx - r * 1.4)} ${n(headY - r * 1.95)} ${n(cx + r * 1.4)} ${n(headY - r * 1.95)} ${n(cx + r * 1.15)} ${n(headY + r * 1.5)} L${n(cx + r * 0.75)} ${n(headY + r * 1.4)} C${n(cx + r * 0.9)} ${n(headY - r * 0.8)} ${n(cx - r * 0.9)} ${n(headY - r * 0.8)} ${n(cx - r * 0.75)} ${n(headY + r * 1.4)} Z" fill="${spec.hair}"/>`,
      bald: `<path d="M${n(cx - r * 0.8)} ${n(headY + r * 0.5)} Q${n(cx)} ${n(headY + r * 1.35)} ${n(cx + r * 0.8)} ${n(headY + r * 0.5)} Q${n(cx)} ${n(headY + r * 0.95)} ${n(cx - r * 0.8)} ${n(headY + r * 0.5)} Z" fill="${spec.hair}"/>`,
      cap: `<path d="M${n(cx - r * 1.02)} ${n(headY - r * 0.15)} C${n(cx - r)} ${n(headY - r * 1.3)} ${n(cx + r)} ${n(headY - r * 1.3)} ${n(cx + r * 1.02)} ${n(headY - r * 0.15)} Z" fill="${spec.hair}"/>${rect(cx, headY - r * 0.3, r * 1.5, r * 0.22, spec.hair, `rx="${n(r * 0.1)}"`)}`,
      bun: `${circle(cx, headY - r * 1.15, r * 0.42, spec.hair)}<path d="M${n(cx - r)} ${n(headY)} C${n(cx - r)} ${n(headY - r * 1.55)} ${n(cx + r)} ${n(headY - r * 1.55)} ${n(cx + r)} ${n(headY)} C${n(cx + r * 0.6)} ${n(headY - r * 0.6)} ${n(cx - r * 0.6)} ${n(headY - r * 0.6)} ${n(cx - r)} ${n(headY)} Z" fill="${spec.hair}"/>`,
    };
    const shirt = defs.paint(spec.shirt);
    return [
      rect(0, 0, w, h, bg),
      circle(cx + w * 0.3, h * 0.2, h * 0.35, '#ffffff', 'opacity="0.08"'),
      `<path d="M${n(cx - w * 0.36)} ${n(h)} C${n(cx - w * 0.36)} ${n(h * 0.72)} ${n(cx - w * 0.2)} ${n(h * 0.66)} ${n(cx)} ${n(h * 0.66)} C${n(cx + w * 0.2)} ${n(h * 0.66)} ${n(cx + w * 0.36)} ${n(h * 0.72)} ${n(cx + w * 0.36)} ${n(h)} Z" fill="${shirt}"/>`,
      rect(cx - r * 0.38, headY + r * 0.6, r * 0.76, r * 0.95, darken(spec.skin, 0.08)),
      poly(
        [
          [cx - r * 0.55, h * 0.665],
          [cx, h * 0.76],
          [cx + r * 0.55, h * 0.665],
        ],
        darken(spec.shirt, 0.25),
      ),
      `<ellipse cx="${n(cx)}" cy="${n(headY)}" rx="${n(r * 0.86)}" ry="${n(r * 1.05)}" fill="${spec.skin}"/>`,
      hair[spec.style],
      rect(cx + w * 0.12, h * 0.8, w * 0.05, h * 0.03, '#e30513', 'rx="2"'),
    ].join('');
  };
}
