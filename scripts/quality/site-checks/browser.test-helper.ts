// Test-only: one Chromium per test file, launched as the e2e config launches it, for the checks
// that run inside a page (axe, Equal Access).
import { chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { chromiumArgs } from '../../../playwright.config.ts';

/**
 * Launches the browser before the file's tests and closes it after. The function returned runs
 * `check` on a page showing `html`, in a context of its own: axe finishes its run in a second
 * page of the same context, so no check sees another's pages.
 */
export function pageChecksForFile(): <T>(html: string, check: (page: Page) => Promise<T>) => Promise<T> {
  let browser: Awaited<ReturnType<typeof chromium.launch>>;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: chromiumArgs,
    });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });
  return async (html, check) => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.setContent(html);
      return await check(page);
    } finally {
      await context.close();
    }
  };
}
