// A hostile dataset thrown at the whole pipeline: content → snapshot → site model → every page
// rendered by the real SSR renderer → head, sitemap and feed. What the content check mends must
// render safely; what it rejects must be named by the document and field to edit.
import { Parser } from 'htmlparser2';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { createRenderer, seoHead } from '../src/app/entry-server.tsx';
import { createImageUrls } from '../src/content/image-url.ts';
import { TITLE_MAX } from '../src/content/text-limits.ts';
import { createDocumentsSource, type StoredDocument } from './content/dataset-source.ts';
import { ContentError, loadSnapshot, type Problem } from './content/snapshot.ts';
import { fixtureDocument as doc, fixtureDocuments, fixtureOptions } from './fixture.test-helper.ts';
import { renderHead } from './html.ts';
import { stampPage } from './page-document.ts';
import { seoFiles } from './seo/site-files.ts';
import { buildSiteModel } from './site-model.ts';

type Doc = Record<string, unknown> & StoredDocument;

const fixture = (): Doc[] => fixtureDocuments();

const INJECTION = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'&';
/** Right-to-left override, zero-width space and joiner, a byte-order mark, an emoji. */
const UNICODE = '\u202Egnp.exe\u200B\u200D\uFEFF 🚜';
/** Fields that hold free text an editor types; their values are replaced in every document. */
const TEXT_FIELDS = new Set([
  'title',
  'subtitle',
  'excerpt',
  'alt',
  'caption',
  'client',
  'business',
  'name',
  'price',
]);

/** Every free-text field and every span of every document, made hostile (site name kept short). */
function poisonText(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return TEXT_FIELDS.has(key) ? `${value} ${INJECTION}${UNICODE}` : value;
  if (Array.isArray(value)) return value.map((item) => poisonText(item, key));
  if (typeof value !== 'object' || value === null) return value;
  const type = Reflect.get(value, '_type');
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      type === 'span' && k === 'text' && typeof v === 'string' ? `${v}${INJECTION}` : poisonText(v, k),
    ]),
  );
}

function hostileButValid(): Doc[] {
  const docs = fixture().map((d) => (d._type.startsWith('sanity.') ? d : (poisonText(d) as Doc)));
  // Huge text, in a title and a body.
  doc(docs, 'product-2').title = `Loader ${'very '.repeat(20_000)}long`;
  const post = doc(docs, 'post-1');
  const body = post.body as Record<string, unknown>[];
  body.push({
    _type: 'block',
    _key: 'huge',
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: 'huges', text: 'word '.repeat(50_000), marks: [] }],
  });
  // A list nested far deeper than anyone means, and an editor's h1 in the body.
  for (let level = 1; level <= 40; level += 1) {
    body.push({
      _type: 'block',
      _key: `deep${level}`,
      style: level === 1 ? 'h1' : 'normal',
      listItem: 'bullet',
      level: level * 25,
      markDefs: [],
      children: [{ _type: 'span', _key: `deep${level}s`, text: `level ${level}`, marks: [] }],
    });
  }
  // Negative and fractional orders; an enormous specification table.
  doc(docs, 'product-2').order = -7.5;
  doc(docs, 'brand-2').order = -1e9;
  doc(docs, 'product-1').specification = Array.from({ length: 2000 }, (_, i) => ({
    _key: `row${i}`,
    label: `Row ${i} ${INJECTION}`,
    value: String(i),
  }));
  // A crop that leaves nothing and a hotspot off the picture: mended, not shipped.
  const images = doc(docs, 'product-1').images as Record<string, unknown>[];
  images[0] = {
    ...images[0],
    crop: { top: 0, bottom: 0, left: 0.7, right: 0.7 },
    hotspot: { x: 5, y: -3, height: 0, width: -1 },
  };
  return docs;
}

async function render(docs: Doc[]) {
  const { snapshot, problems } = await loadSnapshot(createDocumentsSource(docs, 'hostile'));
  const model = buildSiteModel(snapshot, fixtureOptions());
  const renderer = await createRenderer(createImageUrls(model.site.images));
  const pages = await Promise.all(
    model.pages.map(async (modelPage) => {
      const page = stampPage(modelPage, 'test');
      return {
        page,
        html: await renderer.render(page, model.site),
        head: renderHead({
          page,
          title: page.meta.title,
          canonical: `https://example.test${page.meta.path}`,
          seo: seoHead({
            page,
            site: model.site,
            title: page.meta.title,
            canonical: `https://example.test${page.meta.path}`,
          }),
          preloads: '',
        }),
      };
    }),
  );
  return { problems, model, pages };
}

