// The analytics tag once the visitor accepts (issue 8 §1, docs/privacy.md): blocked by the
// browser, it costs one warning and nothing else; allowed, the Content-Security-Policy lets it
// load and send. Every test starts as a first visit.
import { ANALYTICS_BLOCKED_WARNING } from '../../src/features/consent/warnings.ts';
import { button, navigateTo, openAndChoose, pageViews } from './consent.test-helper.ts';
import { expect, hydrated, test } from './fixtures.test-helper.ts';

test.use({ consent: null });

test('a blocked analytics script: one warning, no error, the site works', async ({ page, consoleWatch }) => {
  // An ad blocker refuses the tag; the browser itself reports the refused request.
  await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route) => route.abort('blockedbyclient'));
  consoleWatch.allow(/ERR_BLOCKED_BY_CLIENT/);
  consoleWatch.allow(/^warning: Analytics did not load/);
  await openAndChoose(page, '/', 'Accept all');
  await expect
    .poll(() => consoleWatch.messages.filter((m) => m === `warning: ${ANALYTICS_BLOCKED_WARNING}`))
    .toHaveLength(1);
  await navigateTo(page, 'News', '/latest-news/');
  await navigateTo(page, 'Contact', '/contact-us/');
  await page.reload();
  await hydrated(page);
  await expect
    .poll(() => consoleWatch.messages.filter((m) => m.includes(ANALYTICS_BLOCKED_WARNING)))
    .toHaveLength(2);
  expect(consoleWatch.messages.filter((m) => m.startsWith('pageerror'))).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the Content-Security-Policy lets the tag load and send, with one inline script, by its hash', async ({
  page,
  thirdParty,
}) => {
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com 'sha256-[\w+/]+={0,2}';/);
  await hydrated(page);
  await button(page, 'Accept all').click();
  // A refused script or request would be a console error, which fails the test (fixtures.test-helper.ts).
  await expect.poll(() => pageViews(thirdParty)).toHaveLength(1);
  // The one inline script is the early-events holder, and it ran: the policy allowed its hash.
  const inline = await page.evaluate(() =>
    [...document.scripts]
      .filter((script) => !script.src && ['', 'module', 'text/javascript'].includes(script.type))
      .map((script) => script.textContent?.startsWith('window.__heldEvents=')),
  );
  expect(inline).toEqual([true]);
  expect(await page.evaluate(() => typeof (window as { __heldEvents?: unknown }).__heldEvents)).toBe(
    'object',
  );
});
