// The pictures of the templates on Lighthouse's phone (docs/images.md): each width fetched covers
// its box with at most one width to spare, and the hero is the one picture fetched at high priority.
import { expect, open, test } from './fixtures.test-helper.ts';

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
