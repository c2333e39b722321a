// Hostile and careless edits, one per rule of docs/content-model.md ("What the content check
// rejects", "What the content check mends"): each is applied to the fixture dataset and must be
// caught with the content, named by the document to edit, or mended so it never ships.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, TITLE_MAX } from '../../src/content/text-limits.ts';
import {
  fixtureDocument as doc,
  fixtureAssetFolders,
  fixtureOptions,
  loadEditedFixture as load,
} from '../fixture.test-helper.ts';
import { feedOf, rssXml } from '../seo/feed.ts';
import { buildSiteModel } from '../site-model.ts';
import type { StoredDocument } from './dataset-source.ts';
import { ContentError, type Problem } from './snapshot.ts';

const errors = (problems: readonly Problem[]) => problems.filter((p) => p.severity === 'error');
const warnings = (problems: readonly Problem[]) => problems.filter((p) => p.severity === 'warning');
const named = (problems: readonly Problem[]) => problems.map((p) => `${p.documentId} ${p.field}`);

function block(key: string, text: string, extra: Record<string, unknown> = {}) {
  return {
    _type: 'block',
    _key: key,
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: `${key}s`, text, marks: [] }],
    ...extra,
  };
}

describe('1. blank but present text', () => {
  it('is an error naming the document and field where text is required', async () => {
    const { problems } = await load((docs) => {
      doc(docs, 'page-about').title = '   ';
      doc(docs, 'post-1').title = '\t\n ';
    });
    expect(errors(problems)).toEqual([
      expect.objectContaining({
        documentId: 'page-about',
        field: 'title',
        message: expect.stringMatching(/blank/),
      }),
      expect.objectContaining({
        documentId: 'post-1',
        field: 'title',
        message: expect.stringMatching(/blank/),
      }),
    ]);
  });

  it('reads as missing where the field may be missing', async () => {
    const { problems, snapshot } = await load((docs) => {
      doc(docs, 'product-category-1').title = '  ';
      doc(docs, 'slide-1').subtitle = ' ';
    });
    expect(problems).toEqual([]);
    expect(snapshot.productCategories.find((c) => c.id === 'product-category-1')?.title).toBeNull();
  });
});

describe('2. control characters', () => {
  const hostile = 'Open\u0000 day\u0007 \u007f2016\u0085 \ud800\ufeff';

  it('are removed from every string once, at the snapshot', async () => {
    const { snapshot } = await load((docs) => {
      doc(docs, 'post-1').title = hostile;
      doc(docs, 'post-1').excerpt = `Line one\r\nline two\u000b${hostile}`;
    });
    const post = snapshot.posts.find((p) => p.id === 'post-1');
    expect(post?.title).toBe('Open day 2016 \ufffd');
    expect(post?.excerpt).toBe('Line one\nline twoOpen day 2016 \ufffd');
  });

  it('leave the news feed valid for a strict XML parser', async () => {
    const { snapshot } = await load((docs) => {
      doc(docs, 'post-1').title = hostile;
      doc(docs, 'category-1').title = `General\u0001`;
    });
    const model = buildSiteModel(snapshot, fixtureOptions());
    const feed = feedOf(model.pages, model.site);
    if (!feed) throw new Error('no feed');
    const parser = new SaxesParser();
    const titles: string[] = [];
    let inTitle = false;
    parser.on('opentag', (tag) => {
      inTitle = tag.name === 'title';
    });
    parser.on('text', (text) => {
      if (inTitle) titles.push(text);
    });
    parser.write(rssXml(feed)).close();
    expect(titles).toContain('Open day 2016 \ufffd');
  });
});

describe('4. slugs that take the names of the build’s own folders', () => {
  it.each([
    ['page-about', 'fonts'],
    ['page-about', 'Images'],
    ['post-1', 'assets'],
    ['post-1', 'sitemap'],
    ['post-1', 'home'],
  ])('%s with slug %s is an error on its slug', async (id, slug) => {
    const { problems } = await load((docs) => {
      doc(docs, id).slug = { _type: 'slug', current: slug };
    });
    expect(named(errors(problems))).toEqual([`${id} slug`]);
  });

  it('lets a product use such a name under its own prefix', async () => {
    const { problems } = await load((docs) => {
      doc(docs, 'product-2').slug = { _type: 'slug', current: 'images' };
    });
    expect(problems).toEqual([]);
  });
});

describe('5. asset files missing from the export', () => {
  it('are errors with the content, naming each document and field that uses the file', async () => {
    const folders = fixtureAssetFolders();
    rmSync(join(folders.images, '6ec243bf707562891121326414ade451d3cce04c-1400x800.jpg'));
    const { problems } = await load(() => {}, { assetFolders: folders });
    expect(named(errors(problems)).sort()).toEqual(
      expect.arrayContaining(['brand-1 image.asset', 'product-1 images[0].asset']),
    );
    expect(errors(problems)[0]?.message).toMatch(
      /file of asset image-6ec243bf707562891121326414ade451d3cce04c-1400x800-jpg is missing: expected .*images\/6ec243bf707562891121326414ade451d3cce04c-1400x800\.jpg/,
    );
  });

  it('pass when every file is there', async () => {
    const { problems } = await load(() => {}, { assetFolders: fixtureAssetFolders() });
    expect(problems).toEqual([]);
  });
});

