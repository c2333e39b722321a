// What the chrome specs (chrome-*.spec.ts) share: opening a page without waiting for its fonts,
// the header's parts and menus by role, and an axe run.
import type { Locator, Page } from '@playwright/test';
import { axeViolations, formatViolations } from '../../scripts/quality/site-checks/axe.ts';
import { expect, hydrated } from './fixtures.test-helper.ts';

export const SITE = 'Hartridge Machinery';

/** `domcontentloaded`: the load event also waits for fonts, which one test holds back. */
export async function open(page: Page, path = '/') {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
}

export const banner = (page: Page) => page.getByRole('banner');
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
export const secondaryNav = (page: Page) => page.getByRole('navigation', { name: 'Secondary' });
export const burger = (page: Page) => banner(page).getByRole('button', { name: 'Menu', exact: true });
export const toggle = (nav: Locator, name: string) => nav.getByRole('button', { name: `${name} submenu` });
export const link = (scope: Locator, name: string) => scope.getByRole('link', { name, exact: true });

export async function expectNoAxeViolations(page: Page) {
  expect(formatViolations(await axeViolations(page))).toEqual([]);
}
