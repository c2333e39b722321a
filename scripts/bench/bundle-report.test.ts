import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../prerender/manifest.ts';
import {
  type BundledChunk,
  chunkReports,
  findForbiddenModules,
  firstLoadFiles,
  median,
  nodeBuiltinStubs,
  ownShare,
  packageOf,
  packageShares,
  type Sizes,
  sizesOf,
} from './bundle-report.ts';

const NM = '/work/app/node_modules';

describe('packageOf', () => {
  it('names the package of a bundled module, scoped or not, and null for own code', () => {
    expect(packageOf(`${NM}/zod/v4/core/schemas.js`)).toBe('zod');
    expect(packageOf(`${NM}/@sanity/client/dist/index.browser.js`)).toBe('@sanity/client');
    expect(packageOf(`${NM}/a/node_modules/groq-js/dist/index.js`)).toBe('groq-js');
    expect(packageOf('/work/app/src/app/entry-client.tsx')).toBeNull();
  });
});

describe('packageShares', () => {
  const chunks: BundledChunk[] = [
    {
      fileName: 'assets/js/app.js',
      modules: [
        `${NM}/react-dom/cjs/react-dom-client.production.js`,
        '/work/app/src/app/app.tsx',
        `${NM}/embla-carousel/index.js`,
      ],
      lengths: {
        [`${NM}/react-dom/cjs/react-dom-client.production.js`]: 600,
        '/work/app/src/app/app.tsx': 300,
        [`${NM}/embla-carousel/index.js`]: 100,
      },
    },
    {
      fileName: 'assets/js/lazy.js',
      modules: ['/work/app/src/blocks/x.tsx'],
      lengths: { '/work/app/src/blocks/x.tsx': 50 },
    },
  ];

  it('splits each first-load chunk between packages by their length, and counts nothing else', () => {
    const shares = packageShares(chunks, new Set(['assets/js/app.js']), () => 1000);
    expect(shares).toEqual([
      { package: 'react-dom', gzip: 600 },
      { package: null, gzip: 300 },
      { package: 'embla-carousel', gzip: 100 },
    ]);
    // The site's own: its code and every package that is not the framework.
    expect(ownShare(shares)).toBe(400);
  });
});

describe('findForbiddenModules', () => {
  const chunks = [
    {
      fileName: 'assets/js/index.a1.js',
      modules: ['/work/app/src/app/entry-client.tsx', `${NM}/react-dom/cjs/react-dom-client.production.js`],
    },
    {
      fileName: 'assets/js/product.b2.js',
      modules: ['/work/app/src/templates/product/product.tsx', `${NM}/zod/v4/classic/schemas.js`],
    },
    {
      fileName: 'assets/js/search.c3.js',
      modules: [`${NM}/flexsearch/dist/flexsearch.bundle.module.min.js`],
    },
  ];

  it('passes a bundle with no Node-only package and flexsearch only in a lazy chunk', () => {
    expect(
      findForbiddenModules([chunks[0], chunks[2]] as typeof chunks, new Set(['assets/js/index.a1.js'])),
    ).toEqual([]);
  });

  it('finds a Node-only package in any chunk, with the modules that brought it', () => {
    expect(findForbiddenModules(chunks, new Set(['assets/js/index.a1.js']))).toEqual([
      {
        package: 'zod',
        file: 'assets/js/product.b2.js',
        reason: 'Node-only package in the client bundle',
        modules: [`${NM}/zod/v4/classic/schemas.js`],
      },
    ]);
  });

  it('finds another renderer standing in for React, in any chunk', () => {
    const found = findForbiddenModules(
      [{ fileName: 'assets/js/lazy.js', modules: [`${NM}/preact/compat/dist/compat.mjs`] }],
      new Set(),
    );
    expect(found.map((f) => [f.package, f.reason])).toEqual([
      ['preact', 'another renderer in place of React'],
    ]);
  });

  it('finds flexsearch when it is in the first-load JS', () => {
    const found = findForbiddenModules(chunks, new Set(['assets/js/index.a1.js', 'assets/js/search.c3.js']));
    expect(found.map((f) => [f.package, f.file, f.reason])).toEqual([
      ['zod', 'assets/js/product.b2.js', 'Node-only package in the client bundle'],
      ['flexsearch', 'assets/js/search.c3.js', 'in the first-load JS of the home page'],
    ]);
  });

  it('finds each of the Node-only packages', () => {
    const names = ['zod', 'groq-js', 'sharp', 'nodemailer', '@sanity/client'];
    const bundle = names.map((name) => ({ fileName: `${name}.js`, modules: [`${NM}/${name}/index.js`] }));
    expect(findForbiddenModules(bundle, new Set()).map((f) => f.package)).toEqual(names);
  });
});

