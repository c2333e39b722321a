// Nothing moves while a page of any template loads, on the desktop and on Lighthouse's phone,
// its pictures held back until it has painted (DESIGN.md: CLS 0 on every template).
import type { Page } from '@playwright/test';
import {
  expect,
  framesDrawn,
  hydrated,
  layoutShifts,
  test,
  watchLayoutShifts,
} from './fixtures.test-helper.ts';
import { AXE_PAGES } from './templates.test-helper.ts';

// DESIGN.md: CLS 0 on every template. Each page is opened with its pictures held back until it has
// painted, as a phone's connection delivers them after the first layout: a box not sized before
// its picture, or a part the app renders into a different height, moves what follows.
const STEADY_PAGES = [
  ...AXE_PAGES,
  ['media library', '/media-library/'],
  ['contact', '/contact-us/'],
  ['enquiry basket (empty)', '/enquiry-basket/'],
] as const;

/**
 * Frames drawn after the first paint before the held pictures are let through: about 300 ms at
 * 60 Hz, as a phone's connection leaves between the first paint and the pictures.
 */
const PAINTED_FRAMES = 18;

async function openWithLatePictures(page: Page, path: string) {
  await watchLayoutShifts(page);
  let release = () => {};
  const painted = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/images/**', async (route) => {
    await painted;
    await route.continue().catch(() => {});
  });
  // Not until "load": that waits for the pictures held here.
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  // A few frames painted before the pictures come, as on a phone's connection: Chromium counts
  // no shift between a first paint and pictures that arrive within the next frame or two.
  await framesDrawn(page, PAINTED_FRAMES);
  release();
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}

for (const [name, viewport] of [
  ['desktop', null],
  ['phone', { width: 412, height: 823 }],
] as const) {
  test.describe(`nothing moves while a page loads (${name})`, () => {
    // Lighthouse's phone, its screen too (see "pictures on a phone", templates-pictures.spec.ts).
    if (viewport) test.use({ viewport, screen: viewport, deviceScaleFactor: 1.75, isMobile: true });
    for (const [template, path] of STEADY_PAGES) {
      test(`${template}`, async ({ page, consoleWatch }) => {
        if (template === 'not-found') consoleWatch.allow(/status of 404/);
        await openWithLatePictures(page, path);
        const { total, moved } = await layoutShifts(page);
        expect(moved).toEqual([]);
        expect(total).toBe(0);
      });
    }
  });
}
