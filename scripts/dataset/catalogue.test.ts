// The bundled dataset's catalogue meets SPEC §2: its product categories with their nesting and
// types, every brand, and enough products in every product list.
import { describe, expect, it } from 'vitest';
import {
  SPEC_BRANDS,
  SPEC_CHILD_CATEGORIES,
  SPEC_PARENT_CATEGORIES,
} from '../../test/spec-catalogue.test-helper.ts';
import { byId, byPath, category, ofType, paths, productsIn, slugOf } from './dataset.test-helper.ts';

describe('bundled dataset: product categories (SPEC §2)', () => {
  it('has the four parent categories as roots of type parent', () => {
    for (const slug of SPEC_PARENT_CATEGORIES) {
      expect(category(`/product-category/${slug}/`).type).toBe('parent');
    }
  });

  it('nests every listed child under its parent, as a product list', () => {
    for (const [parent, children] of Object.entries(SPEC_CHILD_CATEGORIES)) {
      for (const child of children)
        expect(category(`/product-category/${parent}/${child}/`).type).toBe('products');
    }
  });

  it('keeps stock-machinery and Pulverisers-Vineyard untitled, and the other roots where SPEC puts them', () => {
    const stock = category('/product-category/stock-machinery/');
    expect([stock.title, stock.type, stock.parent]).toEqual([null, 'parent', undefined]);
    const pulverisers = category('/product-category/Pulverisers-Vineyard/');
    expect([pulverisers.title, pulverisers.parent]).toEqual([null, undefined]);
    expect(category('/product-category/transport-equipment/').type).toBe('parent');
    for (const slug of ['uncategorised', 'mankar-sprayers', 'hire-machines']) {
      expect(category(`/product-category/${slug}/`).type).toBe('products');
    }
  });

  it('gives vineyard-equipment children of its own', () => {
    const children = ofType('productCategory').filter(
      (c) =>
        (c.parent as { _ref?: string } | undefined)?._ref ===
        category('/product-category/vineyard-equipment/')._id,
    );
    expect(children.length).toBeGreaterThanOrEqual(2);
  });

  it('titles categories in title case and slugs them lower-case-hyphenated', () => {
    expect(category('/product-category/fruit-and-vineyard-equipment/de-leafers/').title).toBe('De-Leafers');
    expect(category('/product-category/fruit-and-vineyard-equipment/platformsharvesters/').title).toBe(
      'Platforms & Harvesters',
    );
    for (const c of ofType('productCategory')) {
      if (typeof c.title === 'string')
        expect(c.title, c._id).toMatch(/^([A-Z][\w-]*|&|for|and)( ([A-Z][\w-]*|&|for|and))*$/);
      if (slugOf(c) !== 'Pulverisers-Vineyard') expect(slugOf(c)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('numbers category ids product-category-<n>', () => {
    for (const c of ofType('productCategory')) expect(c._id).toMatch(/^product-category-\d+$/);
  });
});

describe('bundled dataset: brands', () => {
  it('has every SPEC brand slug, plus one more with a history page', () => {
    const slugs = ofType('brand').map(slugOf);
    for (const slug of SPEC_BRANDS) expect(slugs).toContain(slug);
    const extra = slugs.filter((s) => !SPEC_BRANDS.includes(s));
    expect(extra).toHaveLength(1);
    expect(byPath.get(`/${extra[0]}-history/`)?._type).toBe('page');
  });

  it('leaves some brands without an order, and cites the SPEC §9 facts', () => {
    const brands = ofType('brand');
    expect(brands.filter((b) => b.order === null).length).toBeGreaterThan(0);
    const text = (slug: string) => JSON.stringify(brands.find((b) => slugOf(b) === slug)?.description);
    expect(text('terreco-frost-protection')).toMatch(/radius of 25 m/);
    expect(text('terreco-frost-protection')).toMatch(/every 20 minutes/);
    expect(text('the-impressive-corvus-utv')).toMatch(/450 kg/);
    expect(text('antonio-carraro')).toMatch(/2 year standard warranty.*optional 4 year warranty/);
  });
});

describe('bundled dataset: products', () => {
  const products = ofType('product');
  const leaves = ofType('productCategory').filter((c) => c.type === 'products');

  it('has at least 120 products, a product in every leaf category and ten or more in several', () => {
    expect(products.length).toBeGreaterThanOrEqual(120);
    for (const leaf of leaves) expect(productsIn(leaf).length, paths.get(leaf._id)).toBeGreaterThan(0);
    expect(leaves.filter((leaf) => productsIn(leaf).length >= 10).length).toBeGreaterThanOrEqual(3);
  });

  it('files products only under product lists', () => {
    for (const p of products) {
      for (const ref of p.categories as { _ref: string }[])
        expect(byId.get(ref._ref)?.type, p._id).toBe('products');
    }
  });

  it('prices used stock under stock-machinery, and has hire machines', () => {
    const stock = category('/product-category/stock-machinery/')._id;
    const used = products.filter((p) => p.condition === 'used');
    expect(used.length).toBeGreaterThanOrEqual(20);
    for (const p of used) {
      expect(p.price, p._id).toMatch(/^(POA|£[\d,]+.*)$/);
      for (const ref of p.categories as { _ref: string }[])
        expect((byId.get(ref._ref)?.parent as { _ref?: string } | undefined)?._ref).toBe(stock);
    }
    expect(products.filter((p) => p.condition === 'hire').length).toBeGreaterThanOrEqual(5);
  });

  it('gives products videos, brochures, specification rows, images and a brand', () => {
    expect(products.filter((p) => typeof p.video === 'string').length).toBeGreaterThanOrEqual(10);
    for (const p of products.filter((x) => x.video))
      expect(p.video).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
    expect(products.filter((p) => p.brochure).length).toBeGreaterThanOrEqual(10);
    for (const p of products) {
      // A used machine is sold from its photographs (4 to 8, as a dealer lists one); others 1 to 3.
      const [least, most] = p.condition === 'used' ? [4, 8] : [1, 3];
      expect((p.images as unknown[]).length, p._id).toBeGreaterThanOrEqual(least);
      expect((p.images as unknown[]).length, p._id).toBeLessThanOrEqual(most);
      // Different views, not one picture repeated: each photo is its own file.
      const files = (p.images as { asset: { _ref: string } }[]).map((image) => image.asset._ref);
      expect(new Set(files).size, p._id).toBe(files.length);
      expect((p.specification as unknown[]).length, p._id).toBeGreaterThanOrEqual(2);
    }
    expect(products.filter((p) => p.brand).length).toBeGreaterThan(products.length / 2);
  });

  it("shows each machine's own make in its pictures, and no other maker's name", () => {
    // The machine drawings that bear a maker's name or colours, by picture (views share their base's).
    const painted: Record<string, string> = {
      'used-tractor': 'antonio-carraro',
      'product-tractor-cab': 'antonio-carraro',
      'product-tractor-rops': 'antonio-carraro',
      'product-tractor-isodiametric': 'antonio-carraro',
      'hero-workshop': 'antonio-carraro',
      'used-tractor-rops': 'valmara',
      'used-tractor-valmara': 'valmara',
      'product-tractor-valmara': 'valmara',
      'hero-workshop-valmara': 'valmara',
      'used-sprayer': 'friuli-sprayers',
      'product-sprayer-towed': 'friuli-sprayers',
      'used-telehandler': 'giant-loaders',
      'product-telehandler': 'giant-loaders',
      'product-loader-articulated': 'giant-loaders',
      'product-loader-telescopic': 'giant-loaders',
      'product-skid-steer': 'giant-loaders',
      'product-forklift-orvin': 'orvin',
      'product-forklift-ilmer': 'ilmer',
      'product-forklift-rt': 'rough-terrain-forklifts',
      'product-grape-harvester': 'gregoire-grape-harvester-range',
      'product-mower': 'orizzonti-vineyard-machinery',
      'product-cultivator': 'orizzonti-vineyard-machinery',
      'product-de-leafer': 'olmi-de-leafer',
      'hero-de-leafer': 'olmi-de-leafer',
      'product-utv': 'the-impressive-corvus-utv',
      'product-eweeder': 'rootwave-eweeder',
    };
    const pictureOf = (ref: string) =>
      String(byId.get(ref)?.originalFilename)
        .replace(/\.\w+$/, '')
        .replace(/-view-\w+$/, '');
    const wrong: string[] = [];
    for (const p of products) {
      const brand = (p.brand as { _ref: string } | undefined)?._ref;
      for (const image of p.images as { asset: { _ref: string } }[]) {
        const make = painted[pictureOf(image.asset._ref)];
        if (make && `brand-${make}` !== brand) wrong.push(`${p.title}: ${pictureOf(image.asset._ref)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