const manifest: Manifest = {
  // The boot script, which imports the app when the page has painted.
  'index.html': {
    file: 'assets/js/index.a1.js',
    isEntry: true,
    dynamicImports: ['src/app/entry-client.tsx'],
    css: ['assets/css/style.s1.css'],
  },
  'src/app/entry-client.tsx': {
    file: 'assets/js/entry-client.e1.js',
    name: 'entry-client',
    isDynamicEntry: true,
    imports: ['_lib.x.js'],
    dynamicImports: [
      'src/templates/home/home.tsx',
      'src/templates/product/product.tsx',
      'src/blocks/hero-carousel.tsx',
    ],
  },
  '_lib.x.js': { file: 'assets/js/lib.x.js', name: 'lib' },
  '_gallery.g.js': { file: 'assets/js/gallery.g.js', name: 'gallery', imports: ['_lib.x.js'] },
  'src/templates/home/home.tsx': {
    file: 'assets/js/home.h1.js',
    isDynamicEntry: true,
    imports: ['_lib.x.js'],
  },
  'src/templates/product/product.tsx': {
    file: 'assets/js/product.p1.js',
    isDynamicEntry: true,
    imports: ['_lib.x.js', '_gallery.g.js'],
  },
  'src/blocks/hero-carousel.tsx': {
    file: 'assets/js/hero-carousel.c1.js',
    isDynamicEntry: true,
    imports: ['_lib.x.js'],
  },
  'fonts.css': { file: 'assets/css/fonts.f1.css' },
};

describe('firstLoadFiles', () => {
  it('takes the boot module, the modules boot starts and their static imports', () => {
    const html = `<head><meta name="page-modules" content="/assets/js/entry-client.e1.js /assets/js/home.h1.js">
      <link rel="modulepreload" href="/assets/js/hero-carousel.c1.js">
      <meta name="boot-module" content="/assets/js/index.a1.js">
      <script type="application/json" id="hydration-data">{}</script></head>`;
    expect(firstLoadFiles(html, manifest)).toEqual([
      'assets/js/entry-client.e1.js',
      'assets/js/hero-carousel.c1.js',
      'assets/js/home.h1.js',
      'assets/js/index.a1.js',
      'assets/js/lib.x.js',
    ]);
  });
});

describe('chunkReports', () => {
  it('sizes every chunk by kind, and each template with the imports the entry lacks', () => {
    const size = (gzip: number): Sizes => ({ raw: gzip * 3, gzip, brotli: gzip - 1 });
    const gzipOf: Record<string, number> = {
      'assets/js/index.a1.js': 1,
      'assets/js/entry-client.e1.js': 30,
      'assets/js/lib.x.js': 40,
      'assets/js/gallery.g.js': 7,
      'assets/js/home.h1.js': 2,
      'assets/js/product.p1.js': 5,
      'assets/js/hero-carousel.c1.js': 4,
      'assets/css/style.s1.css': 9,
      'assets/css/fonts.f1.css': 1,
    };
    const reports = chunkReports(manifest, (file) => size(gzipOf[file] ?? 0));
    expect(reports.map((r) => [r.kind, r.name, r.sizes.gzip, r.withImports?.gzip])).toEqual([
      ['entry', 'entry-client', 30, undefined],
      ['entry', 'index.html', 1, undefined],
      ['shared', 'gallery', 7, undefined],
      ['shared', 'lib', 40, undefined],
      ['template', 'home', 2, 2],
      ['template', 'product', 5, 12],
      ['block', 'hero-carousel', 4, undefined],
      ['css', 'fonts.f1.css', 1, undefined],
      ['css', 'style.s1.css', 9, undefined],
    ]);
  });
});

describe('nodeBuiltinStubs', () => {
  it('names the chunks where a Node built-in was replaced by an empty stub', () => {
    const chunks = [
      { fileName: 'assets/js/index.a1.js', modules: ['/work/app/src/app/entry-client.tsx'] },
      {
        fileName: 'assets/js/search.c3.js',
        modules: ['\0__vite-browser-external:worker_threads', `${NM}/flexsearch/x.js`],
      },
    ];
    expect(nodeBuiltinStubs(chunks)).toEqual([
      { file: 'assets/js/search.c3.js', modules: ['\0__vite-browser-external:worker_threads'] },
    ]);
  });
});

describe('sizesOf and median', () => {
  it('compresses repetitive text well below its raw size', () => {
    const sizes = sizesOf('a'.repeat(10_000));
    expect(sizes.raw).toBe(10_000);
    expect(sizes.gzip).toBeLessThan(100);
    expect(sizes.brotli).toBeLessThan(100);
  });

  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });
});
