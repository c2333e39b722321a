// The home page, a content page, the news templates (latest news, a news category, a post) and
// the not-found page (issue "Page templates"), from the built site, hydrated.
import { expect, open, test } from './fixtures.test-helper.ts';

test('home shows its blocks under one h1', async ({ page }) => {
  await open(page, '/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(main.getByRole('heading', { level: 1 })).toContainText('Specialist machinery for growers');
  // Blocks further down: the latest-news block's cards and the brands block.
  await expect(main.getByRole('link', { name: /View all news/i })).toBeVisible();
  await expect(main.getByRole('link', { name: /Antonio Carraro/ }).first()).toBeAttached();
});

test('a content page shows its hero title and its blocks', async ({ page }) => {
  await open(page, '/about-us/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  expect(await main.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(2);
});

test('latest news lists the posts beside the sidebar', async ({ page }) => {
  await open(page, '/latest-news/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: /Little Pympe Farm/ })).toBeVisible();
  const recent = main.getByRole('navigation', { name: 'Recent Posts' });
  await expect(recent.getByRole('link')).toHaveCount(5);
  await expect(recent.getByRole('link').first()).toHaveAttribute(
    'href',
    '/case-study-little-pympe-farm-electric-weeding/',
  );
  await expect(main.getByRole('navigation', { name: 'Categories' }).getByRole('link')).toHaveCount(9);
  // The wide column and the narrow one sit side by side on a desktop.
  const list = await main.getByRole('list').first().boundingBox();
  const side = await recent.boundingBox();
  expect(side!.x).toBeGreaterThan(list!.x + list!.width - 1);
  expect(side!.width).toBeLessThan(list!.width);
});

test('a news category shows only its posts', async ({ page }) => {
  const path = '/category/case-studies/';
  await open(page, path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Category: Case Studies');
  await expect(main.getByText('18 posts in Case Studies.')).toBeVisible();
  const posts = main.locator('ol > li');
  await expect(posts).toHaveCount(5);
  for (const post of await posts.all()) {
    await expect(post.getByRole('link', { name: 'Case Studies', exact: true })).toBeVisible();
  }
  await expect(
    main
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'Case Studies', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await main
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: 'Shows and Events' })
    .click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Category: Shows and Events');
});

test('a post shows its date, categories, story, neighbours and the sidebar', async ({ page }) => {
  await open(page, '/fruit-focus-2019/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.locator('time[datetime="2019-07-15T12:00:00Z"]')).toHaveText('Monday, 15 July 2019');
  await expect(main.getByRole('list', { name: 'Categories' }).getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/category\//,
  );
  await expect(main.getByRole('navigation', { name: 'Recent Posts' })).toBeVisible();
  const pager = main.getByRole('navigation', { name: 'More posts' });
  await expect(pager.getByRole('link', { name: /Previous post.*Open day at Marden/ })).toBeVisible();
  await pager.getByRole('link', { name: /Next post.*Weald Contracting/ }).click();
  await expect(page).toHaveURL(/\/case-study-weald-contracting-telehandlers\/$/);
  await expect(main.getByRole('heading', { level: 1 })).toContainText('Weald Contracting');
});

test('an unknown path shows the friendly not-found page with status 404', async ({ page, consoleWatch }) => {
  // The browser reports the document's own 404 status; that is the point here.
  consoleWatch.allow(/status of 404/);
  const response = await open(page, '/no-such-machine-here/');
  expect(response?.status()).toBe(404);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page');
  await expect(main.getByRole('search').getByRole('combobox', { name: 'Search the site' })).toBeVisible();
  for (const name of ['Home', 'Fruit & Vineyard Equipment', 'Our Brands', 'Latest News', 'Contact Us']) {
    await expect(main.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await main.getByRole('link', { name: /^Our Brands/ }).click();
  await expect(page).toHaveURL(/\/our-brands\/$/);
});

test('@phone the news sidebar stacks under the posts and the gallery swipes', async ({ page }) => {
  await open(page, '/latest-news/');
  const main = page.getByRole('main');
  const list = await main.getByRole('list').first().boundingBox();
  const recent = await main.getByRole('navigation', { name: 'Recent Posts' }).boundingBox();
  expect(recent!.y).toBeGreaterThan(list!.y + list!.height - 1);

  await open(page, '/product/srx-5800/');
  const gallery = page.getByRole('region', { name: 'Photos of Antonio Carraro SRX 5800' });
  const stage = gallery.locator('img[fetchpriority], img[loading]').first();
  const box = (await stage.boundingBox())!;
  const y = box.y + box.height / 2;
  const init = { pointerType: 'touch', isPrimary: true, pointerId: 3, bubbles: true };
  await stage.dispatchEvent('pointerdown', { ...init, clientX: box.x + box.width - 40, clientY: y });
  await stage.dispatchEvent('pointerup', { ...init, clientX: box.x + 40, clientY: y - 6 });
  await expect(gallery.getByRole('button', { name: 'Show image 2 of 2' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