/** Elements or handlers the content's markup would have made, had it not been escaped. */
function injectedElements(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (
        name === 'script' &&
        attributes.type !== 'application/json' &&
        attributes.type !== 'application/ld+json'
      )
        found.push('<script>');
      if (name === 'img' && attributes.src === 'x') found.push('<img src=x>');
      for (const attribute of Object.keys(attributes)) if (attribute.startsWith('on')) found.push(attribute);
    },
  });
  parser.end(html);
  return found;
}

function parseXml(xml: string): void {
  const parser = new SaxesParser();
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(xml).close();
}

describe('hostile but valid content', () => {
  it('builds every page with one h1, no markup from content, and bounded metadata', async () => {
    const { problems, model, pages } = await render(hostileButValid());
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(problems).toContainEqual(
      expect.objectContaining({ documentId: 'product-1', field: 'images[0].crop' }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ documentId: 'product-1', field: 'images[0].hotspot' }),
    );
    expect(pages.length).toBeGreaterThan(10);
    for (const { page, html, head } of pages) {
      const where = page.meta.path;
      expect((html.match(/<h1[\s>]/g) ?? []).length, `${where}: one h1`).toBe(1);
      expect(injectedElements(html), where).toEqual([]);
      expect(injectedElements(head), where).toEqual([]);
      expect(page.meta.title.length, where).toBeLessThanOrEqual(TITLE_MAX);
      expect(JSON.stringify(page), where).not.toMatch(/\uFEFF/);
    }
    const product = model.pages.find((p) => p.meta.path.startsWith('/product/srx'));
    expect(JSON.stringify(product)).not.toMatch(/"crop":\{"top":0,"bottom":0,"left":0\.7/);
    for (const [file, xml] of seoFiles(model).files) if (file.endsWith('.xml')) parseXml(xml);
  }, 120_000);
});

async function problemsOf(edit: (docs: Doc[]) => void): Promise<Problem[]> {
  const docs = fixture();
  edit(docs);
  try {
    return (await loadSnapshot(createDocumentsSource(docs, 'hostile'))).problems;
  } catch (error) {
    if (error instanceof ContentError) return [...error.problems];
    throw error;
  }
}

const errorsOf = (problems: readonly Problem[]) =>
  problems.filter((p) => p.severity === 'error').map((p) => `${p.documentId} ${p.field}`);

describe('hostile content that cannot be mended', () => {
  it.each(['about.us', 'About%20Us', '..', 'a/../b', 'about us', '-about', 'über'])(
    'rejects the slug %j on the slug',
    async (slug) => {
      const problems = await problemsOf((docs) => {
        doc(docs, 'page-about').slug = { _type: 'slug', current: slug };
      });
      expect(errorsOf(problems)).toContain('page-about slug');
    },
  );

  it('rejects two paths that differ only in case', async () => {
    const problems = await problemsOf((docs) => {
      doc(docs, 'page-about').slug = { _type: 'slug', current: 'Open-Day-2016' };
    });
    expect(errorsOf(problems).sort()).toEqual(['page-about slug', 'post-1 slug']);
  });

  it('rejects numbers JSON cannot hold (1e999 reads as Infinity) on the field', async () => {
    const problems = await problemsOf((docs) => {
      doc(docs, 'brand-1').order = JSON.parse('1e999');
    });
    expect(errorsOf(problems)).toEqual(['brand-1 order']);
  });

  it('rejects references to documents of the wrong type on the referring field', async () => {
    const problems = await problemsOf((docs) => {
      doc(docs, 'post-1').categories = [{ _type: 'reference', _ref: 'product-1', _key: 'k1' }];
      const home = doc(docs, 'page-home').content as { slides?: unknown[] }[];
      home[0]?.slides?.push({ _type: 'reference', _ref: 'page-about', _key: 'zz' });
    });
    expect(errorsOf(problems).sort()).toEqual(['page-home content[0].slides[2]', 'post-1 categories[0]']);
    expect(problems[0]?.message).toMatch(
      /reference to \S+, a (page|product): expected a (carouselSlide|category)/,
    );
  });

  it('rejects a map position off the globe on the field', async () => {
    const problems = await problemsOf((docs) => {
      docs.push({
        _id: 'page-contact',
        _type: 'page',
        _updatedAt: '2024-01-10T09:00:00Z',
        title: 'Contact',
        slug: { _type: 'slug', current: 'contact' },
        content: [{ _type: 'contactForm', _key: 'cf', map: { lat: 512, lng: 0.5, zoom: 99, label: 'Yard' } }],
      });
    });
    expect(errorsOf(problems).sort()).toEqual([
      'page-contact content[0].map.lat',
      'page-contact content[0].map.zoom',
    ]);
  });

  it('rejects a category that is its own parent', async () => {
    const problems = await problemsOf((docs) => {
      doc(docs, 'product-category-2').parent = { _type: 'reference', _ref: 'product-category-2' };
    });
    expect(errorsOf(problems)).toContain('product-category-2 parent');
  });
});
