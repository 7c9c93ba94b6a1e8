/**
 * Lead delivery across real processes (ADR 039): a service killed with SIGKILL between accepting
 * leads and delivering them delivers each once after its restart; two services on one PostgreSQL
 * deliver each lead once between them; a bad delivery variable stops the start with what is
 * wrong; a service without delivery says so once. Receivers count by delivery id.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildSeedTemplate } from '../seed/template'
import { formTokenHeader, sampleLead, TEST_SIGNING_SECRET } from '../test-support'
import {
  freePort,
  smtpReceiver,
  TEST_WEBHOOK_SECRET,
  until,
  webhookReceiver,
} from './test-receivers'

const children = new Set<ChildProcess>()
const dirs: string[] = []
const closers: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL')
  for (const close of closers) await close()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/**
 * One seeded database, copied into each new PGlite data directory (ADR 024): seeding afresh for
 * every process took a minute each on a busy machine.
 */
let template = ''
beforeAll(async () => {
  template = join(newDataDir(), 'seed-template')
  await buildSeedTemplate(template)
}, 240_000)

function newDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'starbridge-delivery-'))
  dirs.push(dir)
  return dir
}

/** `cms/server.ts` with `env`; `done` resolves with its exit code once it ends. */
function run(env: Record<string, string>) {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'cms/server.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      CMS_SEED_TEMPLATE: template,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(proc)
  let output = ''
  proc.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  proc.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  let exited = false
  const done = new Promise<number | null>((resolve) =>
    proc.once('exit', (code) => {
      exited = true
      children.delete(proc)
      resolve(code)
    }),
  )
  return { proc, done, output: () => output, exited: () => exited }
}

/** A service on its own port with lead delivery to `targets`; resolves once it listens. */
async function startService(env: Record<string, string>) {
  const port = await freePort()
  const service = run({
    CMS_PORT: String(port),
    CMS_WRITE_RATE_LIMIT: '1000000',
    CMS_SIGNING_SECRET: TEST_SIGNING_SECRET,
    LEAD_RETRY_MIN_MS: '100',
    LEAD_POLL_MS: '100',
    ...env,
  })
  await until(
    () => service.output().includes('cms.listening') || service.exited(),
    () => `service did not start: ${service.output()}`,
    // Seeding a new database takes a minute on a busy machine.
    240_000,
  )
  if (service.exited()) throw new Error(`service exited: ${service.output()}`)
  return { ...service, url: `http://127.0.0.1:${port}` }
}

