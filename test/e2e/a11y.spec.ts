// Accessibility of every template (issue 9 §1): axe-core against WCAG 2.2 AA on one page of each,
// once hydrated, with no console error or warning (the fixture fails on those). The stateful views
// (menu, search, basket, form errors, modal, consent) are covered by their features' specs; see
// docs/quality.md for which spec covers which.
import { axeViolations, formatViolations } from '../../scripts/quality/site-checks/axe.ts';
import { expect, hydrated, test } from './fixtures.test-helper.ts';
import { expectTemplate, PAGES } from './template-pages.test-helper.ts';

for (const templatePage of PAGES) {
  const { name, path } = templatePage;
  test(`the ${name} page (${path}) has no WCAG 2.2 AA violation and no console message`, async ({
    page,
    request,
  }) => {
    test.slow(); // axe-core walks the whole page: seconds per page on a busy machine
    await expectTemplate(request, templatePage);

    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    expect(formatViolations(await axeViolations(page))).toEqual([]);
  });
}

test('the page served for an unknown address has no WCAG 2.2 AA violation', async ({
  page,
  consoleWatch,
}) => {
  test.slow();
  // The browser logs the 404 status of the document itself; nothing else may appear.
  consoleWatch.allow(/status of 404/);
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  expect(formatViolations(await axeViolations(page))).toEqual([]);
});
