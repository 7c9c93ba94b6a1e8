/**
 * DATA_DIR (the database's WAL with every lead, uploaded CVs) and the build's seed template are
 * private to the service's user: no group or other permission on any file or directory, from the
 * first start on and after a start on a directory that was too open (issue 25).
 */
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { parseCmsEnv } from './env'
import { startCms } from './instance'
import { adoptSeedTemplate, buildSeedTemplate } from './seed/template'
import { postApplication, TEST_SIGNING_SECRET } from './test-support'

const root = mkdtempSync(join(tmpdir(), 'starbridge-modes-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
// Each start as in a new process, whose umask is the usual 022 (0644 files, 0755 directories).
beforeEach(() => void process.umask(0o022))

/** Every path under `dir` (itself included) whose mode lets group or others in, with the mode. */
function tooOpen(dir: string): string[] {
  const found: string[] = []
  const visit = (path: string) => {
    const info = lstatSync(path)
    if (info.isSymbolicLink()) return
    if (info.mode & 0o077)
      found.push(`${path.slice(root.length)} ${(info.mode & 0o777).toString(8)}`)
    if (info.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name))
  }
  visit(dir)
  return found
}

/** Opens every file and directory under `dir` to everyone (0666 and 0777). */
function openUp(dir: string) {
  const visit = (path: string) => {
    const info = lstatSync(path)
    chmodSync(path, info.isDirectory() ? 0o777 : 0o666)
    if (info.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name))
  }
  visit(dir)
}

const start = (dataDir: string, template?: string) =>
  startCms(
    parseCmsEnv({
      DATA_DIR: dataDir,
      CMS_SIGNING_SECRET: TEST_SIGNING_SECRET,
      CMS_SEED_TEMPLATE: template,
      LOG_LEVEL: 'silent',
    }),
    { trustClientIpHeader: true },
  )

/** A job application with its CV: a row in the WAL and a file under files/resumes. */
async function apply(cms: Awaited<ReturnType<typeof start>>) {
  const cv = new File(['%PDF-1.4\n%%EOF\n'], 'cv.pdf', { type: 'application/pdf' })
  expect((await postApplication(cms, cv)).status).toBe(200)
}

describe('DATA_DIR', () => {
  const dataDir = join(root, 'data')

  it('a new one: nothing in it for group or others, the CVs included', async () => {
    const cms = await start(dataDir)
    try {
      await apply(cms)
      expect(readdirSync(join(dataDir, 'files', 'resumes'))).toHaveLength(1)
      expect(tooOpen(dataDir)).toEqual([])
    } finally {
      await cms.close()
    }
    expect(tooOpen(dataDir)).toEqual([])
  }, 120_000)

  it('an existing one opened to everyone is closed again at start', async () => {
    openUp(dataDir)
    expect(tooOpen(dataDir).length).toBeGreaterThan(100)
    const cms = await start(dataDir)
    try {
      expect(tooOpen(dataDir)).toEqual([])
      await apply(cms)
      expect(tooOpen(dataDir)).toEqual([])
    } finally {
      await cms.close()
    }
  }, 120_000)
})

describe('the seed template (dist/seed-data)', () => {
  const template = join(root, 'seed-data')

  it('is built private', async () => {
    await buildSeedTemplate(template)
    expect(tooOpen(template)).toEqual([])
  }, 120_000)

  it('a copy of a template that is too open is private', async () => {
    openUp(template)
    const dataDir = join(root, 'adopted')
    expect(await adoptSeedTemplate(template, dataDir)).toBe(true)
    expect(tooOpen(dataDir)).toEqual([])
    const cms = await start(join(root, 'adopted-by-start'), template)
    try {
      expect(tooOpen(join(root, 'adopted-by-start'))).toEqual([])
    } finally {
      await cms.close()
    }
  }, 120_000)
})
