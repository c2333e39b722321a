import { describe, expect, it } from 'vitest';
import { pageChecksForFile } from './browser.test-helper.ts';
import { equalAccessViolations } from './equal-access.ts';

const onPage = pageChecksForFile();
async function rulesOf(html: string, label: string) {
  const violations = await onPage(html, (page) => equalAccessViolations(page, label));
  return violations.map((found) => found.rule).sort();
}

describe('equalAccessViolations, offline from the engine package', () => {
  it('finds a sidebar without a label and content outside landmarks', async () => {
    const rules = await rulesOf(
      `<!doctype html><html lang="en"><head><title>Broken</title></head><body>
        <p>Outside every landmark</p>
        <main><article><h2><a href="/a/">One</a></h2></article><article><h2><a href="/b/">Two</a></h2></article>
        <aside><p>Side</p></aside></main></body></html>`,
      'broken',
    );
    expect(rules).toEqual(
      expect.arrayContaining(['aria_complementary_labelled', 'aria_content_in_landmark']),
    );
  }, 60_000);

  it('finds nothing on a sound page with the search box’s pattern: a text input with role=combobox', async () => {
    const rules = await rulesOf(
      `<!doctype html><html lang="en"><head><title>Sound</title></head><body>
        <header><a href="#main">Skip to content</a></header>
        <main id="main"><h1>Sound</h1>
          <label for="q">Search the site</label>
          <input id="q" type="text" role="combobox" aria-expanded="false" aria-controls="hits" aria-autocomplete="list">
          <ul id="hits" role="listbox" aria-label="Hits" hidden></ul>
          <article aria-labelledby="a"><h2 id="a">One</h2></article>
          <article aria-labelledby="b"><h2 id="b">Two</h2></article>
        </main></body></html>`,
      'sound',
    );
    expect(rules).toEqual([]);
  }, 60_000);
});
