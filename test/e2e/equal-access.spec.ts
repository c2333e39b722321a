// The IBM Equal Access checker (issue 37), default policy, on one page of every template at 390
// and 1440 px, offline from its npm package (scripts/quality/site-checks/equal-access.ts): nothing may
// fail but the exceptions written there and in docs/quality.md.
import { equalAccessViolations, formatEqualAccess } from '../../scripts/quality/site-checks/equal-access.ts';
import { expect, hydrated, test } from './fixtures.test-helper.ts';
import { expectTemplate, PAGES } from './template-pages.test-helper.ts';

// The checker evaluates its engine inside the page, which the site's Content-Security-Policy (no
// 'unsafe-eval') forbids: the test browser waives the policy, the page is otherwise as served.
test.use({ bypassCSP: true });

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

for (const templatePage of [...PAGES, { name: 'offline', path: '/offline/', template: 'offline' }]) {
  const { name, path } = templatePage;
  test(`IBM Equal Access finds nothing on the ${name} page (${path}) at 390 and 1440 px`, async ({
    page,
    request,
  }) => {
    test.slow(); // the checker walks the whole page twice: seconds each on a busy machine
    await expectTemplate(request, templatePage);
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await hydrated(page);
      const found = await equalAccessViolations(page, `${name} ${viewport.width}`);
      expect(formatEqualAccess(found), `at ${viewport.width} px`).toEqual([]);
    }
  });
}

// Only the browser renders hits: the dropdown open on machines with their pictures, and the
// results page filled in.
test('IBM Equal Access finds nothing on the open search dropdown and the results page at 1440 px', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(WIDTHS[1]!);
  await page.goto('/');
  await hydrated(page);
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the site' });
  await box.fill('telehandler');
  await expect(page.getByRole('option').first().locator('img:not([aria-hidden])').first()).toBeVisible();
  expect(formatEqualAccess(await equalAccessViolations(page, 'search dropdown'))).toEqual([]);
  await page.goto('/search/?q=tractor');
  await hydrated(page);
  await expect(
    page
      .getByRole('region', { name: /^Machines/ })
      // The picture, not its blurred stand-in, which is hidden once the picture has loaded.
      .locator('img:not([aria-hidden])')
      .first(),
  ).toBeVisible();
  expect(formatEqualAccess(await equalAccessViolations(page, 'search results'))).toEqual([]);
});
