// What the block specs (blocks-*.spec.ts) share: a page's blocks, as its own data lists them.
import type { Page } from '@playwright/test';
import type { ResolvedBlock } from '../../src/content/page-data.ts';
import type { PageData } from '../../src/templates/template-types.ts';
import { expect } from './fixtures.test-helper.ts';

/** The page's own data, as the browser fetches it on navigation. */
export async function blocksOf(page: Page, path: string): Promise<ResolvedBlock[]> {
  const response = await page.request.get(`/assets/data${path}index.json`);
  expect(response.ok(), `page data of ${path}`).toBe(true);
  const data = (await response.json()) as PageData;
  if (data.template !== 'page' && data.template !== 'home') throw new Error(`${path} is a ${data.template}`);
  return data.data.page.content;
}
