// The content blocks on the bundled dataset's pages (issue "Page templates, rich text and the
// content blocks", SPEC §2 and §3). Each page's own data says which blocks it has; every light
// block type is checked for what a visitor sees, by role and text. The heavy blocks (carousel,
// video, media library, contact form) have their own specs.
import type { Locator } from '@playwright/test';
import type { ResolvedBlock } from '../../src/content/page-data.ts';
import { BLOCK_TYPES, type BlockType } from '../../src/content/schemas/blocks.ts';
import { blocksOf } from './blocks.test-helper.ts';
import { expect, hydrated, test } from './fixtures.test-helper.ts';

/** Every page and the home page of the bundled dataset: they hold all the light block types. */
const BLOCK_PAGES = [
  '/',
  '/about-us/',
  '/contact-us/',
  '/delivery-returns/',
  '/media-library/',
  '/meet-the-team/',
  '/parts-promotions/',
  '/parts-service/',
  '/privacy-policy/',
  '/terms-and-conditions/',
  '/testimonials/',
  '/valmara-history/',
];

/** The heavy block types, which have specs of their own; the rest are the light ones. */
const HEAVY_TYPES: readonly BlockType[] = ['contactForm', 'heroCarousel', 'mediaLibrary', 'youtubeVideo'];
const LIGHT_TYPES: readonly string[] = BLOCK_TYPES.filter((type) => !HEAVY_TYPES.includes(type));

/** The first words of a rich text's first paragraph, up to a line break: enough to find it. */
function firstWords(value: { _type: string; children?: { text: string }[] }[]): string | null {
  const first = value.find((b) => b._type === 'block');
  const line =
    (first?.children ?? [])
      .map((c) => c.text)
      .join('')
      .trim()
      .split('\n')[0] ?? '';
  return line.trim().split(/\s+/).slice(0, 6).join(' ') || null;
}

function linkTo(main: Locator, href: string, name: string | RegExp) {
  return main.locator(`a[href="${href}"]`).filter({ hasText: name }).first();
}

