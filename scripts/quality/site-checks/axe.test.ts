import { describe, expect, it } from 'vitest';
import { axeViolations, formatViolations } from './axe.ts';
import { pageChecksForFile } from './browser.test-helper.ts';

const onPage = pageChecksForFile();
const violationsOf = (html: string) => onPage(html, axeViolations);

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
