// The page templates (issue "Page templates"): each shows its content from the built site, the
// product gallery works by keyboard and touch, breadcrumbs lead up, and no template has an axe
// violation. Runs against the prerendered HTML, hydrated.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  framesDrawn,
  hydrated,
  layoutShifts,
  test,
  watchLayoutShifts,
} from './fixtures.test-helper.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/** The titles of the cards in the first card grid of `scope`, in page order. */
function cardTitles(scope: Locator) {
  return scope.getByRole('list').first().getByRole('listitem').getByRole('heading').allInnerTexts();
}

/** The page data the prerender wrote for `path`: what the template was given. */
async function pageData<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/assets/data${path}index.json`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

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

test('a parent category links its ranges, then lists the machines below them', async ({ page }) => {
  const path = '/product-category/fruit-and-vineyard-equipment/';
  await open(page, path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Fruit & Vineyard Equipment' })).toBeVisible();
  const data = await pageData<{
    children: { title: string; path: string }[];
    list: { machines: unknown[] };
  }>(page, path);
  expect(data.children.length).toBe(12);
  expect(
    await main
      .getByRole('navigation', { name: /ranges/ })
      .getByRole('link')
      .allInnerTexts(),
  ).toEqual(data.children.map((c) => c.title));
  // One page's cards; every machine's facts in a file of their own.
  expect(data.list.machines).toHaveLength(24);
  const facts = await page.evaluate(
    async (url) => (await (await fetch(url)).json()).data.facts.kind.length as number,
    `/assets/data${path}facts.json`,
  );
  expect(facts).toBeGreaterThan(24);
  await expect(main.getByRole('region', { name: /machines/ }).getByRole('article')).toHaveCount(24);
  await main.getByRole('link', { name: 'De-Leafers' }).click();
  await expect(page).toHaveURL(/\/product-category\/fruit-and-vineyard-equipment\/de-leafers\/$/);
  await expect(main.getByRole('heading', { level: 1, name: 'De-Leafers' })).toBeVisible();
});

test('a leaf category lists its machines in the editor’s order', async ({ page }) => {
  const path = '/product-category/fruit-and-vineyard-equipment/antonio-carraro-tractors/';
  await open(page, path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Antonio Carraro Tractors' })).toBeVisible();
  const titles = await cardTitles(main.getByRole('region', { name: /machines/ }));
  expect(titles.slice(0, 4)).toEqual([
    'Antonio Carraro SRX 5800',
    'Antonio Carraro SRX 8900',
    'Antonio Carraro TRX 7800 S',
    'Antonio Carraro TRX 10900 R',
  ]);
  const data = await pageData<{ list: { machines: { title: string }[] } }>(page, path);
  expect(titles).toEqual(data.list.machines.map((p) => p.title));
  await expect(main.getByText('12 machines')).toBeVisible();
});

test('a used-stock category shows the condition badge and the price', async ({ page }) => {
  await open(page, '/product-category/stock-machinery/other-items/');
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ hasText: 'Used 2011 Bin Tipper and Grader' });
  await expect(card.getByText('Used', { exact: true })).toBeVisible();
  await expect(card.getByText('£3,200 + VAT', { exact: true })).toBeVisible();
});

test('the untitled stock-machinery root is called Stock Machinery', async ({ page }) => {
  await open(page, '/product-category/stock-machinery/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Stock Machinery');
  await expect(page).toHaveTitle(/^Stock Machinery/);
  await expect(main.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Home.*Stock Machinery/);
  await expect(main).not.toContainText(/\bnull\b/);
  await expect(main.getByRole('navigation', { name: /ranges/ }).getByRole('link')).toHaveCount(14);
});

test('a product shows gallery, facts, specification, brochure and ways to enquire', async ({ page }) => {
  await open(page, '/product/srx-5800/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Antonio Carraro SRX 5800' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Antonio Carraro', exact: true })).toHaveAttribute(
    'href',
    '/our-brands/antonio-carraro/',
  );
  await expect(main.getByRole('button', { name: 'Show image 1 of 2' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(main.getByRole('definition').filter({ hasText: 'POA' })).toBeVisible();
  await expect(main.getByRole('rowheader', { name: 'Engine' })).toBeVisible();
  await expect(main.getByRole('row', { name: /Power/ }).getByRole('cell')).toHaveText('56 hp (42 kW)');
  const brochure = main.getByRole('link', { name: /Antonio Carraro range brochure/ });
  await expect(brochure).toContainText(/PDF, \d+ KB/);
  await expect(brochure).toHaveAttribute('href', /\.pdf$/);
  await expect(main.getByRole('button', { name: /Add to enquiry basket/i })).toBeVisible();
  const enquire = main.getByRole('link', { name: 'Enquire about this machine' });
  const href = new URL((await enquire.getAttribute('href')) ?? '', 'http://x');
  expect(href.pathname).toBe('/contact-us/');
  expect(href.searchParams.get('Message')).toContain('Antonio Carraro SRX 5800');
  await expect(main.getByRole('link', { name: 'Antonio Carraro Tractors' }).first()).toBeVisible();
  // The video: its still until it scrolls into view, then the player; either way named for the machine.
  const video = main.getByRole('region', { name: 'See it at work' });
  await expect(
    video
      .getByRole('button', { name: /Antonio Carraro SRX 5800 video/ })
      .or(video.locator('iframe[title="Antonio Carraro SRX 5800 video"]')),
  ).toBeAttached();
  const related = main.getByRole('region', { name: /More Antonio Carraro Tractors/ });
  const relatedTitles = await cardTitles(related);
  expect(relatedTitles.length).toBeGreaterThan(0);
  expect(relatedTitles).not.toContain('Antonio Carraro SRX 5800');
});

test('the product gallery works by keyboard, buttons and swipe', async ({ page }) => {
  await open(page, '/product/srx-5800/');
  const gallery = page.getByRole('region', { name: 'Photos of Antonio Carraro SRX 5800' });
  const first = gallery.getByRole('button', { name: 'Show image 1 of 2' });
  const second = gallery.getByRole('button', { name: 'Show image 2 of 2' });
  const mainImage = gallery.locator('img[fetchpriority], img[loading]').first();
  const firstSrc = await mainImage.getAttribute('src');

  // One tab stop for the thumbnails: the selected one.
  await expect(first).toHaveAttribute('tabindex', '0');
  await expect(second).toHaveAttribute('tabindex', '-1');
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(second).toBeFocused();
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  await expect(mainImage).not.toHaveAttribute('src', firstSrc ?? '');
  await page.keyboard.press('ArrowRight');
  await expect(first).toBeFocused();
  await page.keyboard.press('End');
  await expect(second).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toHaveAttribute('aria-pressed', 'true');

  await gallery.getByRole('button', { name: 'Next image' }).click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(gallery.locator('[aria-live]')).toContainText('Image 2 of 2');

  // A touch swipe to the right goes back; a short one does nothing. The finger is on the picture.
  const stage = mainImage;
  const swipe = async (dx: number) => {
    const box = (await stage.boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + box.width / 2;
    const init = { pointerType: 'touch', isPrimary: true, pointerId: 7, bubbles: true };
    await stage.dispatchEvent('pointerdown', { ...init, clientX: x, clientY: y });
    await stage.dispatchEvent('pointerup', { ...init, clientX: x + dx, clientY: y + 4 });
  };
  await swipe(10);
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await swipe(80);
  await expect(first).toHaveAttribute('aria-pressed', 'true');
});

test('breadcrumbs lead back up the catalogue', async ({ page }) => {
  await open(page, '/product/srx-5800/');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText([
    'Home',
    'Fruit & Vineyard Equipment',
    'Antonio Carraro Tractors',
    'Antonio Carraro SRX 5800',
  ]);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Antonio Carraro SRX 5800');
  await expect(crumbs.getByRole('link')).toHaveCount(3);
  await crumbs.getByRole('link', { name: 'Antonio Carraro Tractors' }).click();
  await expect(page).toHaveURL(/\/antonio-carraro-tractors\/$/);
  await crumbs.getByRole('link', { name: 'Fruit & Vineyard Equipment' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fruit & Vineyard Equipment');
  await crumbs.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('our brands are in the editor’s order and View Range opens each range', async ({ page }) => {
  await open(page, '/our-brands/');
  const main = page.getByRole('main');
  const titles = await main.getByRole('heading', { level: 2 }).allInnerTexts();
  expect(titles.slice(0, 4)).toEqual([
    'Antonio Carraro',
    'Valmara',
    'Gregoire Grape Harvester Range',
    'Olmi De-Leafer',
  ]);
  // Brands without an order come last.
  expect(titles.slice(-3)).toEqual(['Ilmer', 'Mankar Sprayers', 'Rough Terrain Forklifts']);
  await expect(main.getByRole('link', { name: /^View Range/ })).toHaveCount(titles.length);
  await main.getByRole('link', { name: 'View Range: Valmara' }).click();
  await expect(page).toHaveURL(/\/our-brands\/valmara\/$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Valmara' })).toBeVisible();
});

test('a brand shows its logo and story, then its machines as a list by kind', async ({ page }) => {
  await open(page, '/our-brands/antonio-carraro/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Antonio Carraro' })).toBeVisible();
  await expect(main.getByRole('img', { name: /Antonio Carraro logo/ })).toBeVisible();
  const machines = main.getByRole('region', { name: 'Antonio Carraro: machines' });
  await expect(machines.getByRole('status')).toHaveText('18 machines');
  // The brand's own order: its machines by their first category, tractors first.
  expect((await cardTitles(machines)).slice(0, 2)).toEqual([
    'Antonio Carraro SRX 5800',
    'Antonio Carraro SRX 8900',
  ]);
  // The story opens in place.
  await main.getByText('More about Antonio Carraro').click();
  await expect(main.locator('details')).toHaveAttribute('open', '');
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

test('@phone the breadcrumb shows the way up, the page itself only to screen readers', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await open(page, '/product/srx-5800/');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Antonio Carraro Tractors' })).toBeVisible();
  // In the list (and so read out), but not drawn on a line of its own.
  const last = crumbs.getByRole('listitem').last();
  await expect(last.locator('[aria-current="page"]')).toHaveText('Antonio Carraro SRX 5800');
  expect((await last.boundingBox())?.height).toBeLessThanOrEqual(1);
  await expect(crumbs.getByRole('listitem')).toHaveCount(4);
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

test.describe('pictures on a phone', () => {
  // Lighthouse's phone: 412 CSS pixels at 1.75x, where each width of the ladder counts. Its screen
  // too, as on a real phone: with the desktop project's 1920 px screen, Chromium's preload scanner
  // reads `width=device-width` as 1920 px and fetches a desktop width, which the picture sometimes
  // keeps when the machine is busy.
  test.use({
    viewport: { width: 412, height: 823 },
    screen: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });

  for (const path of [
    '/',
    '/about-us/',
    '/product-category/fruit-and-vineyard-equipment/',
    '/product-category/fruit-and-vineyard-equipment/antonio-carraro-tractors/',
    '/product/srx-5800/',
    '/latest-news/',
    '/media-library/',
  ]) {
    test(`${path}: each picture fetched covers its box, at most one width more than it needs`, async ({
      page,
    }) => {
      // Every width fetched, not only the one the picture kept: a fetch the preload scanner makes
      // from a wrong guess at the viewport costs the visitor as much.
      const fetched: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/images/')) fetched.push(pathname);
      });
      await open(page, path);
      // The site's own pictures (a video's thumbnail comes in the sizes its host makes), with the
      // candidates of the <source>s beside them.
      const pictures = await page.locator('img[srcset^="/images/"]').evaluateAll((images) =>
        images.map((element) => {
          const image = element as HTMLImageElement;
          const sources = [image, ...(image.parentElement?.querySelectorAll('source') ?? [])];
          return {
            current: image.complete ? image.currentSrc : '',
            box: image.getBoundingClientRect().width,
            candidates: sources.flatMap((source) =>
              (source as HTMLImageElement | HTMLSourceElement).srcset.split(', ').map((entry) => {
                const [url = '', width = ''] = entry.split(' ');
                return { url, width: Number.parseInt(width, 10) };
              }),
            ),
          };
        }),
      );
      const shown = pictures.filter(({ box }) => box > 0);
      expect(shown.filter(({ current }) => current).length).toBeGreaterThan(0);
      /** Where `width` stands against what a box needs: 0 and 1 are right, below 0 too small. */
      const excess = ({ box, candidates }: (typeof pictures)[number], width: number) => {
        const widths = [...new Set(candidates.map((candidate) => candidate.width))].sort((a, b) => a - b);
        // The smallest width that covers the box's device pixels, or the largest there is.
        const covering = widths.findIndex((each) => each >= box * 1.75);
        return widths.indexOf(width) - (covering === -1 ? widths.length - 1 : covering);
      };
      type Candidate = (typeof pictures)[number]['candidates'][number];
      const about = (picture: (typeof pictures)[number], { url, width }: Candidate) =>
        `${url} for a box ${picture.box} px wide: ${excess(picture, width)} widths past the covering one`;
      for (const picture of shown) {
        const kept = picture.candidates.find(({ url }) => picture.current.endsWith(url));
        if (!picture.current || !kept) {
          expect(picture.current, 'a picture still loading has no current source').toBe('');
          continue;
        }
        expect(excess(picture, kept.width), about(picture, kept)).toBeGreaterThanOrEqual(0);
        expect(excess(picture, kept.width), about(picture, kept)).toBeLessThanOrEqual(1);
      }
      // A fetch is right for one of the pictures that offer it (a photo can be on a page twice).
      for (const url of fetched) {
        const offering = shown.flatMap((picture) =>
          picture.candidates
            .filter((candidate) => candidate.url === url)
            .map((candidate) => ({ picture, candidate })),
        );
        if (offering.length === 0) continue;
        const right = offering.some(({ picture, candidate }) =>
          [0, 1].includes(excess(picture, candidate.width)),
        );
        expect(right, offering.map(({ picture, candidate }) => about(picture, candidate)).join('; ')).toBe(
          true,
        );
      }
    });
  }

  // Chromium raises a lazy picture it finds in view to high priority, its guess at the largest
  // one; below a hero that guess is wrong, and the raised pictures share the phone's bandwidth
  // with the hero (docs/images.md "Priority"). Our Brands has no hero: its first brand's photo is.
  for (const path of ['/', '/media-library/', '/our-brands/']) {
    test(`${path}: the hero is the one picture fetched at high priority`, async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      const pictures = new Map<string, { path: string; priority: string }>();
      cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
        const { pathname } = new URL(request.url);
        if (pathname.startsWith('/images/'))
          pictures.set(requestId, { path: pathname, priority: request.initialPriority });
      });
      cdp.on('Network.resourceChangedPriority', ({ requestId, newPriority }) => {
        const picture = pictures.get(requestId);
        if (picture) picture.priority = newPriority;
      });
      await open(page, path);
      const hero = await page
        .locator('img[fetchpriority="high"]')
        .evaluateAll((images) =>
          images.map((image) => new URL((image as HTMLImageElement).currentSrc).pathname),
        );
      expect(hero).toHaveLength(1);
      const fetched = [...pictures.values()];
      // The pictures in view below the hero are fetched too, but never raised beside it.
      expect(fetched.length).toBeGreaterThan(3);
      expect(
        fetched
          .filter(({ priority }) => priority === 'High' || priority === 'VeryHigh')
          .map(({ path }) => path),
      ).toEqual(hero);
    });
  }
});

const AXE_PAGES = [
  ['home', '/'],
  ['page', '/about-us/'],
  ['product-category (parent)', '/product-category/stock-machinery/'],
  ['product-category (products)', '/product-category/fruit-and-vineyard-equipment/antonio-carraro-tractors/'],
  ['product', '/product/srx-5800/'],
  ['brands', '/our-brands/'],
  ['brand', '/our-brands/antonio-carraro/'],
  ['latest-news', '/latest-news/'],
  ['category', '/category/case-studies/'],
  ['post', '/fruit-focus-2019/'],
  ['not-found', '/no-such-machine-here/'],
] as const;

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

// DESIGN.md: CLS 0 on every template. Each page is opened with its pictures held back until it has
// painted, as a phone's connection delivers them after the first layout: a box not sized before
// its picture, or a part the app renders into a different height, moves what follows.
const STEADY_PAGES = [
  ...AXE_PAGES,
  ['media library', '/media-library/'],
  ['contact', '/contact-us/'],
  ['enquiry basket (empty)', '/enquiry-basket/'],
] as const;

/**
 * Frames drawn after the first paint before the held pictures are let through: about 300 ms at
 * 60 Hz, as a phone's connection leaves between the first paint and the pictures.
 */
const PAINTED_FRAMES = 18;

async function openWithLatePictures(page: Page, path: string) {
  await watchLayoutShifts(page);
  let release = () => {};
  const painted = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/images/**', async (route) => {
    await painted;
    await route.continue().catch(() => {});
  });
  // Not until "load": that waits for the pictures held here.
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  // A few frames painted before the pictures come, as on a phone's connection: Chromium counts
  // no shift between a first paint and pictures that arrive within the next frame or two.
  await framesDrawn(page, PAINTED_FRAMES);
  release();
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}

for (const [name, viewport] of [
  ['desktop', null],
  ['phone', { width: 412, height: 823 }],
] as const) {
  test.describe(`nothing moves while a page loads (${name})`, () => {
    // Lighthouse's phone, its screen too (see "pictures on a phone").
    if (viewport) test.use({ viewport, screen: viewport, deviceScaleFactor: 1.75, isMobile: true });
    for (const [template, path] of STEADY_PAGES) {
      test(`${template}`, async ({ page, consoleWatch }) => {
        if (template === 'not-found') consoleWatch.allow(/status of 404/);
        await openWithLatePictures(page, path);
        const { total, moved } = await layoutShifts(page);
        expect(moved).toEqual([]);
        expect(total).toBe(0);
      });
    }
  });
}
