import { describe, expect, it } from 'vitest';
import { keyMaker } from './documents.ts';
import { type PortableTextEnv, portableText } from './portable-text.ts';

function env(): PortableTextEnv {
  return {
    key: keyMaker('test'),
    resolve: (type, slug) => {
      if (type === 'product' && slug === 'srx-5800') return 'product-1';
      throw new Error(`no ${type} ${slug}`);
    },
    image: (name, alt, key) => ({ _type: 'image', _key: key, name, alt }),
  };
}

type Block = {
  _type: string;
  style?: string;
  listItem?: string;
  level?: number;
  children: { text: string; marks: string[] }[];
  markDefs: Record<string, unknown>[];
};

describe('portable text markup', () => {
  it('makes headings, paragraphs with hard breaks, lists and quotes', () => {
    const blocks = portableText(
      '## Title\n- one\n- two\n  - nested\n\nLine one\nline two\n\n1. first\n\n> Said\n> twice',
      env(),
    ) as Block[];
    expect(
      blocks.map((b) => [
        b.style,
        b.listItem ?? null,
        b.level ?? null,
        b.children.map((c) => c.text).join(''),
      ]),
    ).toEqual([
      ['h2', null, null, 'Title'],
      ['normal', 'bullet', 1, 'one'],
      ['normal', 'bullet', 1, 'two'],
      ['normal', 'bullet', 2, 'nested'],
      ['normal', null, null, 'Line one\nline two'],
      ['normal', 'number', 1, 'first'],
      ['blockquote', null, null, 'Said\ntwice'],
    ]);
  });

  it('marks strong, em and code, and links external and internal targets', () => {
    const [block] = portableText(
      '**Bold** and *soft* `code` [site](https://example.org) [tractor](product:srx-5800)',
      env(),
    ) as Block[];
    expect(block?.children.map((c) => [c.text, c.marks.length])).toEqual([
      ['Bold', 1],
      [' and ', 0],
      ['soft', 1],
      [' ', 0],
      ['code', 1],
      [' ', 0],
      ['site', 1],
      [' ', 0],
      ['tractor', 1],
    ]);
    expect(block?.markDefs.map((m) => m._type)).toEqual(['link', 'internalLink']);
    expect(block?.markDefs[1]).toMatchObject({ reference: { _type: 'reference', _ref: 'product-1' } });
  });

  it('places inline images and refuses links it cannot resolve', () => {
    const blocks = portableText('Before\n\n![A tractor](image:product-tractor-cab)', env());
    expect(blocks[1]).toMatchObject({ _type: 'image', name: 'product-tractor-cab', alt: 'A tractor' });
    expect(() => portableText('[x](product:nothing)', env())).toThrow(/no product nothing/);
    expect(() => portableText('[x](ftp://host)', env())).toThrow(/unknown link/);
  });

  it('gives every block, span and mark a unique key', () => {
    const json = JSON.stringify(portableText('## A\n\n[b](https://example.org) c\n\n- d', env()));
    const keys = [...json.matchAll(/"_key":"([0-9a-f]+)"/g)].map((m) => m[1]);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
