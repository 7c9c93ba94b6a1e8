/**
 * Accepted data is never lost: 500 concurrent valid leads give 500 rows; a standalone service
 * killed with SIGKILL mid-stream and restarted holds every lead it answered with code 0 (three
 * times over); a second process on the same DATA_DIR is refused while the first serves on; and
 * `cms:export` run during writes reads through the service, so nothing is lost on restart.
 * Real processes on loopback, each killed in afterAll/finally.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count } from 'drizzle-orm'
import { afterAll, describe, expect, inject, it } from 'vitest'
import * as t from './db/schema'
import { formTokenHeader, startTestCms, TEST_SIGNING_SECRET } from './test-support'

const TOKEN = 'durability-admin-token-0123456789'

const lead = (i: number) => ({
  customersName: `客户${i % 1000}`,
  customersPhone: `138${String(i).padStart(8, '0')}`,
  customersAddress: '广东省/深圳市/南山区',
  remark: `#${i}`,
  companyName: `公司${i}`,
  demand: '自动化仓库',
  industry: '医药',
})

describe('durability', () => {
  it('500 concurrent valid leads -> 500 rows', async () => {
    const cms = await startTestCms('pglite', inject('databaseUrl'))
    try {
      const answers = await Promise.all(
        Array.from({ length: 500 }, async (_, i) => {
          const response = await cms.app.fetch(
            new Request('http://cms.test/cms/open/api/potentialCustomers/add', {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...formTokenHeader() },
              body: JSON.stringify(lead(i)),
            }),
          )
          return ((await response.json()) as { code: number }).code
        }),
      )
      expect(answers.filter((code) => code === 0)).toHaveLength(500)
      const [row] = await cms.database.db.select({ n: count() }).from(t.potentialCustomer)
      expect(row?.n).toBe(500)
    } finally {
      await cms.stop()
    }
  }, 120_000)

  describe('real processes on one DATA_DIR', () => {
    const dirs: string[] = []
    const children = new Set<ChildProcess>()
    afterAll(() => {
      for (const child of children) child.kill('SIGKILL')
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
    })
    const newDataDir = () => {
      const dir = mkdtempSync(join(tmpdir(), 'starbridge-durable-'))
      dirs.push(dir)
      return dir
    }

    function freePort(): Promise<number> {
      return new Promise((resolve, reject) => {
        const server = createServer()
        server.once('error', reject)
        server.listen(0, '127.0.0.1', () => {
          const { port } = server.address() as { port: number }
          server.close(() => resolve(port))
        })
      })
    }

    /** A node process on a .ts entry; `done` resolves with its exit code and output. */
    function run(args: string[], env: Record<string, string>) {
      const proc = spawn(process.execPath, ['--import', 'tsx', ...args], {
        env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'info', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      children.add(proc)
      let output = ''
      proc.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
      proc.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
      const done = new Promise<{ code: number | null; output: string }>((resolve) =>
        proc.once('exit', (code) => {
          children.delete(proc)
          resolve({ code, output })
        }),
      )
      return { proc, done, output: () => output }
    }

    /** `npm run cms:serve` on its own port; resolves once it listens. */
    async function startService(dataDir: string) {
      const port = await freePort()
      const service = run(['cms/server.ts'], {
        DATA_DIR: dataDir,
        CMS_PORT: String(port),
        HOST: '127.0.0.1',
        CMS_WRITE_RATE_LIMIT: '1000000',
        CMS_ADMIN_TOKEN: TOKEN,
        CMS_SIGNING_SECRET: TEST_SIGNING_SECRET,
      })
      await until(
        () => service.output().includes('cms.listening'),
        () => `service did not start: ${service.output()}`,
        service.done,
      )
      return { ...service, port, url: `http://127.0.0.1:${port}` }
    }

    /** Polls `ready` every 25 ms for up to 180 s; fails early when `exited` settles first. */
    async function until(ready: () => boolean, why: () => string, exited?: Promise<unknown>) {
      let gone = false
      void exited?.then(() => (gone = true))
      // Seeding a new database takes a minute or more on a busy machine.
      const deadline = Date.now() + 180_000
      while (!ready()) {
        if (gone || Date.now() > deadline) throw new Error(why())
        await new Promise((r) => setTimeout(r, 25))
      }
    }

    /** Eight clients posting leads until told to stop or the service goes away. */
    function streamLeads(url: string, first: number) {
      const acknowledged: string[] = []
      let stopped = false
      let next = first
      const client = async () => {
        while (!stopped) {
          const body = lead(next++)
          try {
            const response = await fetch(`${url}/cms/open/api/potentialCustomers/add`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...formTokenHeader() },
              body: JSON.stringify(body),
            })
            const answer = (await response.json()) as { code: number }
            if (answer.code === 0) acknowledged.push(body.remark)
          } catch {
            return // the service is gone
          }
        }
      }
      const clients = Promise.all(Array.from({ length: 8 }, client))
      return {
        acknowledged,
        async stop() {
          stopped = true
          await clients
        },
      }
    }

    async function storedRemarks(url: string): Promise<Set<string>> {
      const response = await fetch(`${url}/cms/admin/leads`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      })
      expect(response.status).toBe(200)
      const body = (await response.json()) as { data: { list: Array<{ remark: string }> } }
      return new Set(body.data.list.map((row) => row.remark))
    }

    // One data directory for the three: a fresh one costs a seed (seconds on a busy machine).
    const dataDir = newDataDir()
    /** Every lead any service on dataDir answered with code 0. */
    const acknowledged: string[] = []
    let service: Awaited<ReturnType<typeof startService>> | undefined

    async function expectAllStored(url: string) {
      const stored = await storedRemarks(url)
      expect(acknowledged.filter((remark) => !stored.has(remark))).toEqual([])
      return stored
    }

    /** Posts leads to the service until `enough` more are acknowledged, then SIGKILLs it. */
    async function killMidStream(running: NonNullable<typeof service>, first: number, enough = 40) {
      const stream = streamLeads(running.url, first)
      try {
        await until(
          () => stream.acknowledged.length >= enough,
          () => `too few leads acknowledged: ${running.output()}`,
        )
      } finally {
        running.proc.kill('SIGKILL')
        await stream.stop()
        await running.done
        acknowledged.push(...stream.acknowledged)
      }
    }

    it('SIGKILL mid-stream, three times: every lead answered with code 0 is stored', async () => {
      for (let round = 0; round < 3; round++) {
        await killMidStream(await startService(dataDir), round * 1_000_000)
      }
      service = await startService(dataDir)
      await expectAllStored(service.url)
      // Four starts of the service and three streams: each wait has its own deadline (until);
      // the test as a whole may take minutes on a busy machine.
    }, 240_000)

    it('refuses a second process on the same DATA_DIR while the first serves on', async () => {
      service ??= await startService(dataDir)
      const second = run(['cms/server.ts'], {
        DATA_DIR: dataDir,
        CMS_PORT: String(await freePort()),
        HOST: '127.0.0.1',
      })
      const refused = await second.done
      expect(refused.code).not.toBe(0)
      expect(refused.output).toContain(
        `DATA_DIR ${dataDir} is in use by process ${service.proc.pid}`,
      )

      const stream = streamLeads(service.url, 3_000_000)
      await until(
        () => stream.acknowledged.length >= 5,
        () => 'the first stopped serving',
      )
      await stream.stop()
      acknowledged.push(...stream.acknowledged)
      await expectAllStored(service.url)
    }, 240_000)

    it('cms:export during writes reads through the service and loses nothing', async () => {
      const running = (service ??= await startService(dataDir))
      service = undefined
      const stream = streamLeads(running.url, 4_000_000)
      const out = join(dataDir, 'leads.csv')
      const cli = (env: Record<string, string>) =>
        run(['cms/cli.ts', 'export', 'leads', '--out', out], { DATA_DIR: dataDir, ...env }).done
      try {
        await until(
          () => stream.acknowledged.length >= 5,
          () => 'no leads acknowledged',
        )
        const refused = await cli({ CMS_ADMIN_TOKEN: '', CMS_BASE_URL: '' })
        expect(refused.code).not.toBe(0)
        expect(refused.output).toContain('stop that process')

        const before = acknowledged.length + stream.acknowledged.length
        const viaService = await cli({ CMS_ADMIN_TOKEN: TOKEN, CMS_BASE_URL: running.url })
        expect(viaService.code, viaService.output).toBe(0)
        expect(readFileSync(out, 'utf8').split('"#').length - 1).toBeGreaterThanOrEqual(before)
      } finally {
        await stream.stop()
        acknowledged.push(...stream.acknowledged)
      }
      // Writes go on after the export until a SIGKILL; all of them survive the restart.
      await killMidStream(running, 5_000_000)
      const restarted = await startService(dataDir)
      try {
        await expectAllStored(restarted.url)
      } finally {
        restarted.proc.kill('SIGTERM')
        expect((await restarted.done).code).toBe(0)
      }
      // Released on a normal stop.
      expect(existsSync(join(dataDir, '.writer.lock'))).toBe(false)
    }, 240_000)
  })
})
