/**
 * npm run build (last step): dist/seed-data, the seeded data directory a new site copies into
 * its empty DATA_DIR at first start (cms/seed/template.ts, ADR 024).
 */
import { resolve } from 'node:path'
import { buildSeedTemplate } from '../cms/seed/template'

const target = resolve(import.meta.dirname, '..', 'dist', 'seed-data')
const counts = await buildSeedTemplate(target)
console.log(`seed template: ${target} (${Object.keys(counts).length} tables seeded)`)
