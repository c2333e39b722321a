import { describe, expect, it } from 'vitest';
import { ASTRO_VERSION, astroProjectFiles, fairness } from './astro-project.ts';

describe('astroProjectFiles', () => {
  const files = astroProjectFiles({
    siteSource: '// site',
    siteModules: { 'fields.ts': '// fields' },
    datasetFile: '/tmp/d.ndjson',
    siteUrl: 'https://x.test',
  });

  it('is a static Astro project with one catch-all page over the dataset', () => {
    expect(Object.keys(files).sort()).toEqual([
      'astro.config.mjs',
      'package.json',
      'src/astro-site/fields.ts',
      'src/components/Menu.astro',
      'src/components/Picture.astro',
      'src/components/Text.astro',
      'src/dataset-file.ts',
      'src/layouts/Layout.astro',
      'src/pages/[...slug].astro',
      'src/site.ts',
    ]);
    expect(files['astro.config.mjs']).toContain("output: 'static'");
    expect(JSON.parse(files['package.json'] ?? '{}').dependencies).toEqual({ astro: ASTRO_VERSION });
    expect(files['src/pages/[...slug].astro']).toContain('export function getStaticPaths()');
    expect(files['src/dataset-file.ts']).toContain('"/tmp/d.ndjson"');
    expect(files['src/site.ts']).toBe('// site');
    expect(files['src/astro-site/fields.ts']).toBe('// fields');
  });

  it('ships no client script: the only script tag is the structured data', () => {
    const markup = Object.values(files).join('\n');
    expect(markup.match(/<script[^>]*>/g)).toEqual([
      '<script type="application/ld+json" set:html={JSON.stringify(jsonLd)} />',
    ]);
  });
});

describe('fairness', () => {
  it('gives the bytes per page of both and their ratio', () => {
    expect(fairness({ pages: 100, htmlBytes: 4_000_000 }, { pages: 100, htmlBytes: 3_000_000 })).toEqual({
      samePageCount: true,
      oursPerPage: 40_000,
      astroPerPage: 30_000,
      sizeRatio: 0.75,
    });
    expect(fairness({ pages: 0, htmlBytes: 0 }, { pages: 3, htmlBytes: 3 }).samePageCount).toBe(false);
  });
});