async function postLead(url: string, i: number): Promise<number> {
  const response = await fetch(`${url}/cms/open/api/potentialCustomers/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...formTokenHeader() },
    body: JSON.stringify({ ...sampleLead, remark: `#${i}` }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: { id: number } }).data.id
}

const deliveryTo = (smtpPort: number, webhookUrl: string) => ({
  LEAD_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  LEAD_MAIL_FROM: 'website@starbridge.test',
  LEAD_MAIL_TO: 'sales@starbridge.test',
  LEAD_WEBHOOK_URL: webhookUrl,
  LEAD_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
})

/**
 * Each lead reached each receiver under exactly one delivery id: what a receiver that keeps the
 * ids it has seen processes once. (A send whose answer was lost, a timeout under load, is sent
 * again under the same id; that copy is the receiver's to drop, ADR 039.)
 */
function expectOnceEach(
  leads: number[],
  hook: Awaited<ReturnType<typeof webhookReceiver>>,
  smtp: Awaited<ReturnType<typeof smtpReceiver>>,
) {
  const idsOf = (pairs: Array<[number, string]>) => {
    const byLead = new Map<number, Set<string>>()
    for (const [lead, id] of pairs) byLead.set(lead, (byLead.get(lead) ?? new Set()).add(id))
    return new Map([...byLead].map(([lead, ids]) => [lead, ids.size]))
  }
  const once = new Map(leads.map((lead) => [lead, 1]))
  expect(idsOf(hook.hooks.map((h) => [Number(h.body.data.id), h.id]))).toEqual(once)
  const leadOfMail = (texts: string[]) =>
    Number(/\/cms\/admin\/leads\/(\d+)/.exec(texts.join('\n'))?.[1])
  expect(idsOf(smtp.mails.map((m) => [leadOfMail(m.texts), m.messageId]))).toEqual(once)
}

describe('lead delivery across processes', () => {
  it('SIGKILL between accepting and delivering loses nothing and duplicates nothing', async () => {
    const dataDir = newDataDir()
    const smtpPort = await freePort()
    const hook = await webhookReceiver()
    closers.push(hook.close)
    // The webhook holds its requests (claimed, under lease, when the process dies); the mail
    // server is not there yet (due again after a backoff).
    hook.state.answer = 'hang'
    // A send may take 10 s (half the lease) on a busy machine before it counts as failed.
    const env = { DATA_DIR: dataDir, LEAD_LEASE_MS: '20000', ...deliveryTo(smtpPort, hook.url) }
    const first = await startService(env)
    const leads = await Promise.all(Array.from({ length: 20 }, (_, i) => postLead(first.url, i)))
    await until(
      () => hook.held() > 0,
      () => 'no webhook request',
    )
    first.proc.kill('SIGKILL')
    await first.done

    hook.release(503)
    hook.state.answer = 200
    const smtp = await smtpReceiver(smtpPort)
    closers.push(smtp.close)
    const second = await startService(env)
    await until(
      () => hook.ids().size === 20 && smtp.ids().size === 20,
      () => `after restart: ${hook.ids().size} hooks, ${smtp.ids().size} mails`,
    )
    expect(hook.hooks.every((h) => h.verified)).toBe(true)
    expectOnceEach(leads, hook, smtp)
    second.proc.kill('SIGTERM')
    await second.done
  }, 400_000)

  it('two services on one PostgreSQL deliver each lead once', async () => {
    const base = new URL(inject('databaseUrl'))
    const database = `starbridge_delivery_${process.pid}`
    const admin = new pg.Client({ connectionString: base.href })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${database}`)
    closers.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
      await admin.end()
    })
    base.pathname = `/${database}`
    const smtp = await smtpReceiver()
    const hook = await webhookReceiver()
    closers.push(smtp.close, hook.close)
    const env = { DATABASE_URL: base.href, ...deliveryTo(smtp.port, hook.url) }
    // One after the other: the first migrates and seeds, the second finds it done.
    const a = await startService({ ...env, DATA_DIR: newDataDir() })
    const b = await startService({ ...env, DATA_DIR: newDataDir() })
    const leads = await Promise.all(
      Array.from({ length: 30 }, (_, i) => postLead(i % 2 ? a.url : b.url, i)),
    )
    await until(
      () => hook.ids().size === 30 && smtp.ids().size === 30,
      () => `${hook.ids().size} hooks, ${smtp.ids().size} mails`,
    )
    expectOnceEach(leads, hook, smtp)
    // Each row claimed by one process at a time: not even a copy under the same id was sent.
    expect(hook.hooks).toHaveLength(30)
    expect(smtp.mails).toHaveLength(30)
    for (const service of [a, b]) {
      service.proc.kill('SIGTERM')
      await service.done
    }
  }, 400_000)

  it('stops at start on a bad delivery variable, and says once when there is no delivery', async () => {
    const bad = run({
      DATA_DIR: newDataDir(),
      CMS_PORT: String(await freePort()),
      LEAD_WEBHOOK_URL: 'crm.example.com/hooks',
    })
    expect(await bad.done).toBe(1)
    expect(bad.output()).toContain('LEAD_WEBHOOK_URL: must be a URL such as https://')

    const quiet = await startService({ DATA_DIR: newDataDir() })
    expect(quiet.output().match(/"event":"delivery\.off"/g)).toHaveLength(1)
    await postLead(quiet.url, 1)
    quiet.proc.kill('SIGTERM')
    await quiet.done
    expect(quiet.output().match(/"event":"delivery\.off"/g)).toHaveLength(1)
  }, 400_000)
})
