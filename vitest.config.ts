import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'cms/**/*.test.ts',
      'contract/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/unit/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['tests/setup/postgres.ts'],
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
  },
})