/** What a visitor must see of one block. */
async function expectBlockVisible(main: Locator, block: ResolvedBlock) {
  const heading = (name: string, level?: number) =>
    main.getByRole('heading', { name, exact: true, ...(level ? { level } : {}) }).first();
  const textVisible = (text: string) => expect(main.getByText(text, { exact: false }).first()).toBeVisible();

  switch (block._type) {
    case 'banner': {
      await expect(heading(block.title, 2)).toBeVisible();
      const words = firstWords(block.text);
      if (words) await textVisible(words);
      break;
    }
    case 'brands': {
      await expect(heading(block.title, 2)).toBeVisible();
      expect(block.items.length).toBeGreaterThan(0);
      // Within the block: the carousel above may link to the same brands.
      const section = main
        .locator('section')
        .filter({ has: main.page().getByRole('heading', { level: 2, name: block.title, exact: true }) });
      for (const brand of block.items) {
        const link = section.getByRole('link', { name: brand.title, exact: true }).first();
        await expect(link).toHaveAttribute('href', brand.path);
        if (brand.logo) await expect(link.getByRole('img', { name: brand.title })).toBeVisible();
      }
      break;
    }
    case 'columns':
      for (const column of block.columns) {
        await expect(heading(column.title, 3)).toBeVisible();
        if (column.link) await expect(linkTo(main, column.link.href, column.title)).toBeVisible();
        if (column.image.alt)
          await expect(main.getByRole('img', { name: column.image.alt }).first()).toBeVisible();
      }
      break;
    case 'content': {
      if (block.title) await expect(heading(block.title, 2)).toBeVisible();
      const words = firstWords(block.content);
      if (words) await textVisible(words);
      break;
    }
    case 'cta': {
      await expect(heading(block.title, 2)).toBeVisible();
      await textVisible(block.text);
      const button = linkTo(main, block.ctaLink.link.href, block.ctaLink.text);
      await expect(button).toBeVisible();
      if (block.ctaLink.link.type === 'external') await expect(button).toHaveAttribute('target', '_blank');
      break;
    }
    case 'hero':
      await expect(heading(block.title, 2)).toBeVisible();
      if (block.subtitle) await textVisible(block.subtitle);
      break;
    case 'imageWithAlt':
      await expect(
        main.getByRole('figure').getByRole('img', { name: block.image.alt }).first(),
      ).toBeVisible();
      if (block.caption) await textVisible(block.caption);
      break;
    case 'level':
      await expect(heading(block.title, 2)).toBeVisible();
      for (const item of block.items) {
        const label = main.getByText(item.title, { exact: true }).first();
        await expect(label).toBeVisible();
        await expect(label).toHaveCSS('text-transform', 'uppercase');
      }
      break;
    case 'newsletter':
      await textVisible(block.text);
      await expect(main.getByRole('textbox', { name: 'Email address' })).toBeVisible();
      await expect(main.getByRole('button', { name: 'Subscribe' })).toBeVisible();
      break;
    case 'posts': {
      if (block.title) await expect(heading(block.title, 2)).toBeVisible();
      const first = block.items[0];
      if (first) await expect(linkTo(main, first.path, first.title)).toBeVisible();
      break;
    }
    case 'section':
      await expect(heading(block.title, 2)).toBeVisible();
      if (block.image?.alt)
        await expect(main.getByRole('img', { name: block.image.alt }).first()).toBeVisible();
      break;
    case 'testimonial': {
      const quote = main.locator('blockquote').filter({ hasText: block.text });
      await expect(quote).toBeVisible();
      await textVisible(block.client);
      break;
    }
    case 'teamGrid':
      if (block.title) await expect(heading(block.title, 2)).toBeVisible();
      for (const member of block.members) await expect(heading(member.name, 3)).toBeVisible();
      break;
    case 'timelineGroup':
      if (block.title) await expect(heading(block.title, 2)).toBeVisible();
      for (const event of block.events) await expect(heading(event.title, 3)).toBeVisible();
      break;
    case 'fileWithTitle': {
      const download = main
        .locator(`a[href="${block.file.url}"]`)
        .filter({ hasText: block.title || 'Download' });
      await expect(download.first()).toBeVisible();
      await expect(download.first()).toHaveAttribute('target', '_blank');
      break;
    }
    case 'latestNews':
      await expect(heading(block.title, 2)).toBeVisible();
      expect(block.cards).toHaveLength(3);
      for (const card of block.cards) {
        await expect(heading(card.title, 3)).toBeVisible();
        // Chromium may put a space before the visually hidden part of the name ("View Post : …").
        const name = new RegExp(`^View Post\\s*:\\s*${card.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
        await expect(main.getByRole('link', { name })).toHaveAttribute('href', card.path);
      }
      await expect(main.getByRole('link', { name: 'View all news' })).toHaveAttribute(
        'href',
        '/latest-news/',
      );
      break;
    case 'table': {
      const [header, ...body] = block.rows;
      const region = block.title
        ? main.getByRole('region', { name: block.title })
        : main.getByRole('region').first();
      await expect(region).toBeVisible();
      const table = region.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText(header?.cells ?? []);
      await expect(table.locator('tbody tr')).toHaveCount(body.length);
      break;
    }
    default:
      // Heavy blocks: their own specs.
      break;
  }
}

test('the bundled pages hold every light block type between them', async ({ page }) => {
  const seen = new Set<string>();
  for (const path of BLOCK_PAGES) for (const block of await blocksOf(page, path)) seen.add(block._type);
  expect(LIGHT_TYPES.filter((type) => !seen.has(type))).toEqual([]);
});

for (const path of BLOCK_PAGES) {
  test(`every light block on ${path} shows its content`, async ({ page }) => {
    const blocks = await blocksOf(page, path);
    await page.goto(path);
    await hydrated(page);
    const main = page.getByRole('main');
    const light = blocks.filter((block) => LIGHT_TYPES.includes(block._type));
    for (const block of light) await expectBlockVisible(main, block);
  });
}
