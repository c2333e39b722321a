// The bundled dataset's news, pages, media and site settings meet the content requirements,
// every block type is used, and every reference resolves.
import { describe, expect, it } from 'vitest';
// The schema's list, which src/content/schemas/schemas.test.ts pins to the 21 types of the spec.
import { BLOCK_TYPES } from '../../src/content/schemas/index.ts';
import { byId, docs, ofType, paths, slugOf } from './dataset.test-helper.ts';
import { collectReferences } from './dataset-paths.ts';
import type { SanityDocument } from './documents.ts';

const GENERIC_PAGES = [
  'home',
  'about-us',
  'contact-us',
  'meet-the-team',
  'testimonials',
  'media-library',
  'parts-service',
  'parts-promotions',
  'privacy-policy',
  'terms-and-conditions',
  'delivery-returns',
];
const NEWS = [
  ['general', 'General'],
  ['product-related', 'Product Related'],
  ['shows-and-events', 'Shows and Events'],
  ['whats-happening', "What's Happening"],
  ['case-studies', 'Case Studies'],
  ['fruit-grower-case-studies', 'Fruit Grower Case Studies'],
  ['agricultural-case-studies', 'Agricultural Case Studies'],
  ['groundcare-forestry-case-studies', 'Groundcare/ Forestry Case Studies'],
  ['construction-plant-hire-case-studies', 'Construction/ Plant Hire Case Studies'],
] as const;

describe('bundled dataset: news', () => {
  const posts = ofType('post');

  it('has the nine news categories with the content model ids and titles', () => {
    NEWS.forEach(([slug, title], i) => {
      const c = byId.get(`category-${i + 1}`);
      expect([c?._type, c && slugOf(c), c?.title]).toEqual(['category', slug, title]);
    });
  });

  it('has at least 60 posts from 2016 to 2023 over all nine categories, several without a picture', () => {
    expect(posts.length).toBeGreaterThanOrEqual(60);
    const used = new Set(posts.flatMap((p) => (p.categories as { _ref: string }[]).map((c) => c._ref)));
    expect([...used].sort()).toEqual(NEWS.map((_, i) => `category-${i + 1}`).sort());
    for (const p of posts) expect(String(p.published), p._id).toMatch(/^20(1[6-9]|2[0-3])-/);
    expect(posts.filter((p) => !p.image).length).toBeGreaterThanOrEqual(5);
  });

  it('writes bodies with headings, lists, quotes, links to products and inline images', () => {
    const blocks = posts.flatMap((p) => p.body as Record<string, unknown>[]);
    expect(blocks.some((b) => b.style === 'h2')).toBe(true);
    expect(blocks.some((b) => b.listItem === 'bullet')).toBe(true);
    expect(blocks.some((b) => b.listItem === 'number')).toBe(true);
    expect(blocks.some((b) => b.style === 'blockquote')).toBe(true);
    expect(blocks.some((b) => b._type === 'image')).toBe(true);
    const marks = blocks.flatMap((b) => (b.markDefs as Record<string, unknown>[] | undefined) ?? []);
    expect(marks.some((m) => m._type === 'link' && String(m.href).startsWith('https:'))).toBe(true);
    expect(
      marks.some(
        (m) =>
          m._type === 'internalLink' && byId.get((m.reference as { _ref: string })._ref)?._type === 'product',
      ),
    ).toBe(true);
  });
});

