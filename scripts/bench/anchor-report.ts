// The anchor beside ours: our whole build at the scale size and Astro's build of the same
// dataset, as one table with the note on what each measures.
import type { AstroAnchorResult, htmlFigures } from './astro-anchor.ts';
import { fairness } from './astro-project.ts';
import { count, kb, markdownTable, mb, seconds } from './table.ts';
import type { BuildRun } from './timed-build.ts';

/** Our 10,000-product build as a user runs it, and Astro's build of the same dataset. */
export interface Anchor {
  ours: {
    pages: number;
    /** The scale build, bundling included, as `npm run build` runs. */
    wallMs: number;
    cpuMs: number;
    peakRss: number;
    html: ReturnType<typeof htmlFigures>;
  };
  astro: AstroAnchorResult;
}

export function ourWholeBuild(
  runs: readonly BuildRun[],
  html: ReturnType<typeof htmlFigures>,
): Anchor['ours'] | null {
  const scale = runs[1];
  if (!scale?.message.result) return null;
  return {
    pages: scale.message.result.routes,
    wallMs: scale.message.wallMs ?? 0,
    cpuMs: scale.cpuTreeMs,
    peakRss: Math.max(scale.peakRssSampled, scale.message.maxRssBytes ?? 0),
    html,
  };
}

export function anchorTable(anchor: Anchor): string {
  const { ours, astro } = anchor;
  const rows = [
    [
      'ours, whole build',
      count(ours.pages),
      seconds(ours.wallMs),
      count((ours.pages / ours.wallMs) * 1000),
      seconds(ours.cpuMs),
      mb(ours.peakRss),
      kb(ours.html.htmlBytes / Math.max(1, ours.html.pages)),
      kb(ours.html.productPageBytes),
    ],
  ];
  if (astro.ok) {
    rows.push([
      'Astro (anchor), whole build',
      count(astro.pages),
      seconds(astro.wallMs),
      count((astro.pages / astro.wallMs) * 1000),
      seconds(astro.cpuMs),
      mb(astro.peakRss),
      kb(astro.htmlBytes / Math.max(1, astro.pages)),
      kb(astro.productPageBytes),
    ]);
  }
  const table = markdownTable(
    ['build', 'pages', 'wall', 'pages/s', 'CPU time', 'peak RSS', 'HTML per page', 'product page HTML'],
    rows,
  );
  if (!astro.ok)
    return `${table}

Astro (anchor) not measured: ${astro.reason}.`;
  const fair = fairness(
    { pages: ours.html.pages, htmlBytes: ours.html.htmlBytes },
    { pages: astro.pages, htmlBytes: astro.htmlBytes },
  );
  return [
    table,
    '',
    `Astro ${astro.version}, \`astro build\` of a static project reading the same NDJSON: one page per route ` +
      'of ours, each with its document’s fields, in a layout with the site’s menus and footer; no client JS. ' +
      `Pages: ${fair.samePageCount ? 'the same count' : `NOT the same count (ours ${count(ours.html.pages)}, Astro ${count(astro.pages)})`}. ` +
      `HTML per page: Astro’s is ${(fair.sizeRatio * 100).toFixed(0)}% of ours (${kb(fair.astroPerPage)} against ` +
      `${kb(fair.oursPerPage)}); ours also carries each page’s hydration data and script tags.`,
    'Ours: the whole build as `npm run build` runs it, bundling included, its processes summed at each 50 ms sample; ' +
      'it also makes the search index, sitemaps, images and compressed copies of the shared text files, which the anchor ' +
      `does not. Astro: the CLI's whole process tree (at most ${astro.peakProcesses} processes), its RSS summed at each ` +
      '50 ms sample, its CPU time read at the last sample. ' +
      (astro.installedNow
        ? `Astro was installed for this run in ${seconds(astro.installMs)}, not timed; later runs reuse the install.`
        : 'Astro came from the cached install.'),
  ].join('\n');
}
