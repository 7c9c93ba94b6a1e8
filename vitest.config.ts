import { defineConfig } from 'vitest/config'
import { isStreamCloseRace } from './contract/stream-close-guard'
import { siteImagesPlugin } from './scripts/vite-site-images'

export default defineConfig({
  // Page copy names the build's pictures (virtual:site-images); encoded once, then cached.
  plugins: [siteImagesPlugin()],
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'art/**/*.test.ts',
      'cms/**/*.test.ts',
      'contract/**/*.test.ts',
      'scripts/**/*.test.ts',
      'server/**/*.test.ts',
      'specifications/**/*.test.ts',
      'tests/unit/**/*.test.ts',
    ],
    environment: 'node',
    // Three workers on two cores: most files wait on child processes, sockets and fsync, so a
    // third worker cuts the run from about 325 to 180 s here; the longer test timeout keeps a
    // busy machine from failing a test that is only slow.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 3,
    globalSetup: ['tests/setup/postgres.ts', 'tests/setup/seed-template.ts'],
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    // Node's fetch can throw "ReadableStream is already closed" after a body was cancelled
    // (contract/stream-close-guard.ts); the servers log and survive it, and so do the tests.
    // Every other unhandled error still fails the run.
    onUnhandledError: (error) => (isStreamCloseRace(error) ? false : undefined),
  },
})
