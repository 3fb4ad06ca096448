import { defineConfig, devices } from '@playwright/test';
import { HOSTED_BUILD_DIR, HOSTED_SITE_PORT } from './tests/e2e/hosted/settings';

/**
 * Browser tests run against the production build served by `docusaurus serve`,
 * in Debian's Chromium: Playwright cannot download its own browsers here.
 */
const port = 3210;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // The first search fetches the index and builds it in a worker: on a busy 2-core machine the
  // results took longer than the default 5 s to appear, so assertions wait up to 15 s.
  expect: { timeout: 15_000 },
  forbidOnly: !!process.env.CI,
  // A failing test runs once more, recording a trace; it fails the run even if it then passes (a flaky test). Recording
  // a trace of every test to keep only the failures' took 10–20 % of the behaviour tests' time.
  retries: 1,
  failOnFlakyTests: true,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /hosted\//, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The site built for a Typesense cluster (`npm run build:hosted`), whose searches go to a local stand-in.
    {
      name: 'hosted-search',
      testMatch: /hosted\/.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${HOSTED_SITE_PORT}` },
    },
  ],
  webServer: [
    { dir: 'build', port },
    { dir: HOSTED_BUILD_DIR, port: HOSTED_SITE_PORT },
  ].map(({ dir, port: servedAt }) => ({
    command: `npx docusaurus serve --dir ${dir} --port ${servedAt} --no-open`,
    url: `http://localhost:${servedAt}/`,
    // Never a server already on the port: it serves whatever build started it, and the tests would check that one
    // (a server left running once made a clean-clone run test another checkout's build). A busy port fails the run.
    reuseExistingServer: false,
    timeout: 60_000,
  })),
});
