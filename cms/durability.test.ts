/**
 * Accepted data is never lost: 500 concurrent valid leads give 500 rows; a service killed with
 * SIGKILL in the middle of a run and restarted holds every lead it answered with code 0.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count } from 'drizzle-orm'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { openDatabase } from './db/client'
import * as t from './db/schema'
import { startTestCms } from './test-support'

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
              headers: { 'content-type': 'application/json' },
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

  describe('SIGKILL mid-run', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'starbridge-kill-'))
    let child: ChildProcess | undefined
    afterAll(() => {
      child?.kill('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    })

    function startService(port: number): Promise<ChildProcess> {
      return new Promise((resolve, reject) => {
        const proc = spawn(process.execPath, ['--import', 'tsx', 'cms/server.ts'], {
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            CMS_PORT: String(port),
            HOST: '127.0.0.1',
            CMS_WRITE_RATE_LIMIT: '100000',
            LOG_LEVEL: 'info',
            DATABASE_URL: '',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        })
        const timer = setTimeout(() => reject(new Error('service did not start')), 90_000)
        proc.stdout!.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('cms.listening')) {
            clearTimeout(timer)
            resolve(proc)
          }
        })
        proc.once('exit', (code) => reject(new Error(`service exited with ${code}`)))
      })
    }

    it('holds every lead answered with code 0', async () => {
      const port = 35_000 + Math.floor(Math.random() * 1000)
      child = await startService(port)
      const acknowledged: string[] = []
      let sent = 0
      const worker = async (w: number) => {
        for (let i = 0; ; i++) {
          const body = lead(w * 100_000 + i)
          sent++
          try {
            const response = await fetch(
              `http://127.0.0.1:${port}/cms/open/api/potentialCustomers/add`,
              {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(body),
              },
            )
            const answer = (await response.json()) as { code: number }
            if (answer.code === 0) acknowledged.push(body.remark)
          } catch {
            return // the service is gone
          }
        }
      }
      const workers = Array.from({ length: 20 }, (_, w) => worker(w))
      await new Promise((r) => setTimeout(r, 1_500))
      child.kill('SIGKILL')
      await Promise.all(workers)
      expect(acknowledged.length).toBeGreaterThan(20)

      // Restart on the same data directory: every acknowledged lead is there.
      const database = await openDatabase({ dataDir })
      try {
        const rows = await database.db
          .select({ remark: t.potentialCustomer.remark })
          .from(t.potentialCustomer)
        const stored = new Set(rows.map((r) => r.remark))
        const lost = acknowledged.filter((remark) => !stored.has(remark))
        expect(lost).toEqual([])
        expect(sent).toBeGreaterThanOrEqual(acknowledged.length)
      } finally {
        await database.close()
      }
    }, 180_000)
  })
})
