/**
 * Vitest global setup: one seed template for the whole run (cms/seed/template.ts, ADR 024), as
 * `npm run build` makes dist/seed-data for a site. Every content service a test starts on a new
 * PGlite directory (`startTestCms`, `startContentService`) copies it instead of running initdb,
 * the migrations and the seed's documents itself: 5-6 s of CPU a start on an idle machine, and
 * a minute and more when three test files start theirs at once on two cores. A test about
 * seeding itself passes `CMS_SEED_TEMPLATE: ''` (or builds its own template).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildSeedTemplate } from '../../cms/seed/template'

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'starbridge-seed-template-'))
  const template = join(dir, 'seed-data')
  await buildSeedTemplate(template)
  project.provide('seedTemplate', template)
  return () => rmSync(dir, { recursive: true, force: true })
}

declare module 'vitest' {
  export interface ProvidedContext {
    seedTemplate: string
  }
}
