import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/chromium'

const port = Number(process.env.E2E_PORT ?? 3210)
const launchOptions = chromiumLaunchOptions

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  // Axe over a whole page takes seconds on a busy two-core machine; a test with several passes
  // has run past 30 s in CI while every step succeeded.
  timeout: 60_000,
  // Two browsers and the server share two cores in CI: a step that takes 2 s idle can take 6.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions,
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
      testIgnore: /.*\.mobile\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions },
      testMatch: /.*\.mobile\.spec\.ts|.*\.both\.spec\.ts/,
    },
  ],
  webServer: {
    // Always a fresh build, then the compiled server under the project's Node 24 (ADR 017).
    command: `npm run build --silent && sh server/launch.sh`,
    url: `http://127.0.0.1:${port}/healthz`,
    // A build and a first seeding on a busy two-core machine can take minutes.
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: '.tmp/e2e-data',
      LOG_LEVEL: 'warn',
      // Every test browser comes from 127.0.0.1: lift the per-client limits for the main server.
      CMS_WRITE_RATE_LIMIT: '10000',
      CMS_FORM_TOKEN_RATE_LIMIT: '10000',
      CMS_SEARCH_RATE_LIMIT: '10000',
      CONSULT_RATE_LIMIT: '10000',
      FORM_REFUSED_RATE_LIMIT: '10000',
      FORM_TOKEN_RATE_LIMIT: '10000',
      UPLOADS_PER_CLIENT: '1000',
      // Every test browser and request shares 127.0.0.1: its open connections are not capped here
      // (tests/e2e/connections.spec.ts checks the cap on a server of its own).
      CONNECTIONS_PER_CLIENT: '100000',
      // A real minimum fill time, shorter than production's 1500 ms: a test fills a form faster
      // than a person, and the server's clock cannot be fast-forwarded like the page's.
      CMS_MIN_FILL_MS: '300',
      CMS_ADMIN_TOKEN: 'e2e-admin-token-0123456789abcdef',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
