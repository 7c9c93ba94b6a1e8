/**
 * The seed template (ADR 024): built once, copied into new data directories, never over a
 * database that is already there. A real PGlite database each time.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseCmsEnv } from '../env'
import * as t from '../db/schema'
import { startCms, type CmsInstance } from '../instance'
import { adoptSeedTemplate, buildSeedTemplate } from './template'
import { formTokenHeader, sampleLead, TEST_SIGNING_SECRET } from '../test-support'

const root = mkdtempSync(join(tmpdir(), 'starbridge-template-'))
const template = join(root, 'seed-data')
afterAll(() => rmSync(root, { recursive: true, force: true }))

async function start(dataDir: string, extra: Record<string, string> = {}): Promise<CmsInstance> {
  return startCms(
    parseCmsEnv({ DATA_DIR: dataDir, CMS_SEED_TEMPLATE: template, LOG_LEVEL: 'silent', ...extra }),
    {
      trustClientIpHeader: true,
    },
  )
}

const rows = async (cms: CmsInstance, table: typeof t.article | typeof t.potentialCustomer) =>
  (await cms.database.db.select({ n: count() }).from(table))[0]?.n ?? 0

describe('the seed template', () => {
  let seeded: Record<string, number>
  beforeAll(async () => {
    seeded = await buildSeedTemplate(template)
  }, 120_000)

  it('holds a seeded database and its files, and nothing of a running service', () => {
    expect(seeded.article).toBeGreaterThan(0)
    expect(readdirSync(template).sort()).toEqual(['files', 'pglite'])
    expect(readdirSync(join(template, 'files', 'downloads')).length).toBeGreaterThan(0)
  })

  it('gives two new data directories the same content and each its own signing secret', async () => {
    const secrets: string[] = []
    for (const name of ['site-a', 'site-b']) {
      const dataDir = join(root, name)
      // site-b as the production server does it: copied before the service starts.
      if (name === 'site-b') expect(await adoptSeedTemplate(template, dataDir)).toBe(true)
      const cms = await start(dataDir)
      try {
        expect(await rows(cms, t.article)).toBe(seeded.article)
        const tree = await cms.app.fetch(
          new Request('http://cms.test/cms/open/api/classify/treeData?classifyType=0&language=en'),
        )
        expect(tree.status).toBe(200)
        expect(JSON.stringify(await tree.json())).toContain('Case studies')
        expect(readdirSync(join(dataDir, 'files', 'downloads'))).toEqual(
          readdirSync(join(template, 'files', 'downloads')),
        )
      } finally {
        await cms.close()
      }
      secrets.push(readFileSync(join(dataDir, 'signing-secret'), 'utf8'))
    }
    expect(secrets[0]).not.toBe(secrets[1])
    expect(existsSync(join(template, 'signing-secret'))).toBe(false)
  }, 120_000)

  it('is never copied over a database that is there: a stored lead survives a restart', async () => {
    const dataDir = join(root, 'site-c')
    // The form token is signed with the test secret (cms/test-support.ts).
    const secret = { CMS_SIGNING_SECRET: TEST_SIGNING_SECRET }
    const first = await start(dataDir, secret)
    try {
      const answer = await first.app.fetch(
        new Request('http://cms.test/cms/open/api/potentialCustomers/add', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...formTokenHeader() },
          body: JSON.stringify(sampleLead),
        }),
      )
      expect(answer.status).toBe(200)
      expect(await rows(first, t.potentialCustomer)).toBe(1)
    } finally {
      await first.close()
    }
    expect(await adoptSeedTemplate(template, dataDir)).toBe(false)
    const again = await start(dataDir, secret)
    try {
      expect(await rows(again, t.potentialCustomer)).toBe(1)
    } finally {
      await again.close()
    }
  }, 120_000)

  it('is not used without a database in it (the service then seeds in place)', async () => {
    const empty = join(root, 'no-template')
    expect(await adoptSeedTemplate(empty, join(root, 'site-d'))).toBe(false)
    expect(existsSync(join(root, 'site-d', 'pglite'))).toBe(false)
  })
})
