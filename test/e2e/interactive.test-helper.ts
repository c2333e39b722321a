// What the interactive-block specs (interactive-*.spec.ts) share: a local answer for the video
// host on pages of their own, opening a page at hydration, and the home page's carousel.
import type { BrowserContext, Page } from '@playwright/test';
import { hydrated, THIRD_PARTY_HOSTS } from './fixtures.test-helper.ts';

/** A 1x1 GIF: enough for a still to load. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
export const MEDIA = '/media-library/';

/** Every request to a third-party host gets a tiny local answer: a still, or an empty page. */
export async function answerVideoHost(target: Page | BrowserContext) {
  await target.route(THIRD_PARTY_HOSTS, (route) =>
    route.request().resourceType() === 'image'
      ? route.fulfill({ contentType: 'image/gif', body: PIXEL })
      : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
  );
}

/** Hydration, not every image, is what the blocks wait for. */
export async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
}

export const carousel = (page: Page) => page.getByRole('region', { name: 'Highlights' });
/** The slide on show: slides out of view are inert, so only it is in the accessibility tree. */
export const slide = (page: Page, n: number) => carousel(page).getByRole('group', { name: `${n} of 5` });
