// What the runtime specs (runtime-*.spec.ts) share: the page-data files and the documents a page
// fetches, a page opened just before a new deploy, the reload guard's marks, a mark on `window`
// that only a full load clears, and the Our Brands page's link to a brand.
import type { Page, Request } from '@playwright/test';
import { type ConsoleWatch, open } from './fixtures.test-helper.ts';

export const SITE = 'Hartridge Machinery';

export function pageDataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().includes('/assets/data/')) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

export function documentLoads(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      seen.push(new URL(request.url()).pathname);
    }
  });
  return seen;
}

/**
 * Opens `from` as this build serves it, while the page data of `path` comes from a newer deploy:
 * the same data under another build's hash, which the app reports when it loads it.
 */
export async function openBeforeNewDeploy(
  { page, consoleWatch }: { page: Page; consoleWatch: ConsoleWatch },
  from: string,
  path: string,
) {
  consoleWatch.allow(/Hash did not match/);
  await page.route(`**/assets/data${path}index.json`, async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, hash: 'from-a-newer-build' } });
    } catch {
      // A prefetch still in flight when the full load replaced the page: nobody waits for it.
    }
  });
  await open(page, from);
}

/** The reload guard's marks in this tab (src/app/reload-guard.ts). */
export function reloadMarks(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('reload-once:')));
}

/** A value on `window` survives client-side navigation and is gone after a full load. */
export async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { runtimeMark: number }).runtimeMark = 1;
  });
}

export function windowMarked(page: Page) {
  return page.evaluate(() => (window as unknown as { runtimeMark?: number }).runtimeMark === 1);
}

export function brandLink(page: Page) {
  return page.getByRole('main').getByRole('link', { name: /View Range.*Antonio Carraro/ });
}

export async function clickBrand(page: Page) {
  await brandLink(page).click();
}