describe('bundled dataset: pages, media and site', () => {
  const pages = ofType('page');

  it('has every generic page of SPEC §2, each with a hero and blocks', () => {
    const brandHistory = pages.filter((p) => slugOf(p).endsWith('-history'));
    expect(brandHistory).toHaveLength(1);
    for (const slug of GENERIC_PAGES) {
      const page = pages.find((p) => slugOf(p) === slug);
      if (!page) throw new Error(`no page ${slug}`);
      expect((page.hero as { image?: unknown }).image, slug).toBeDefined();
      expect((page.content as unknown[]).length, slug).toBeGreaterThan(0);
    }
  });

  it('uses every one of the 21 block types', () => {
    const used = new Set(pages.flatMap((p) => (p.content as { _type: string }[]).map((b) => b._type)));
    expect([...used].sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it('has at least 30 media items of both types, in several galleries and brands', () => {
    const media = ofType('mediaItem');
    expect(media.length).toBeGreaterThanOrEqual(30);
    expect(new Set(media.map((m) => m.mediaType))).toEqual(new Set(['image', 'video']));
    const galleries = new Set(media.flatMap((m) => (m.gallery as { value: string }[]).map((g) => g.value)));
    expect(galleries.size).toBeGreaterThanOrEqual(3);
    expect(
      new Set(media.map((m) => (m.brand as { _ref?: string } | undefined)?._ref).filter(Boolean)).size,
    ).toBeGreaterThanOrEqual(3);
  });

  it('has carousel slides with pictures and a film, internal links and one external link', () => {
    const slides = ofType('carouselSlide');
    expect(slides.length).toBeGreaterThanOrEqual(4);
    expect(slides.map((s) => (s.content as { _type: string })._type)).toContain('carouselVideo');
    expect(
      slides.filter((s) => (s.content as { _type: string })._type === 'carouselImage').length,
    ).toBeGreaterThanOrEqual(3);
    expect(slides.filter((s) => s.externalLink)).toHaveLength(1);
    expect(
      slides.filter((s) => (s.link as { type?: string } | undefined)?.type === 'internal').length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('has the footer\u2019s legal links, five social icons and contact details with tel: and mailto:', () => {
    const footer = byId.get('footer') as SanityDocument;
    expect(
      (footer.infoLinks as { text: string; link: { path: string } }[]).map((l) => [l.text, l.link.path]),
    ).toEqual([
      ['Privacy Policy', '/privacy-policy/'],
      ['Terms & Conditions', '/terms-and-conditions/'],
      ['Returns Policy', '/delivery-returns/'],
    ]);
    expect((footer.socialIcons as { alt: string }[]).map((s) => s.alt)).toEqual([
      'YouTube',
      'LinkedIn',
      'Instagram',
      'Twitter',
      'Facebook',
    ]);
    const hrefs = JSON.stringify(footer.details);
    expect(hrefs).toMatch(/"href":"tel:/);
    expect(hrefs).toMatch(/"href":"mailto:/);
    expect(byId.get('siteSettings')?.vatNumber).toMatch(/^VAT No\. GB \d{3} \d{4} \d{2}$/);
  });

  it('has the main menu SPEC describes, with products per top-level category', () => {
    const main = (byId.get('navigation')?.main ?? []) as { text: string; links?: unknown[] }[];
    expect(main.map((i) => i.text)).toEqual([
      'Home',
      'Products',
      'Our Brands',
      'Used Machinery',
      'Hire',
      'Parts & Service',
      'News',
      'About',
      'Contact',
    ]);
    expect(main[1]?.links?.length).toBeGreaterThanOrEqual(4);
  });
});

describe('bundled dataset: integrity', () => {
  it('resolves every reference', () => {
    const missing = docs.flatMap((d) =>
      collectReferences(d)
        .filter((r) => !byId.has(r.ref))
        .map((r) => `${d._id}${r.at} → ${r.ref}`),
    );
    expect(missing).toEqual([]);
  });

  it('gives no two documents one path, and no page or post a named route', () => {
    const seen = new Map<string, string>();
    for (const [id, path] of paths) {
      expect(seen.get(path), `${id} and ${seen.get(path)} share ${path}`).toBeUndefined();
      seen.set(path, id);
    }
    const named = [
      'enquiry-basket',
      'product-category',
      'product',
      'our-brands',
      'category',
      'latest-news',
      '404',
    ];
    for (const d of [...ofType('page'), ...ofType('post')]) expect(named).not.toContain(slugOf(d));
  });

  it('is sorted by _id with unique ids, plausible dates and a revision on every document', () => {
    const ids = docs.map((d) => d._id);
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(ids.length);
    for (const d of docs) {
      // A missing stamp reads "undefined", which fails both checks.
      const [created, updated] = [String(d._createdAt), String(d._updatedAt)];
      expect(created <= updated, d._id).toBe(true);
      expect(updated >= '2016-01-01' && updated < '2024-01-01', d._id).toBe(true);
      expect(d._rev, d._id).toMatch(/^[A-Za-z0-9]{22}$/);
    }
  });
});
