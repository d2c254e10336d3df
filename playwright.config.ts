import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './tests/e2e/.artifacts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  fullyParallel: true,
  // NOTE: two cores here; a third worker made the browser stage slower, not faster.
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace for every test costs a fifth of the browser stage, and CI keeps only its log:
    // traces are kept locally (for failures), and `--trace on` records them on demand.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      // NOTE: this machine has no outside network; background requests only slow Chromium down.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    // Tests tagged @desktop exercise what exists from 768 px only (the menu bar, desktop header colours)
    // or share one demo member; they run on the desktop project alone instead of skipping on mobile.
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      use: { viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
    },
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 420_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT) },
  },
});
