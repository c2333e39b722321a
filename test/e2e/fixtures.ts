import { test as base, expect, type Page } from '@playwright/test';

/** Messages a test expects (e.g. the spec's analytics warning); anything else fails the test. */
export interface ConsoleWatch {
  messages: string[];
  allow(pattern: RegExp): void;
}

/** A 1x1 PNG: what the video host's thumbnail server answers in tests. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Third-party hosts (video, map, analytics) are the edge of the world: tests answer them locally. */
export const THIRD_PARTY_HOSTS =
  /^https:\/\/([\w-]+\.)*(ytimg\.com|youtube-nocookie\.com|youtube\.com|openstreetmap\.org|googletagmanager\.com|google-analytics\.com)\//;

export const test = base.extend<{ consoleWatch: ConsoleWatch; thirdParty: string[] }>({
  thirdParty: [
    async ({ page }, use) => {
      const requested: string[] = [];
      await page.route(THIRD_PARTY_HOSTS, (route) => {
        const url = route.request().url();
        requested.push(url);
        if (/ytimg\.com/.test(url)) return route.fulfill({ contentType: 'image/png', body: PIXEL });
        if (/\.js(\?|$)/.test(url)) return route.fulfill({ contentType: 'text/javascript', body: '' });
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>stand-in</title>' });
      });
      await use(requested);
    },
    { auto: true },
  ],
  consoleWatch: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const messages: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          messages.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      await use({ messages, allow: (pattern) => allowed.push(pattern) });
      const unexpected = messages.filter((m) => !allowed.some((pattern) => pattern.test(m)));
      expect(unexpected, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Resolves once the page is hydrated: the app marks <html> when its first render is committed. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
