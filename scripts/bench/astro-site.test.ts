import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDatasetSource } from '../../prerender/content/dataset-source.ts';
import { loadSnapshot } from '../../prerender/content/snapshot.ts';
import { fixtureOptions } from '../../prerender/fixture.test-helper.ts';
import { buildSiteModel } from '../../prerender/site-model.ts';
import { BUNDLED_DATASET, generateDataset } from '../dataset/content-generate.ts';
import { readSiteModules } from './astro-anchor.ts';
import {
  buildAstroSite,
  collectContent,
  type Doc,
  imageOf,
  parseNdjson,
  plainBlocks,
  slugParam,
  srcset,
} from './astro-site.ts';

const bundled = parseNdjson(readFileSync(BUNDLED_DATASET, 'utf8'));

describe('buildAstroSite', () => {
  it('makes one page for each route of our site model, at the same paths', async () => {
    const { snapshot } = await loadSnapshot(createDatasetSource(BUNDLED_DATASET));
    const ours = buildSiteModel(snapshot, fixtureOptions()).pages.map((p) =>
      p.meta.path.replace(/\.html$/, '/'),
    );
    const astro = buildAstroSite(bundled, 'https://example.test').pages.map((p) => p.path);
    expect(astro.length).toBe(ours.length);
    expect(new Set(astro)).toEqual(new Set(ours));
  });

  it('keeps the page count of a generated dataset: one more page per product and post', () => {
    const count = (docs: typeof bundled, template: string) =>
      buildAstroSite(docs, 'https://example.test').pages.filter((p) => p.template === template).length;
    const products = bundled.filter((d) => d._type === 'product').length;
    const posts = bundled.filter((d) => d._type === 'post').length;
    const docs = parseNdjson(generateDataset({ products: products + 50, posts: posts + 7 }).join('\n'));
    expect(count(docs, 'product')).toBe(count(bundled, 'product') + 50);
    expect(count(docs, 'post')).toBe(count(bundled, 'post') + 7);
  });

  it("renders a product's real fields: title, excerpt, pictures, specification, text and breadcrumb", () => {
    const site = buildAstroSite(bundled, 'https://example.test/');
    const product = bundled.find((d) => d._type === 'product') as Doc;
    const page = site.pages.find(
      (p) => p.path === `/product/${(product.slug as { current: string }).current}/`,
    );
    expect(page).toMatchObject({ template: 'product', title: product.title, intro: product.excerpt });
    expect(page?.images.length).toBe((product.images as unknown[]).length);
    expect(page?.facts).toContainEqual({
      label: 'Engine',
      value: 'Kohler KDI 2504 TCR, 4 cylinders, 2,482 cc, Stage V',
    });
    expect(page?.text[0]).toMatchObject({ kind: 'p' });
    expect(page?.breadcrumb[0]).toEqual({ text: 'Home', href: '/', children: [] });
    expect(page?.groups[0]?.heading).toBe('Related products');
    expect(site.chrome.siteUrl).toBe('https://example.test');
  });

  it("resolves the site's menus to paths, with their submenus", () => {
    const { chrome } = buildAstroSite(bundled, 'https://example.test');
    const products = chrome.main.find((l) => l.text === 'Products');
    expect(products?.href).toBe('/product-category/fruit-and-vineyard-equipment/');
    expect(products?.children.length).toBeGreaterThan(3);
    expect(chrome.footerLinks.length).toBeGreaterThan(0);
    expect(chrome.details.length).toBeGreaterThan(0);
  });
});

describe('portable text and images', () => {
  const block = (text: string, extra: Record<string, unknown> = {}) => ({
    _type: 'block',
    style: 'normal',
    children: [{ _type: 'span', text }],
    ...extra,
  });

  it('makes paragraphs, headings and one list of consecutive bullets', () => {
    expect(
      plainBlocks([
        block('Intro'),
        block('Why', { style: 'h2' }),
        block('a', { listItem: 'bullet' }),
        block('b', { listItem: 'bullet' }),
        block('Small', { style: 'h4' }),
      ]),
    ).toEqual([
      { kind: 'p', text: 'Intro' },
      { kind: 'h2', text: 'Why' },
      { kind: 'ul', items: ['a', 'b'] },
      { kind: 'h3', text: 'Small' },
    ]);
  });

  it('finds text and images anywhere in page-builder blocks', () => {
    const image = { _type: 'image', asset: { _ref: 'image-abc123-1900x860-jpg' }, alt: 'Blossom' };
    const found = collectContent([
      { _type: 'section', heading: 'Ours', content: [{ _type: 'columns', items: [image, [block('x')]] }] },
    ]);
    expect(found.text).toEqual([
      { kind: 'h2', text: 'Ours' },
      { kind: 'p', text: 'x' },
    ]);
    expect(found.images).toEqual([
      { folder: 'abc123-1900x860-jpg', width: 1900, height: 860, alt: 'Blossom' },
    ]);
  });

  it('builds our image URLs at the widths the original allows', () => {
    const image = imageOf({ asset: { _ref: 'image-ab12-600x200-png' } }, 'Logo');
    expect(image).toEqual({ folder: 'ab12-600x200-png', width: 600, height: 200, alt: 'Logo' });
    expect(srcset(image!, 'webp', [192, 384, 576, 768])).toBe(
      '/images/ab12-600x200-png/w192-h64-q85.webp 192w, /images/ab12-600x200-png/w384-h128-q85.webp 384w, ' +
        '/images/ab12-600x200-png/w576-h192-q85.webp 576w',
    );
    expect(imageOf({ asset: { _ref: 'file-ab12-pdf' } })).toBeNull();
  });

  it('turns a path into the catch-all parameter', () => {
    expect(slugParam('/')).toBeUndefined();
    expect(slugParam('/product-category/a/b/')).toBe('product-category/a/b');
  });
});

describe('the sources copied into the Astro project', () => {
  it('import nothing but each other, at the paths they are copied to', () => {
    const sources: Record<string, string> = {
      'astro-site.ts': readFileSync(new URL('./astro-site.ts', import.meta.url), 'utf8'),
      ...Object.fromEntries(
        Object.entries(readSiteModules()).map(([name, text]) => [`astro-site/${name}`, text]),
      ),
    };
    expect(Object.keys(sources).length).toBeGreaterThan(1);
    for (const [file, text] of Object.entries(sources)) {
      for (const [, from] of text.matchAll(/\bfrom '([^']+)'/g)) {
        expect(Object.keys(sources), `${file} imports ${from}`).toContain(
          posix.join(posix.dirname(file), from ?? ''),
        );
      }
    }
  });
});
