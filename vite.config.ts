import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One config for the client build, the SSR build (`--ssr`) and the dev server. Chunk names are
// part of the contract (DESIGN.md: `assets/js/<chunk-name>.<hash>.js`, one per template), so the
// template modules' file names are the chunk names.
export default defineConfig({
  // React's plugin: the automatic JSX runtime, and Fast Refresh in `npm run dev`.
  plugins: [react()],
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
});
