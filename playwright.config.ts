import { defineConfig, devices } from '@playwright/test'

/**
 * End-to-end journeys in real Chromium against the served production build
 * (scripts/cli/serve.mjs: web 8910 proxying /api to the api on 8911). The browser is
 * Debian's Chromium (`apt-get install chromium`); Playwright's own browser
 * download cannot run on these machines.
 */
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const baseURL = process.env.E2E_BASE_URL || 'http://localhost:8910'

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/globalSetup.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    locale: 'ru-RU',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium-desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: {
          executablePath: chromium,
          // Without these Chromium keeps calling home, which this network refuses.
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // The production servers (scripts/cli/serve.mjs: api/dist/server.js and
        // the compressing web server). Ready once the api answers through /api.
        command: 'node scripts/cli/serve.mjs',
        url: `${baseURL}/api/v1/category/`,
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
})
