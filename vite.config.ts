import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// One config for the client build, the SSR build (`--ssr`) and the dev server. Chunk names are
// part of the contract (DESIGN.md: `assets/js/<chunk-name>.<hash>.js`, one per template), so the
// template modules' file names are the chunk names.
const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** `react` and `react-dom` are Preact's compatibility layer (docs/decisions/002-preact-compat.md). */
export function reactAliases(react = local('./src/app/react-compat.js')) {
  return [
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
    { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
    // Libraries built with the React Compiler (@portabletext/react 8) import its memo cache.
    { find: /^react\/compiler-runtime$/, replacement: 'preact/compat/compiler-runtime' },
    { find: /^react$/, replacement: react },
  ];
}

export default defineConfig({
  // No React plugin: Fast Refresh cannot drive Preact, and Vite compiles JSX itself (tsconfig `jsx`).
  resolve: { alias: reactAliases() },
  // The prerender writes into dist/; Vite's client and server outputs are intermediate.
  build: {
    outDir: '.build/client',
    emptyOutDir: true,
    manifest: true,
    // One stylesheet for the whole site: navigations never wait on CSS and never flash unstyled.
    cssCodeSplit: false,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/js/[name].[hash].js',
        chunkFileNames: 'assets/js/[name].[hash].js',
        assetFileNames: (asset) =>
          /\.(woff2?|ttf)$/.test(asset.names[0] ?? '')
            ? 'assets/fonts/[name].[hash][extname]'
            : 'assets/[ext]/[name].[hash][extname]',
      },
    },
  },
  css: { modules: { localsConvention: 'camelCaseOnly', generateScopedName: '[local]_[hash:base64:5]' } },
  // The SSR bundle is self-contained: the aliases apply inside it, and it runs from any folder.
  ssr: { noExternal: true },
});
