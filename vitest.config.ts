import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Unit and integration tests sit beside the code they test (`*.test.ts(x)`); end-to-end specs
// live in test/e2e and run under Playwright against the built site. The Vite config is shared so
// tests compile JSX as the build does.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['{src,prerender,scripts,functions,test}/**/*.test.{ts,tsx}'],
      exclude: ['test/e2e/**', 'node_modules/**'],
      environment: 'node',
      // A frame (a map, a video) is "loaded" without a request: with frame loading off, happy-dom
      // logs an error for each one a test adds.
      environmentOptions: {
        happyDOM: {
          settings: { enableIframePageLoading: true, navigation: { disableChildFrameNavigation: true } },
        },
      },
      testTimeout: 20_000,
      setupFiles: ['test/setup/fail-on-console.ts'],
    },
  }),
);
