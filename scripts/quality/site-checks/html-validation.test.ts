import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConfigData } from 'html-validate';
import { afterAll, describe, expect, it } from 'vitest';
import { checkHtmlValidity, withoutJsonText } from './html-validation.ts';
import { ABOUT, addPage, goodSite, HOME, lineOf, removeSites, writeSite } from './site.test-helper.ts';

afterAll(removeSites);

/** The project's own configuration, so these tests also prove `.htmlvalidate.json` loads. */
const config = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../.htmlvalidate.json'), 'utf8'),
) as ConfigData;
const pagesOf = (files: Record<string, string>) => Object.keys(files).filter((f) => f.endsWith('.html'));

describe('checkHtmlValidity', () => {
  it('passes valid pages', async () => {
    const files = goodSite();
    const result = await checkHtmlValidity(writeSite(files), pagesOf(files), { config, workers: 0 });
    expect(result.findings).toEqual([]);
    expect(result.checked).toBe(4);
  });

  it('finds invalid markup with file, line and rule', async () => {
    const files = goodSite();
    addPage(files, {
      ...ABOUT,
      main: `        <h1>About us</h1>
        <h2 id="team">Our team</h2>
        <p id="team">Duplicate id</p>
        <img src="/images/a/hero-800.webp">
        <ul><div>Not a list item</div></ul>`,
    });
    const result = await checkHtmlValidity(writeSite(files), pagesOf(files), { config, workers: 0 });
    const line = (text: string) => lineOf(files, 'about-us/index.html', text);
    expect(result.findings.map((f) => [f.file, f.line, f.rule])).toEqual([
      ['about-us/index.html', line('<p id="team">'), 'no-dup-id'],
      ['about-us/index.html', line('<img src'), 'wcag/h37'],
      ['about-us/index.html', line('<div>Not'), 'element-permitted-content'],
    ]);
    expect(result.notes.join()).toContain('no-dup-id ×1');
  });

  it('applies the rules the project adds to the standard preset', async () => {
    const files = goodSite();
    addPage(files, {
      ...HOME,
      main: `        <h1>Home</h1>
        <h3>Skipped a level</h3>
        <input type="text" name="q">
        <button>Search</button>`,
    });
    const result = await checkHtmlValidity(writeSite(files), pagesOf(files), { config, workers: 0 });
    expect(result.findings.map((f) => f.rule)).toEqual([
      'heading-level',
      'input-missing-label',
      'no-implicit-button-type',
    ]);
  });

  it('takes short module classes and kebab-case globals, not a class a component left undefined', async () => {
    const files = goodSite();
    addPage(files, {
      ...HOME,
      main: `        <h1 class="_a1-Zb container">Home</h1>
        <p class="card-linked undefined">Text</p>`,
    });
    const result = await checkHtmlValidity(writeSite(files), pagesOf(files), { config, workers: 0 });
    expect(result.findings.map((f) => [f.rule, f.message])).toEqual([
      ['class-pattern', expect.stringContaining('class "undefined" does not match')],
    ]);
  });

  it('spreads a bigger site over worker threads and still finds the one bad page', async () => {
    const files = goodSite();
    for (let i = 0; i < 8; i++) addPage(files, { ...ABOUT, route: `/page-${i}/` });
    addPage(files, { ...ABOUT, route: '/page-7/', main: '<p><p>Nested</p></p>' });
    const result = await checkHtmlValidity(writeSite(files), pagesOf(files), { config, workers: 2 });
    expect(result.notes[0]).toContain('2 worker threads');
    expect(result.findings.map((f) => f.file)).toContain('page-7/index.html');
    expect(new Set(result.findings.map((f) => f.file))).toEqual(new Set(['page-7/index.html']));
  }, 60_000);
});

describe('withoutJsonText', () => {
  it('empties JSON scripts but keeps their line breaks', () => {
    const html = '<p>a</p>\n<script type="application/json" id="x">{"a":\n"</p>"}</script>\n<p>b</p>';
    expect(withoutJsonText(html)).toBe(
      '<p>a</p>\n<script type="application/json" id="x">\n</script>\n<p>b</p>',
    );
  });
});
