import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './cms/db/schema.ts',
  out: './cms/db/migrations',
})
