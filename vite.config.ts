import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { OutputBundle } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { scopedClassNames } from './scripts/host/css-class-names.ts';

// One config for the client build, the SSR build (`--ssr`) and the dev server. Chunk names are
// part of the contract (DESIGN.md: `assets/js/<chunk-name>.<hash>.js`, one per template), so the
// template modules' file names are the chunk names.
/**
 * The framework as it ships, in chunks of their own, each marked for V8 to compile whole while it
 * streams in, off the main thread (Chrome's explicit compile hints). Bundled CommonJS (React DOM)
 * is one function that V8 would otherwise compile on the main thread when the app starts: the
 * longest task of the start-up (docs/decisions/007-react-19.md).
 */
const FRAMEWORK_CHUNKS = [
  { name: 'react', test: /node_modules[\\/](react|scheduler)[\\/]/ },
  { name: 'react-dom', test: /node_modules[\\/]react-dom[\\/]/ },
  { name: 'react-router', test: /node_modules[\\/](react-router|cookie-es)[\\/]/ },
];
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const FRAMEWORK_FILE = new RegExp(
  `/(${[...FRAMEWORK_CHUNKS.map((c) => c.name), 'rolldown-runtime'].join('|')})\\.[\\w-]+\\.js$`,
);

/**
 * Modules of a few hundred bytes that several chunks import, so the bundler would give each a
 * chunk of its own: the spec's constants, the stored-state helper, CSS variables, colour contrast,
 * the carousel's slide filter, the post date, the slide arrows' chevron, the hydration slice and
 * three shared CSS-module class maps (rich text's is shared by its wrapper and its late body).
 */
const SMALL_SHARED_MODULES =
  /[\\/]src[\\/](lib[\\/](constants|persistent-store)|components[\\/](css-vars|post-date|button\.module|slide-chevron|hydration-slice|rich-text\.module)|blocks[\\/](contrast|block\.module|block-section)|content[\\/]carousel)\.(tsx?|css)$/;

/**
 * The client bundle being written, read by `resolveDependencies` below: Vite calls it while it
 * writes the bundle, and hands it only the chunk's own name. Kept before Vite's own step runs.
 */
let clientBundle: OutputBundle | undefined;
const keepBundle: Plugin = {
  name: 'keep-bundle',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      clientBundle = bundle;
    },
  },
};

/** The chunks `file` imports statically, directly or not: all loaded before any of its code runs. */
function staticImports(file: string, found = new Set<string>()): Set<string> {
  const chunk = clientBundle?.[file];
  if (chunk?.type !== 'chunk') return found;
  for (const imported of chunk.imports) {
    if (found.has(imported)) continue;
    found.add(imported);
    staticImports(imported, found);
  }
  return found;
}

/**
 * flexsearch's compact build for what Vite bundles (the search chunk, and the unit tests): Index,
 * Encoder and Charset as in the full bundle, from the same source, without the worker, resolver
 * and IndexedDB code the site never uses (the full bundle's worker support also dragged in a stub
 * for Node's `worker_threads`). 28 KB against 51 KB, 10.7 KB gzip against 17.5. The package's
 * exports map names only the full bundle, so the file is aliased by its path. The build's Node
 * side (prerender/search-index.ts) keeps the full bundle: the same encoder, index and export code.
 */
const FLEXSEARCH_COMPACT = fileURLToPath(
  new URL('./node_modules/flexsearch/dist/flexsearch.compact.module.min.js', import.meta.url),
);

export default defineConfig({
  // React's plugin: the automatic JSX runtime, and Fast Refresh in `npm run dev`.
  plugins: [react(), keepBundle],
  resolve: { alias: [{ find: /^flexsearch$/, replacement: FLEXSEARCH_COMPACT }] },
  // The prerender writes into dist/; Vite's client and server outputs are intermediate.
  build: {
    outDir: '.build/client',
    emptyOutDir: true,
    manifest: true,
    // One stylesheet for the whole site: navigations never wait on CSS and never flash unstyled.
    cssCodeSplit: false,
    assetsInlineLimit: 0,
    modulePreload: {
      polyfill: false,
      // A chunk loaded later never needs the framework preloaded (the app imported it to start),
      // nor what the importing chunk imports statically (loaded before the import could run):
      // each such name costs first-load bytes in the entry's list of dependencies.
      resolveDependencies: (_file, deps, { hostId }) => {
        const loaded = staticImports(hostId);
        return deps.filter((dep) => !FRAMEWORK_FILE.test(dep) && !loaded.has(dep));
      },
    },
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            ...FRAMEWORK_CHUNKS,
            // Small modules shared by the app and later chunks: one file every page loads, not one
            // each. A chunk costs its imports, exports and gzip framing in the first-load JS, and a
            // request, whose start is main-thread work at boot (docs/runtime.md).
            { name: 'constants', test: SMALL_SHARED_MODULES },
          ],
        },
        // After minification, which would drop it as a comment.
        postBanner: (chunk) => (FRAMEWORK_CHUNKS.some((c) => c.name === chunk.name) ? COMPILE_HINT : ''),
        entryFileNames: 'assets/js/[name].[hash].js',
        chunkFileNames: 'assets/js/[name].[hash].js',
        assetFileNames: (asset) =>
          /\.(woff2?|ttf)$/.test(asset.names[0] ?? '')
            ? 'assets/fonts/[name].[hash][extname]'
            : 'assets/[ext]/[name].[hash][extname]',
      },
    },
  },
  css: {
    modules: {
      localsConvention: 'camelCaseOnly',
      // Short names in `vite build`, which sets NODE_ENV to production before it transforms a file;
      // readable ones in dev and tests.
      generateScopedName: scopedClassNames(import.meta.dirname, () => process.env.NODE_ENV !== 'production'),
    },
  },
});
