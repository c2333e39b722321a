// The error rules of SPEC §4 and §8 at run time (DESIGN.md "Client"): a new deploy under an open
// page leads to one full load, a missing page or page-data file to the not-found page, a failed
// one to the error screen, and a missing template chunk never to a reload loop.
import { expect, followAddedLink, hydrated, open, test } from './fixtures.test-helper.ts';
import {
  clickBrand,
  documentLoads,
  markWindow,
  openBeforeNewDeploy,
  reloadMarks,
  SITE,
  windowMarked,
} from './runtime.test-helper.ts';

test('a page-data file from another build leads to exactly one full load of the target', async ({
  page,
  consoleWatch,
}) => {
  await openBeforeNewDeploy({ page, consoleWatch }, '/our-brands/', '/our-brands/antonio-carraro/');
  await markWindow(page);
  const documents = documentLoads(page);

  await clickBrand(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Antonio Carraro' })).toBeVisible();
  await hydrated(page);
  expect(documents).toEqual(['/our-brands/antonio-carraro/']);
  expect(await windowMarked(page)).toBe(false);

  // The fresh page started, so it forgot its mark: a later deploy may reload it again. (A page
  // that fails the same way on its own load is never reloaded twice: the missing-chunk test.)
  expect(await reloadMarks(page)).toEqual([]);
  await open(page, '/our-brands/');
  documents.length = 0;
  await clickBrand(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Antonio Carraro' })).toBeVisible();
  expect(documents).toEqual(['/our-brands/antonio-carraro/']);
});

test('the full load after a new deploy keeps the link’s query and #hash: a pre-filled enquiry stays filled', async ({
  page,
  consoleWatch,
}) => {
  await openBeforeNewDeploy({ page, consoleWatch }, '/about-us/', '/contact-us/');
  const documents = documentLoads(page);
  await followAddedLink(page, '/contact-us/?FirstName=Ann#main', 'Ask Ann’s question', 'start');
  await expect(page).toHaveURL(/\/contact-us\/\?FirstName=Ann#main$/);
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Ann');
  expect(documents).toEqual(['/contact-us/']);
});

test('an unknown path answers 404 with the not-found page', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/status of 404/);
  const response = await page.goto('/no-such-machine/');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(`Page not found | ${SITE}`);
  await hydrated(page);
});

test('page data answering 404 on navigation shows the not-found page', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/status of 404/);
  await page.route('**/assets/data/our-brands/antonio-carraro/index.json', (route) =>
    route.fulfill({ status: 404, body: 'Not Found' }),
  );
  await open(page, '/our-brands/');
  await clickBrand(page);
  await expect(page).toHaveTitle(`Page not found | ${SITE}`);
  await expect(page).toHaveURL(/\/our-brands\/antonio-carraro\/$/);
});

test('page data answering 500 shows the error screen, and the next click succeeds', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/status of 500|Failed to fetch \/assets\/data\/privacy-policy/);
  let failures = 1;
  await page.route('**/assets/data/privacy-policy/index.json', async (route) => {
    if (failures-- > 0) return route.fulfill({ status: 500, body: 'Internal Server Error' });
    return route.continue();
  });
  await open(page, '/about-us/');
  const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });

  await privacy.click();
  await expect(page.getByRole('alert')).toContainText(
    'Failed to fetch /assets/data/privacy-policy/index.json.',
  );

  await privacy.click();
  await expect(page.getByRole('heading', { level: 1, name: /Privacy/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a missing template chunk leads to one full load, then the page as prerendered, never a loop', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/status of 404|Loading chunk brand failed|dynamically imported module/);
  await page.route(/\/assets\/js\/brand\.[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await open(page, '/our-brands/');
  const documents = documentLoads(page);
  const gaveUp = page.waitForEvent('console', (message) => /Loading chunk brand failed/.test(message.text()));

  await clickBrand(page);
  // The fresh page's template is missing too: it says so in the console, is not reloaded again,
  // and stays as the visitor reads it rather than give way to an error screen.
  await gaveUp;
  await expect(page.getByRole('heading', { level: 1, name: 'Antonio Carraro' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(documents).toEqual(['/our-brands/antonio-carraro/']);
  // Without the app its links are plain links: a full load each.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy\/$/);
  expect(documents).toEqual(['/our-brands/antonio-carraro/', '/privacy-policy/']);
});
