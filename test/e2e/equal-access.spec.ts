// The IBM Equal Access checker (issue 37), default policy, on one page of every template at 390
// and 1440 px, offline from its npm package (scripts/site-checks/equal-access.ts): nothing may
// fail but the exceptions written there and in docs/quality.md.
import { equalAccessViolations, formatEqualAccess } from '../../scripts/site-checks/equal-access.ts';
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
