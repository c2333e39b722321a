// No axe violation (WCAG 2.2 AA) on one page of every template, as prerendered and hydrated.
import AxeBuilder from '@axe-core/playwright';
import { expect, open, test } from './fixtures.test-helper.ts';
import { AXE_PAGES } from './templates.test-helper.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const [template, path] of AXE_PAGES) {
  test(`${template} has no axe violations`, async ({ page, consoleWatch }) => {
    // axe walks every node: on long pages under a loaded machine it needs more than the default.
    test.slow();
    if (template === 'not-found') consoleWatch.allow(/status of 404/);
    await open(page, path);
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}
