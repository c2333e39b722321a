import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive the built site (`npm start` on its own port) in Debian's Chromium:
// browser downloads are not possible here, and the system browser is what CI installs.
// The site under test is built with an analytics id (a site without one warns on every page,
// SPEC §8) into a folder of its own, so `npm run build`'s dist/ is never served in its place;
// `npm start` rebuilds it when the sources or these settings change (prerender/build-settings.ts).
const port = Number(process.env.E2E_PORT || 4310);
/** The analytics property of the site under test: a well-formed id that no property has. */
export const E2E_MEASUREMENT_ID = 'G-E2ETEST000';
export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    // The offline worker is tested in offline-*.spec.ts, which allow it. Elsewhere it is blocked:
    // the specs fake answers with page.route, which cannot see the requests a worker makes.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      grepInvert: /@phone/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'] }, grep: /@phone/ },
  ],
  webServer: {
    command: 'node scripts/host/start.ts',
    env: {
      PORT: String(port),
      OUTBOX_DIR: process.env.OUTBOX_DIR || 'outbox/e2e',
      // Every test sends from this one address: the default, 5 enquiries in 10 minutes, would turn
      // a retried test, or a sixth test that sends, into a 429.
      CONTACT_RATE_LIMIT: '1000',
      OUT_DIR: process.env.OUT_DIR || '.e2e/dist',
      BUILD_WORK_DIR: process.env.BUILD_WORK_DIR || '.e2e/build',
      GA_MEASUREMENT_ID: E2E_MEASUREMENT_ID,
    },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
  },
});
