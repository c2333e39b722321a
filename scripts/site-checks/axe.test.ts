import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs } from '../../playwright.config.ts';
import { axeViolations, formatViolations } from './axe.ts';

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

async function violationsOf(html: string) {
  // A context of its own: axe finishes its run in a second page of the same context.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.setContent(html);
    return await axeViolations(page);
  } finally {
    await context.close();
  }
}

describe('axeViolations', () => {
  it('finds the WCAG failures of a broken page', async () => {
    const violations = await violationsOf(`<!doctype html><html><head></head><body>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <button></button>
      <p style="color:#ccc;background:#fff">Pale text</p>
      <a href="/x/"></a>
    </body></html>`);
    expect(violations.map((v) => v.rule).sort()).toEqual([
      'button-name',
      'color-contrast',
      'document-title',
      'html-has-lang',
      'image-alt',
      'link-name',
    ]);
    expect(formatViolations(violations)).toContainEqual(
      expect.stringMatching(/^image-alt \(critical\): .+ — img$/),
    );
  }, 120_000);

  it('passes an accessible page', async () => {
    const violations =
      await violationsOf(`<!doctype html><html lang="en"><head><title>Fine</title></head><body>
      <main><h1>Fine</h1>
        <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="A dot">
        <button type="button">Send</button>
        <p style="color:#333;background:#fff">Dark text</p>
        <a href="/x/">Read more about x</a>
      </main></body></html>`);
    expect(violations).toEqual([]);
  }, 120_000);
});