describe('6. errors name the document to edit', () => {
  it('a bad colour on a carousel slide names the slide, not the page showing it', async () => {
    const { problems } = await load((docs) => {
      doc(docs, 'slide-1').color = { label: 'Red', value: 'red' };
    });
    expect(named(errors(problems))).toEqual(['slide-1 color.value']);
  });

  it('a document of a misspelt type is one error on itself, none on its referrers', async () => {
    const { problems } = await load((docs) => {
      doc(docs, 'brand-1')._type = 'brnad';
    });
    expect(errors(problems)).toEqual([
      expect.objectContaining({
        documentId: 'brand-1',
        field: '_type',
        message: expect.stringMatching(
          /^unknown document type "brnad" \(\d+ references?, first .+\): expected one of/,
        ),
      }),
    ]);
  });

  it('two copies of one document are one error on its _id', async () => {
    const { problems } = await load((docs) => {
      docs.push(structuredClone(doc(docs, 'page-about') as StoredDocument));
    });
    expect(errors(problems)).toEqual([
      expect.objectContaining({
        documentId: 'page-about',
        field: '_id',
        message: '2 documents have this _id: expected each document once',
      }),
    ]);
  });
});

describe('7. unsafe URLs never reach the page data', () => {
  it('drops a script or data link from rich text, keeping its text, with a warning', async () => {
    const { problems, snapshot } = await load((docs) => {
      const body = doc(docs, 'post-1').body as ReturnType<typeof block>[];
      body.push(
        block('x1', 'click', {
          markDefs: [
            { _type: 'link', _key: 'bad', href: 'java\tscript:alert(1)' },
            { _type: 'link', _key: 'data', href: 'data:text/html,<script>alert(1)</script>' },
          ],
          children: [{ _type: 'span', _key: 'x1s', text: 'click', marks: ['bad', 'data', 'strong'] }],
        }),
      );
    });
    expect(errors(problems)).toEqual([]);
    expect(named(warnings(problems))).toEqual(['post-1 body[3].markDefs[0]', 'post-1 body[3].markDefs[1]']);
    const post = snapshot.posts.find((p) => p.id === 'post-1');
    const json = JSON.stringify(post);
    expect(json).not.toMatch(/script:|data:/);
    expect(post?.body[3]).toMatchObject({ markDefs: [], children: [{ text: 'click', marks: ['strong'] }] });
  });

  it('rejects a script URL as a video, and a path link that leaves the site', async () => {
    // Without a valid navigation there is no site: the load throws, with every problem.
    const { problems } = await load((docs) => {
      doc(docs, 'product-1').video = 'javascript:alert(1)';
      const main = doc(docs, 'navigation').main as { link: Record<string, unknown> }[];
      if (main[0]) main[0].link = { _type: 'link', type: 'path', path: '/\\evil.example/' };
      const slide = doc(docs, 'slide-1');
      slide.link = { _type: 'link', type: 'path', path: '//evil.example/' };
    }).catch((error: unknown) => {
      if (error instanceof ContentError) return { problems: error.problems };
      throw error;
    });
    expect(named(errors(problems)).sort()).toEqual([
      'navigation main[0].link.href',
      'product-1 video',
      'slide-1 link.href',
    ]);
  });
});

describe('8. marks and items the site does not know', () => {
  it('are left out with a warning naming the document and field; the text stays', async () => {
    const { problems, snapshot } = await load((docs) => {
      doc(docs, 'post-1').body = [
        block('a', 'highlighted', {
          children: [{ _type: 'span', _key: 'as', text: 'highlighted', marks: ['highlight', 'em', 'fn'] }],
          markDefs: [{ _type: 'footnote', _key: 'fn', text: 'a note' }],
        }),
        { _type: 'callout', _key: 'callout', tone: 'warning', text: 'Mind the gap' },
        block('b', 'lead text', { style: 'lead', listItem: 'checkbox' }),
        block('c', 'inline', {
          children: [
            { _type: 'span', _key: 'cs', text: 'before ', marks: [] },
            { _type: 'mention', _key: 'cm', user: 'x' },
          ],
        }),
      ];
    });
    expect(errors(problems)).toEqual([]);
    expect(named(warnings(problems)).sort()).toEqual([
      'post-1 body[0].children[0].marks',
      'post-1 body[0].markDefs[0]',
      'post-1 body[1]',
      'post-1 body[2].listItem',
      'post-1 body[2].style',
      'post-1 body[3].children[1]',
    ]);
    const body = snapshot.posts.find((p) => p.id === 'post-1')?.body;
    expect(body).toEqual([
      expect.objectContaining({
        markDefs: [],
        children: [expect.objectContaining({ text: 'highlighted', marks: ['em'] })],
      }),
      expect.objectContaining({
        style: 'normal',
        children: [expect.objectContaining({ text: 'lead text' })],
      }),
      expect.objectContaining({ children: [expect.objectContaining({ text: 'before ' })] }),
    ]);
    expect(body?.[1]).not.toHaveProperty('listItem');
  });
});

describe('duplicate keys', () => {
  it('are a warning naming the document and the repeated _key', async () => {
    const { problems } = await load((docs) => {
      const body = doc(docs, 'post-1').body as { _key: string }[];
      if (body[1] && body[0]) body[1]._key = body[0]._key;
    });
    expect(problems).toEqual([
      expect.objectContaining({ severity: 'warning', documentId: 'post-1', field: 'body[1]._key' }),
    ]);
  });
});

describe('9. overlong text in metadata', () => {
  it('is cut on a word at what search engines and link previews show', async () => {
    const words = 'Sprayer '.repeat(700);
    const { snapshot } = await load((docs) => {
      doc(docs, 'post-1').title = words;
      doc(docs, 'post-1').seo = { description: words };
    });
    const model = buildSiteModel(snapshot, fixtureOptions());
    const page = model.pages.find((p) => p.meta.path === '/open-day-2016/');
    expect(page?.meta.title).toMatch(/^(Sprayer )+Sprayer…$/);
    expect(page?.meta.title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(page?.meta.description).toMatch(/^(Sprayer )+Sprayer…$/);
    expect(page?.meta.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });
});
