// The site search and a machine list on the phone CPU model (DESIGN.md "Budgets", issues 34 and
// 35): Debian's Chromium with Lighthouse mobile's 4× CPU slowdown, running the site's own search
// and list code, bundled for the page from src/. CPU only: the index comes from memory, not over a
// phone's network. Reported in `npm run bench`, not enforced: timings on a shared machine are noisy.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { rolldown } from 'rolldown';
import { chromiumArgs } from '../../playwright.config.ts';
import { createDatasetSource } from '../../prerender/content/dataset-source.ts';
import { loadSnapshot } from '../../prerender/content/snapshot.ts';
import { buildSearchDocuments, buildSearchIndex } from '../../prerender/search-index.ts';
import { buildSiteModel } from '../../prerender/site-model.ts';
import type { ListTable } from '../../src/content/machine-list.ts';
import { indexList } from '../../src/features/machine-list/facets.ts';
import {
  BENCH_LIST_SIZE,
  benchList,
  listChanges,
  listLength,
  median,
  PHONE_CPU_SLOWDOWN,
  type PhoneFigures,
} from './phone-cpu-plan.ts';
import type { PhoneBenchPage, SearchRun } from './phone-cpu-types.ts';
import { BENCH_QUERIES } from './search-report.ts';

/** Fresh pages for the index's load: each is a visitor's first focus, with nothing warmed up. */
const SEARCH_RUNS = 5;
const QUERY_ROUNDS = 3;
const LIST_ROUNDS = 5;
/** flexsearch's compact build, as the site's search chunk has it (vite.config.ts). */
const FLEXSEARCH_COMPACT = fileURLToPath(
  new URL('../../node_modules/flexsearch/dist/flexsearch.compact.module.min.js', import.meta.url),
);

/** phone-cpu-page.ts and the site code it imports, as one script for the page. */
async function pageScript(): Promise<string> {
  const bundle = await rolldown({
    input: fileURLToPath(new URL('./phone-cpu-page.ts', import.meta.url)),
    platform: 'browser',
    resolve: { alias: { flexsearch: FLEXSEARCH_COMPACT } },
    logLevel: 'silent',
  });
  const { output } = await bundle.generate({ format: 'iife', minify: true });
  await bundle.close();
  return output[0].code;
}

/** The biggest machine list of the site model (a parent range at catalogue scale), by its facts. */
function biggestList(model: ReturnType<typeof buildSiteModel>): ListTable {
  let biggest: ListTable | undefined;
  for (const { data } of model.files) {
    const list = data as Partial<ListTable>;
    if (list.facts && listLength(list as ListTable) > (biggest ? listLength(biggest) : 0))
      biggest = list as ListTable;
  }
  if (!biggest) throw new Error('The dataset has no machine list to time.');
  return biggest;
}

/**
 * The bench page, its script and the index over loopback HTTP: the browser fetches the index as
 * from any server (an intercepted request would pass the 4 MB through the debugging protocol).
 */
async function serve(script: string, indexText: string): Promise<{ server: Server; origin: string }> {
  const files: Record<string, [type: string, body: string]> = {
    '/': ['text/html', '<!doctype html><title>bench</title><script src="/bench.js"></script>'],
    '/bench.js': ['text/javascript', script],
    '/flexsearch.json': ['application/json', indexText],
  };
  const server = createServer((request, response) => {
    const [type, body] = files[new URL(request.url ?? '/', 'http://x').pathname] ?? ['text/plain', ''];
    response.writeHead(body ? 200 : 404, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A fresh page on the CPU model. */
async function openPage(browser: Browser, origin: string) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  await page.goto(`${origin}/`);
  return page;
}

export interface PhoneRun {
  figures: PhoneFigures;
  /** The load average (1, 5, 15 minutes) as the timing ended. */
  loadAverage: number[];
}

export async function phoneCpuFigures(
  datasetFile: string,
  siteUrl = 'http://localhost:4173',
): Promise<PhoneRun> {
  const { snapshot } = await loadSnapshot(createDatasetSource(datasetFile));
  const docs = buildSearchDocuments(snapshot);
  const indexText = buildSearchIndex(docs);
  const model = buildSiteModel(snapshot, {
    siteUrl,
    year: new Date().getFullYear(),
    analyticsId: null,
    images: { mode: 'local' },
  });
  const list = benchList(biggestList(model), BENCH_LIST_SIZE);
  const changes = listChanges(indexList(list));
  const script = await pageScript();
  const { server, origin } = await serve(script, indexText);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    const runs: SearchRun[] = [];
    for (let run = 0; run < SEARCH_RUNS; run++) {
      const page = await openPage(browser, origin);
      runs.push(
        await page.evaluate(
          ([queries, rounds]) =>
            (globalThis as unknown as { phoneBench: PhoneBenchPage }).phoneBench.searchRun(
              '/flexsearch.json',
              queries,
              rounds,
            ),
          [BENCH_QUERIES, QUERY_ROUNDS] as const,
        ),
      );
      await page.close();
    }
    const page = await openPage(browser, origin);
    const listMs = await page.evaluate(
      ([machines, states, rounds]) => {
        const { listRun } = (globalThis as unknown as { phoneBench: PhoneBenchPage }).phoneBench;
        // The first round warms the code up, as a visitor's first change does; then the timed ones.
        listRun(machines, states);
        return Array.from({ length: rounds }, () => listRun(machines, states)).flat();
      },
      [list, changes, LIST_ROUNDS] as const,
    );
    await page.close();
    return {
      figures: {
        documents: docs.length,
        readyMs: median(runs.map((r) => r.readyMs)),
        parsedMs: median(runs.map((r) => r.parsedMs)),
        firstResultsMs: median(runs.map((r) => r.readyMs + r.firstQueryMs)),
        queryMedianMs: median(runs.flatMap((r) => r.queryMs)),
        listMachines: listLength(list),
        listChangeMedianMs: median(listMs),
        listChangeMaxMs: Math.max(...listMs),
      },
      loadAverage: loadavg(),
    };
  } finally {
    await browser.close();
    server.close();
  }
}
