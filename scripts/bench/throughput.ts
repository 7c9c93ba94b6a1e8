/**
 * npm run bench:throughput — throughput, cold start and soak of the production server (issue 15),
 * and throughput while content changes (issue 35). Prints figures; asserts nothing. Loopback only.
 * Parts: `tsx scripts/bench/throughput.ts [throughput] [cold] [soak] [changes]` (default all).
 *
 * throughput: server pinned to core 0, wrk pinned to core 1, `wrk -t1 -c50 -d8s`, 3 rounds, the
 *   median round. Every request sends `Accept-Encoding: gzip` and (pages) `Cookie:
 *   i18n_redirected=en`, as a browser that has been on the site. Targets: (a) /en from the page
 *   cache, (b) /en with PAGE_CACHE_MB=0, (c) the same /en bytes from nginx (gzip_static, one
 *   worker on core 0), (d) the same element tree in a minimal Next.js App Router app
 *   (bench/next-fixture/, static and force-dynamic), (e) a product page and the case list
 *   (cached), (f) the content service's category tree (GET) and a lead (POST), (g) /en through
 *   deploy/nginx's page cache in front of the cached site (nginx on core 0 as well), (h) bare Node
 *   writing the headers and bytes (a) sent, on core 0.
 * render: (b) and (d-dynamic) alone, after BENCH_WARMUP_SECONDS (30) of load each, in alternating
 *   rounds with CPU time per request (render() below; not in the default run). With
 *   BENCH_SIDE_BY_SIDE=1, two builds or settings at once instead (sideBySide() below).
 * cold: `npm start` to the first 200 on /en, 3 runs with a fresh DATA_DIR (seeding included) and 3
 *   with the DATA_DIR of the first run.
 * soak: 2 minutes of every sitemap URL (13 locales) in turn against one server, RSS every 10 s.
 * Servers of the throughput and soak parts start on a copy of a DATA_DIR seeded by an earlier
 * start, as every start of a site but its first; RSS is read right after the load and again
 * after 15 s idle; where the issue sets a memory target (render, soak), also once the site has
 * collected after a burst (SETTLED_SECONDS, ADR 067).
 *
 * BENCH_ACCEPT_ENCODING: the Accept-Encoding every request sends instead of `gzip` (e.g. Chrome's
 * `gzip, deflate, br, zstd`: each server then answers in the coding it prefers among those).
 * BENCH_SITE_DIR: a directory holding the built site (dist/ and node_modules/) to run instead of
 * this checkout's dist/ (e.g. a `git archive` of a commit built apart, when the shared dist/ is
 * older than the page cache).
 */
import { request as httpRequest } from 'node:http'
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { delimiter, dirname, join, resolve } from 'node:path'
import { brotliDecompressSync, gunzipSync, gzipSync, zstdDecompressSync } from 'node:zlib'
import { QUIET_MS } from '../../app/lib/idle-gc.server'
import { allPages, samplePath } from '../../app/site/registry'
import { issueFormToken } from '../../contract/form-token'
import { bodyToTsx } from './html-to-tsx'

const repo = resolve(import.meta.dirname, '../..')
const siteDir = resolve(process.env.BENCH_SITE_DIR ?? repo)
const parts = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['throughput', 'cold', 'soak', 'changes']
const node = process.execPath
const work = mkdtempSync(join(tmpdir(), 'starbridge-bench-'))
chmodSync(work, 0o755)
/** What the load sends as Accept-Encoding: gzip, or BENCH_ACCEPT_ENCODING (e.g. Chrome's). */
const BROWSER = { 'Accept-Encoding': process.env.BENCH_ACCEPT_ENCODING ?? 'gzip' }
const PAGE = { ...BROWSER, Cookie: 'i18n_redirected=en' }
/** (e): the registry's representative product page and list (app/site/registry.ts). */
const representative = (is: (p: (typeof allPages)[number]) => boolean) =>
  `/en/${samplePath(allPages.find((p) => p.representative && is(p))!)}`
const PRODUCT = representative((p) => p.section === 'products')
const LIST = representative((p) => p.kind === 'list')
const children = new Set<ChildProcess>()

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(', ')
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function haveCommand(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`]).status === 0
}

/** A process and its descendants (from /proc). */
function processTree(pid: number): number[] {
  const parents = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {
      // gone
    }
  }
  const tree = [pid]
  for (let i = 0; i < tree.length; i++)
    for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child)
  return tree
}

/** Resident memory of a process and its descendants, MB. */
function rssMb(pid: number): number {
  let kb = 0
  for (const p of processTree(pid)) {
    try {
      const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))
      kb += Number(match?.[1] ?? 0)
    } catch {
      // gone
    }
  }
  return kb / 1024
}

/**
 * CPU time (user + system) of processes and their descendants, seconds: what serving cost,
 * whatever else the machine ran meanwhile (clock ticks of 1/100 s, as Linux reports them).
 */
function cpuSeconds(pids: number[]): number {
  let ticks = 0
  for (const p of pids.flatMap(processTree)) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // gone
    }
  }
  return ticks / 100
}

interface Server {
  name: string
  url: string
  pid: number
  stop(): Promise<void>
}

function track(child: ChildProcess, name: string, logFile: string): ChildProcess {
  children.add(child)
  const chunks: string[] = []
  child.stdout?.on('data', (d: Buffer) => chunks.push(d.toString()))
  child.stderr?.on('data', (d: Buffer) => chunks.push(d.toString()))
  child.once('exit', () => {
    children.delete(child)
    writeFileSync(logFile, chunks.join(''))
  })
  void name
  return child
}

async function stopChild(child: ChildProcess, group = false): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  if (group) process.kill(-child.pid!, 'SIGTERM')
  else child.kill('SIGTERM')
  const timer = setTimeout(() => {
    try {
      if (group) process.kill(-child.pid!, 'SIGKILL')
      else child.kill('SIGKILL')
    } catch {
      // already gone
    }
  }, 10_000)
  await exited
  clearTimeout(timer)
}

async function waitFor(url: string, headers: Record<string, string>, deadlineMs: number) {
  const deadline = Date.now() + deadlineMs
  for (;;) {
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) })
      await response.arrayBuffer()
      if (response.status === 200) return
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200`)
    await sleep(25)
  }
}

let seededTemplate: string | undefined

/**
 * A DATA_DIR as every start but a site's first finds it: created and seeded by one start of the
 * server (stopped with SIGTERM), copied for each measured server. Seeding is a one-time job whose
 * memory (the seed's fonts and PDFs, the database's first writes) stays with the process that
 * did it; the cold-start part measures that first start on its own.
 */
async function seededDataDir(): Promise<string> {
  if (!seededTemplate) {
    const template = mkdtempSync(join(work, 'seeded-'))
    const seeder = await startSite('seed', 3460, {}, template)
    await seeder.stop()
    seededTemplate = template
  }
  const copy = mkdtempSync(join(work, 'data-'))
  cpSync(seededTemplate, copy, { recursive: true })
  return copy
}

/** The signing secret of the bench's site, and how many form tokens its lead load may spend. */
const BENCH_SECRET = 'bench-signing-secret-0123456789abcdef'
const POST_TOKENS = 60_000

/** The production server on core 0, through server/launch.sh as `npm start` runs it. */
async function startSite(
  name: string,
  port: number,
  env: Record<string, string>,
  dataDirGiven?: string,
  dir = siteDir,
): Promise<Server> {
  const dataDir = dataDirGiven ?? (await seededDataDir())
  const child = track(
    // An older build (BENCH_BASE_DIR) may still keep its launcher in scripts/.
    spawn(
      'taskset',
      [
        '-c',
        '0',
        'sh',
        existsSync(join(dir, 'server/launch.sh')) ? 'server/launch.sh' : 'scripts/launch.sh',
      ],
      {
        cwd: dir,
        env: {
          ...process.env,
          PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}`,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'error',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    ),
    name,
    join(work, `${name}.log`),
  )
  const url = `http://127.0.0.1:${port}`
  await waitFor(`${url}/en`, PAGE, 300_000)
  return { name, url, pid: child.pid!, stop: () => stopChild(child) }
}

interface WrkResult {
  /** Requests answered in the run. */
  requests: number
  rps: number
  p50: number
  p99: number
  bytesPerRequest: number
  errors: number
}

function ms(value: string, unit: string): number {
  return Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? 1)
}

function parseWrk(out: string): WrkResult {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)
  const pct = (p: string) => {
    const m = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s|m)`).exec(out)
    return m ? ms(m[1]!, m[2]!) : NaN
  }
  const transfer = /Transfer\/sec:\s+([\d.]+)(B|KB|MB|GB)/.exec(out)
  const perSec = transfer
    ? Number(transfer[1]) * ({ B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[transfer[2]!] ?? 1)
    : 0
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
  const socketErrors = socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0
  return {
    requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
    rps,
    p50: pct('50'),
    p99: pct('99'),
    bytesPerRequest: rps ? perSec / rps : 0,
    errors: non2xx + socketErrors,
  }
}

interface WrkOptions {
  duration?: string
  connections?: number
  script?: string
}

/** `taskset` arguments running wrk on core 1 (one thread) against `url`. */
function wrkArgs(url: string, headers: Record<string, string>, options: WrkOptions): string[] {
  const args = ['-c', '1', 'wrk', '-t1', `-c${options.connections ?? 50}`]
  args.push(`-d${options.duration ?? '8s'}`, '--latency', '--timeout', '10s')
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`)
  if (options.script) args.push('-s', options.script)
  args.push(url)
  return args
}

function wrk(
  url: string,
  headers: Record<string, string>,
  options: WrkOptions = {},
): { result: WrkResult; raw: string } {
  const raw = execFileSync('taskset', wrkArgs(url, headers, options), {
    encoding: 'utf8',
    maxBuffer: 16 << 20,
  })
  return { result: parseWrk(raw), raw }
}

/** wrk as wrk(), without blocking this process (its timers keep running meanwhile). */
function wrkAsync(
  url: string,
  headers: Record<string, string>,
  duration: string,
): Promise<WrkResult> {
  const child = spawn('taskset', wrkArgs(url, headers, { duration }), {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.add(child)
  let out = ''
  child.stdout.on('data', (d: Buffer) => (out += d.toString()))
  return new Promise((resolve, reject) =>
    child.once('close', (code) => {
      children.delete(child)
      if (code === 0) resolve(parseWrk(out))
      else reject(new Error(`wrk exited with ${code}`))
    }),
  )
}

interface Row {
  label: string
  rps: number
  p50: number
  p99: number
  kb: number
  errors: number
  rss: number
  rssIdle: number
  note?: string
}
const rows: Row[] = []

/** Seconds a server is left idle before its RSS is read again. */
const IDLE_SECONDS = 15
/**
 * Seconds after which a site has collected once a burst is over: at the end of the first quiet
 * spell (app/lib/idle-gc.server.ts, ADR 067), at most two spells after the load, and 5 s for the
 * collection itself.
 */
const SETTLED_SECONDS = (2 * QUIET_MS) / 1000 + 5

/**
 * RSS once the server has been idle for `seconds` (IDLE_SECONDS unless told): V8 shrinks its heap
 * (the memory reducer runs a few seconds after the allocation rate drops; the site collects once
 * a burst is over, ADRs 056 and 067) and the allocator returns freed pages. Idle counts from when the server stopped
 * working, not from when the load stopped: after a crawl it still renders the stale pages the
 * crawl asked to refresh (seconds of them), so the wait starts once a second of its CPU time is
 * under 5 % (at most 60 s).
 */
async function idleRssMb(pid: number, seconds = IDLE_SECONDS): Promise<number> {
  for (let waited = 0; waited < 60; waited++) {
    const before = cpuSeconds([pid])
    await sleep(1000)
    if (cpuSeconds([pid]) - before < 0.05) break
  }
  await sleep(seconds * 1000)
  return rssMb(pid)
}

/**
 * 3 rounds, the median by req/s; RSS of the server tree right after the rounds and after
 * IDLE_SECONDS of idleness.
 */
async function measure(
  label: string,
  url: string,
  headers: Record<string, string>,
  pid: number,
  script?: string,
): Promise<Row> {
  const rounds = [0, 1, 2].map(() => wrk(url, headers, { script }).result)
  const sorted = [...rounds].sort((a, b) => a.rps - b.rps)
  const median = sorted[1]!
  const row: Row = {
    label,
    rps: median.rps,
    p50: median.p50,
    p99: median.p99,
    kb: median.bytesPerRequest / 1024,
    errors: rounds.reduce((a, r) => a + r.errors, 0),
    rss: rssMb(pid),
    rssIdle: 0,
  }
  row.rssIdle = await idleRssMb(pid)
  rows.push(row)
  console.log(
    `  ${label}: ${rounds.map((r) => r.rps.toFixed(0)).join(' / ')} req/s (median ${row.rps.toFixed(0)}), ` +
      `p50 ${row.p50.toFixed(2)} ms, p99 ${row.p99.toFixed(2)} ms, ${row.kb.toFixed(1)} KB/response, ` +
      `${row.errors} errors, RSS ${row.rss.toFixed(0)} MB, ${row.rssIdle.toFixed(0)} MB after ${IDLE_SECONDS} s idle`,
  )
  return row
}

async function probe(url: string, headers: Record<string, string>, init: RequestInit = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url, { ...init, headers: { ...headers, ...init.headers } })
      const body = Buffer.from(await response.arrayBuffer())
      return { response, body }
    } catch (error) {
      // A kept-alive socket the server closed meanwhile (its keep-alive timeout): once more.
      if (attempt >= 3) throw error
    }
  }
}

/** A GET with the body as sent (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; encoding: string; body: Buffer; rawHeaders: string[] }>(
    (resolveGet, reject) => {
      const req = httpRequest(url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolveGet({
            status: res.statusCode ?? 0,
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
            body: Buffer.concat(chunks),
            rawHeaders: res.rawHeaders,
          }),
        )
        res.on('error', reject)
      })
      req.on('error', reject)
      req.end()
    },
  )
}

/**
 * (h): bare Node writing the bytes the site sent for /en from its page cache (headers and body as
 * they were, only the connection's own headers left to Node), on core 0: what the page cache's
 * fast path is measured against (issue 39: at least 0.6 of it).
 */
async function startBareNode(port: number, rawHeaders: string[], body: Buffer): Promise<Server> {
  const dir = mkdtempSync(join(work, 'bare-'))
  const own = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])
  const headers: string[] = []
  for (let i = 0; i < rawHeaders.length; i += 2)
    if (!own.has(rawHeaders[i]!.toLowerCase())) headers.push(rawHeaders[i]!, rawHeaders[i + 1]!)
  headers.push('content-length', String(body.length))
  writeFileSync(join(dir, 'body'), body)
  writeFileSync(
    join(dir, 'server.mjs'),
    `import { createServer } from 'node:http'\nimport { readFileSync } from 'node:fs'\n` +
      `const body = readFileSync(${JSON.stringify(join(dir, 'body'))})\n` +
      `const headers = ${JSON.stringify(headers)}\n` +
      `createServer((req, res) => { res.writeHead(200, headers); res.end(body) })` +
      `.listen(${port}, '127.0.0.1')\n`,
  )
  const child = track(
    spawn('taskset', ['-c', '0', node, join(dir, 'server.mjs')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
    'bare',
    join(work, 'bare.log'),
  )
  const url = `http://127.0.0.1:${port}`
  await waitFor(`${url}/en`, BROWSER, 30_000)
  return { name: 'bare', url, pid: child.pid!, stop: () => stopChild(child) }
}

/** Next.js fixture: copied to .tmp/next-fixture (ignored by git, ESLint, Prettier), installed, built. */
function prepareNext(html: string): { dir: string } | { error: string } {
  const dir = join(repo, '.tmp/next-fixture')
  try {
    mkdirSync(dir, { recursive: true })
    for (const entry of ['package.json', 'next.config.mjs', 'tsconfig.json', 'app'])
      cpSync(join(repo, 'bench/next-fixture', entry), join(dir, entry), { recursive: true })
    const { source, elements } = bodyToTsx(html)
    writeFileSync(join(dir, 'app/tree.gen.tsx'), source)
    console.log(`  Next.js fixture: ${elements} elements from the body of /en`)
    const run = (cmd: string, args: string[]) => {
      const r = spawnSync(cmd, args, {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
        maxBuffer: 64 << 20,
      })
      if (r.status !== 0)
        throw new Error(`${cmd} ${args.join(' ')}: ${(r.stderr || r.stdout).slice(-1500)}`)
    }
    run('npm', ['install', '--prefix', dir, '--no-audit', '--no-fund', '--loglevel=error'])
    run(node, ['node_modules/next/dist/bin/next', 'build'])
    return { dir }
  } catch (error) {
    return { error: (error as Error).message }
  }
}

async function startNext(dir: string, port: number): Promise<Server> {
  const child = track(
    spawn(
      'taskset',
      [
        '-c',
        '0',
        node,
        'node_modules/next/dist/bin/next',
        'start',
        '-p',
        String(port),
        '-H',
        '127.0.0.1',
      ],
      {
        cwd: dir,
        env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    ),
    'next',
    join(work, 'next.log'),
  )
  const url = `http://127.0.0.1:${port}`
  await waitFor(`${url}/static`, BROWSER, 120_000)
  return { name: 'next', url, pid: child.pid!, stop: () => stopChild(child) }
}

/** nginx, one worker on core 0, with `http` holding this run's cache and server blocks. */
async function startNginx(root: string, port: number, http?: string, main = ''): Promise<Server> {
  const conf = join(root, 'nginx.conf')
  const fromFile = `
  server {
    listen 127.0.0.1:${port};
    root ${root}/www;
    gzip_static on;
    location = /en { default_type 'text/html; charset=utf-8'; try_files /en.html =404; }
  }`
  writeFileSync(
    conf,
    `${main}
worker_processes 1;
worker_cpu_affinity 01;
daemon off;
user root;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${root}/tmp-body;
  proxy_temp_path ${root}/tmp-proxy;
  fastcgi_temp_path ${root}/tmp-fastcgi;
  uwsgi_temp_path ${root}/tmp-uwsgi;
  scgi_temp_path ${root}/tmp-scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
${http ?? fromFile}
}
`,
  )
  const child = track(
    spawn('taskset', ['-c', '0', '/usr/sbin/nginx', '-c', conf, '-p', root], {
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
    'nginx',
    join(work, 'nginx.log'),
  )
  const url = `http://127.0.0.1:${port}`
  await waitFor(`${url}/en`, BROWSER, 20_000)
  return { name: 'nginx', url, pid: child.pid!, stop: () => stopChild(child) }
}

/**
 * deploy/nginx/starbridge.conf's page cache (its proxy_cache_path and its `location /`, as
 * written there) in front of the site at `upstream`, without TLS.
 */
function pageCacheProxy(root: string, port: number, upstream: string): string {
  const deploy = readFileSync(join(repo, 'deploy/nginx/starbridge.conf'), 'utf8')
  const cachePath = /^proxy_cache_path [^;]+;/m.exec(deploy)?.[0]
  const encodingMap = /^map \$http_accept_encoding [\s\S]*?^\}/m.exec(deploy)?.[0]
  const encoding = /^ {4}proxy_set_header Accept-Encoding [^;]+;/m.exec(deploy)?.[0]
  const location = /^ {4}location \/ \{[\s\S]*?^ {4}\}/m.exec(deploy)?.[0]
  if (!cachePath || !encodingMap || !encoding || !location)
    throw new Error('deploy/nginx/starbridge.conf: no page cache found')
  return `
  ${cachePath.replace('/var/cache/nginx/starbridge', `${root}/cache`)}
  ${encodingMap}
  upstream starbridge_site { server ${upstream.replace('http://', '')}; keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
${encoding}
${location}
  }`
}

/** deploy/nginx/starbridge.conf's purge listener, on `port`. */
function purgeListener(port: number): string {
  const deploy = readFileSync(join(repo, 'deploy/nginx/starbridge.conf'), 'utf8')
  const server = /^server \{\n {4}listen 127\.0\.0\.1:8081;[\s\S]*?^\}/m.exec(deploy)?.[0]
  if (!server) throw new Error('deploy/nginx/starbridge.conf: no purge listener found')
  return server.replace('listen 127.0.0.1:8081;', `listen 127.0.0.1:${port};`)
}

/** Debian's cache-purge module (libnginx-mod-http-cache-purge). */
const PURGE_MODULE = '/usr/lib/nginx/modules/ngx_http_cache_purge_module.so'

/** An answer's body without its content coding. */
const decoded = ({ encoding, body }: { encoding: string; body: Buffer }) =>
  encoding === 'gzip'
    ? gunzipSync(body)
    : encoding === 'br'
      ? brotliDecompressSync(body)
      : encoding === 'zstd'
        ? zstdDecompressSync(body)
        : body

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-')

async function throughput() {
  console.log(`\n## Throughput (wrk -t1 -c50 -d8s, 3 rounds, median; server core 0, wrk core 1)`)
  console.log(
    `  pages send: Accept-Encoding: ${BROWSER['Accept-Encoding']}, Cookie: i18n_redirected=en; API: the same`,
  )
  console.log(`  load average before: ${load()}`)

  // (a), (e), (f): one server with the page cache (defaults: PAGE_CACHE_MB=64, TTL 30 s).
  const cached = await startSite('cached', 3461, {
    CMS_MIN_FILL_MS: '0',
    CMS_WRITE_RATE_LIMIT: '1000000', // the schema's maximum (cms/env.ts); per client per minute
    // Known to the bench, so that it signs one form token per lead (a token is accepted once).
    CMS_SIGNING_SECRET: BENCH_SECRET,
    // Its own origin, and nginx's of (g) below (that proxy passes the Host it was asked with).
    SITE_HOSTS: '127.0.0.1,127.0.0.1:3465',
  })
  let html = ''
  let gz: Buffer = Buffer.alloc(0)
  let sent: Awaited<ReturnType<typeof rawGet>> | undefined
  try {
    for (const path of ['/en', PRODUCT, LIST]) {
      await probe(`${cached.url}${path}`, PAGE)
      const { response, body } = await probe(`${cached.url}${path}`, PAGE)
      console.log(
        `  ${path}: ${response.status}, x-page-cache ${response.headers.get('x-page-cache') ?? '(none: this build has no page cache)'}, ` +
          `${(body.length / 1024).toFixed(1)} KB decompressed`,
      )
      if (path === '/en') {
        const raw = await rawGet(`${cached.url}${path}`, PAGE)
        sent = raw
        if (raw.encoding === 'gzip') {
          gz = raw.body
          html = gunzipSync(raw.body).toString()
        } else {
          html = decoded(raw).toString()
          gz = gzipSync(html, { level: 9 })
        }
        console.log(
          `  /en as sent: ${raw.encoding}, ${(raw.body.length / 1024).toFixed(1)} KB (kept for nginx)`,
        )
      }
    }
    await measure('(a) /en, page cache', `${cached.url}/en`, PAGE, cached.pid)
    if (sent) {
      const bare = await startBareNode(3467, sent.rawHeaders, sent.body)
      try {
        await measure('(h) /en bytes from bare Node', `${bare.url}/en`, PAGE, bare.pid)
      } finally {
        await bare.stop()
      }
    }
    await measure(`(e) ${PRODUCT}, page cache`, `${cached.url}${PRODUCT}`, PAGE, cached.pid)
    await measure(`(e) ${LIST}, page cache`, `${cached.url}${LIST}`, PAGE, cached.pid)

    // (g): the same site behind deploy/nginx's page cache (nginx on core 0 too).
    const proxyRoot = join(work, 'nginx-proxy')
    mkdirSync(proxyRoot, { recursive: true })
    const proxy = await startNginx(proxyRoot, 3465, pageCacheProxy(proxyRoot, 3465, cached.url))
    try {
      const { response } = await probe(`${proxy.url}/en`, PAGE)
      console.log(`  /en through nginx: x-cache-status ${response.headers.get('x-cache-status')}`)
      await measure("(g) /en, nginx's page cache", `${proxy.url}/en`, PAGE, proxy.pid)
    } finally {
      await proxy.stop()
    }

    const tree = '/cms/open/api/classify/treeData?classifyType=0&language=en'
    const t = await probe(`${cached.url}${tree}`, BROWSER)
    console.log(`  GET ${tree}: ${t.response.status}, ${t.body.length} bytes`)
    await measure('(f) GET classify/treeData', `${cached.url}${tree}`, BROWSER, cached.pid)

    // A form token is accepted with one write: every request of the load gets its own.
    const tokens = Array.from({ length: POST_TOKENS }, () =>
      issueFormToken(BENCH_SECRET, Date.now() - 60_000),
    )
    const token = tokens.pop()!
    const lead = JSON.stringify({
      customersName: 'Bench',
      customersPhone: '13800138000',
      customersAddress: '广东省/深圳市/南山区',
      companyName: 'Benchmark GmbH',
      demand: 'Throughput figures',
      industry: 'Automotive',
    })
    const postHeaders = { 'Content-Type': 'application/json', 'X-Form-Token': token }
    const first = await probe(`${cached.url}/cms/open/api/potentialCustomers/add`, BROWSER, {
      method: 'POST',
      headers: postHeaders,
      body: lead,
    })
    console.log(
      `  POST potentialCustomers/add: ${first.response.status} ${first.body.toString().slice(0, 80)}`,
    )
    const lua = join(work, 'post.lua')
    writeFileSync(
      lua,
      `wrk.method = "POST"\nwrk.body = ${JSON.stringify(lead)}\n` +
        `wrk.headers["Content-Type"] = "application/json"\n` +
        `local tokens = {${tokens.map((t) => JSON.stringify(t)).join(',')}}\n` +
        // Each request its own token, never one an earlier round spent: the rounds share an
        // offset in a file (one wrk thread: see measure()).
        `local offset_file = ${JSON.stringify(join(work, 'post-offset'))}\n` +
        `local threads = {}\nnext = 0\n` +
        `setup = function(thread) table.insert(threads, thread) end\n` +
        `init = function(args)\n  local f = io.open(offset_file, "r")\n  if f then next = tonumber(f:read("*a")) or 0; f:close() end\nend\n` +
        `request = function()\n  next = next + 1\n  wrk.headers["X-Form-Token"] = tokens[(next - 1) % #tokens + 1]\n  return wrk.format()\nend\n` +
        `done = function()\n  local f = io.open(offset_file, "w")\n  f:write(tostring(threads[1]:get("next")))\n  f:close()\nend\n`,
    )
    await measure(
      '(f) POST potentialCustomers/add',
      `${cached.url}/cms/open/api/potentialCustomers/add`,
      BROWSER,
      cached.pid,
      lua,
    )
  } finally {
    await cached.stop()
  }

  // (b): a second server without the page cache.
  const uncached = await startSite('uncached', 3462, { PAGE_CACHE_MB: '0' })
  try {
    const { response } = await probe(`${uncached.url}/en`, PAGE)
    console.log(
      `  uncached /en: ${response.status}, x-page-cache ${response.headers.get('x-page-cache') ?? '(none)'}`,
    )
    await measure('(b) /en, no page cache', `${uncached.url}/en`, PAGE, uncached.pid)
  } finally {
    await uncached.stop()
  }

  // (c): nginx with the same bytes (precompressed, as the page cache keeps them).
  const nginxRoot = join(work, 'nginx')
  mkdirSync(join(nginxRoot, 'www'), { recursive: true })
  writeFileSync(join(nginxRoot, 'www/en.html'), html)
  writeFileSync(join(nginxRoot, 'www/en.html.gz'), gz)
  const nginx = await startNginx(nginxRoot, 3463)
  try {
    await measure('(c) /en bytes from nginx (gzip_static)', `${nginx.url}/en`, BROWSER, nginx.pid)
  } finally {
    await nginx.stop()
  }

  // (d): Next.js.
  console.log(
    `  Next.js fixture: installing and building (bench/next-fixture -> .tmp/next-fixture)…`,
  )
  const next = prepareNext(html)
  if ('error' in next) {
    console.log(`  NEXT.JS COULD NOT BE INSTALLED OR BUILT HERE: ${next.error}`)
  } else {
    const server = await startNext(next.dir, 3464)
    try {
      for (const path of ['/static', '/dynamic']) {
        const { response, body } = await probe(`${server.url}${path}`, PAGE)
        console.log(
          `  next ${path}: ${response.status}, ${response.headers.get('content-encoding') ?? 'identity'} ` +
            `${(body.length / 1024).toFixed(1)} KB decompressed, cache-control ${response.headers.get('cache-control')}`,
        )
      }
      await measure('(d-static) Next.js, static', `${server.url}/static`, PAGE, server.pid)
      await measure('(d-dynamic) Next.js, force-dynamic', `${server.url}/dynamic`, PAGE, server.pid)
    } finally {
      await server.stop()
    }
  }

  console.log(
    `\n| target | req/s | p50 ms | p99 ms | KB/response | errors | RSS MB after | RSS MB after ${IDLE_SECONDS} s idle |`,
  )
  console.log(`| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`)
  for (const r of rows)
    console.log(
      `| ${r.label} | ${fmt(r.rps)} | ${fmt(r.p50, 2)} | ${fmt(r.p99, 2)} | ${fmt(r.kb, 1)} | ${r.errors} | ${fmt(r.rss)} | ${fmt(r.rssIdle)} |`,
    )
  const rps = (prefix: string) => rows.find((r) => r.label.startsWith(prefix))?.rps ?? NaN
  const ratio = (a: string, b: string) => fmt(rps(a) / rps(b), 2)
  console.log(
    `\nratios: (a)/(h) ${ratio('(a)', '(h)')} (target >= 0.6), ` +
      `(g)/(c) ${ratio('(g)', '(c)')} (target >= 0.9), ` +
      `(a)/(c) ${ratio('(a)', '(c)')}, (a)/(d-static) ${ratio('(a)', '(d-static)')}, ` +
      `(b)/(d-dynamic) ${ratio('(b)', '(d-dynamic)')} (target >= 2: the render part measures it ` +
      `side by side)`,
  )
  console.log(`  load average after: ${load()}`)
}

interface RenderRound {
  rps: number
  p50: number
  p99: number
  errors: number
  /** CPU milliseconds of the server's processes per answered request. */
  cpuMs: number
}

/**
 * render: the uncached render against Next.js dynamic on the same element tree, side by side.
 * Both servers are up at once (core 0) and take BENCH_ROUNDS rounds (5) of `wrk -t1 -c50 -d8s`
 * in alternating order, so that a machine shared with other work weighs on both alike; medians
 * of req/s, p50, p99 and CPU ms per request (what a render costs, whatever else the machine
 * ran), and the ratio of each round. BENCH_BASE_DIR: another site build (the commit before a
 * change, built apart) measured in the same rounds; BENCH_BASE_ENV ("NAME=value ..."): that second
 * server's own settings (with no BENCH_BASE_DIR, this build run twice, e.g. RENDER_CONCURRENCY=4
 * against RENDER_CONCURRENCY=1 given to the bench itself). The site's RSS after its rounds and idle.
 */
async function render() {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5)
  const side = process.env.BENCH_SIDE_BY_SIDE === '1'
  console.log(
    side
      ? `\n## Uncached render, two builds or settings side by side: ${rounds} rounds`
      : `\n## Uncached render against Next.js dynamic: ${rounds} alternating rounds`,
  )
  console.log(`  wrk -t1 -c50 on core 1, servers on core 0; load average before: ${load()}`)
  const site = await startSite('uncached', 3462, { PAGE_CACHE_MB: '0' })
  const targets = [{ label: '(b) /en, no page cache', server: site, path: '/en' }]
  const baseDir = process.env.BENCH_BASE_DIR ?? (process.env.BENCH_BASE_ENV ? siteDir : undefined)
  if (side && !baseDir)
    throw new Error('BENCH_SIDE_BY_SIDE=1 needs BENCH_BASE_DIR or BENCH_BASE_ENV')
  if (baseDir) {
    const baseEnv = Object.fromEntries(
      (process.env.BENCH_BASE_ENV ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((pair) => [pair.split('=')[0]!, pair.split('=').slice(1).join('=')]),
    )
    const base = await startSite(
      'base',
      3466,
      { PAGE_CACHE_MB: '0', ...baseEnv },
      undefined,
      resolve(baseDir),
    )
    const how = [baseDir, process.env.BENCH_BASE_ENV].filter(Boolean).join(' ')
    targets.push({ label: `(b-base) /en, no page cache, ${how}`, server: base, path: '/en' })
    if (side) {
      await sideBySide(site, base, rounds)
      return
    }
  }
  const sent = await rawGet(`${site.url}/en`, PAGE)
  const next = prepareNext(decoded(sent).toString())
  if ('error' in next) throw new Error(`Next.js could not be installed or built: ${next.error}`)
  const nextServer = await startNext(next.dir, 3464)
  targets.push({
    label: '(d-dynamic) Next.js, force-dynamic',
    server: nextServer,
    path: '/dynamic',
  })
  // Compiled and warm before the first measured round: the site's CPU per render falls by a third
  // over its first ~30 s under load (V8 optimizes its code as it runs), so each target takes
  // BENCH_WARMUP_SECONDS (30) of the same load first, as a server that has been up a while.
  const warmup = `${Number(process.env.BENCH_WARMUP_SECONDS ?? 30)}s`
  for (const t of targets) wrk(`${t.server.url}${t.path}`, PAGE, { duration: warmup })
  const results = new Map<string, RenderRound[]>(targets.map((t) => [t.label, []]))
  for (let round = 1; round <= rounds; round++) {
    const line: string[] = []
    for (const t of round % 2 ? targets : [...targets].reverse()) {
      const cpuBefore = cpuSeconds([t.server.pid])
      const { result, raw } = wrk(`${t.server.url}${t.path}`, PAGE)
      const cpu = cpuSeconds([t.server.pid]) - cpuBefore
      const answered = Number(/(\d+) requests in/.exec(raw)?.[1] ?? 0)
      const r = { ...result, cpuMs: answered ? (cpu * 1000) / answered : NaN }
      results.get(t.label)!.push(r)
      line.push(
        `${t.label.split(' ')[0]} ${fmt(r.rps)} req/s p99 ${fmt(r.p99)} ms ${fmt(r.cpuMs, 2)} CPU ms`,
      )
    }
    console.log(`  round ${round} (load ${load()}): ${line.join('; ')}`)
  }
  const siteRss = rssMb(site.pid)
  const median = (list: RenderRound[], by: (r: RenderRound) => number) => {
    const sorted = list.map(by).sort((a, b) => a - b)
    return sorted[Math.floor(sorted.length / 2)]!
  }
  console.log(
    `\n| target, medians of ${rounds} rounds | req/s | p50 ms | p99 ms | max p99 ms | CPU ms per request | errors |`,
  )
  console.log(`| --- | ---: | ---: | ---: | ---: | ---: | ---: |`)
  for (const [label, list] of results)
    console.log(
      `| ${label} | ${fmt(median(list, (r) => r.rps))} | ${fmt(
        median(list, (r) => r.p50),
        1,
      )} | ` +
        `${fmt(median(list, (r) => r.p99))} | ${fmt(Math.max(...list.map((r) => r.p99)))} | ` +
        `${fmt(
          median(list, (r) => r.cpuMs),
          2,
        )} | ${list.reduce((a, r) => a + r.errors, 0)} |`,
    )
  const ratios = (a: string, b: string) => {
    const [x, y] = [a, b].map((prefix) => [...results].find(([l]) => l.startsWith(prefix))![1])
    const rps = x!.map((r, i) => r.rps / y![i]!.rps).sort((p, q) => p - q)
    const cpu = x!.map((r, i) => y![i]!.cpuMs / r.cpuMs).sort((p, q) => p - q)
    return (
      `req/s ${rps.map((v) => fmt(v, 2)).join(' ')} (median ${fmt(rps[rps.length >> 1]!, 2)}), ` +
      `CPU per request ${cpu.map((v) => fmt(v, 2)).join(' ')} (median ${fmt(cpu[cpu.length >> 1]!, 2)})`
    )
  }
  console.log(`\n(b)/(d-dynamic) per round: ${ratios('(b)', '(d-dynamic)')} (target >= 2)`)
  if (baseDir) console.log(`(b)/(b-base) per round: ${ratios('(b)', '(b-base)')}`)
  console.log(
    `  site RSS after its rounds: ${fmt(siteRss)} MB, after ${SETTLED_SECONDS} s idle: ` +
      `${fmt(await idleRssMb(site.pid, SETTLED_SECONDS))} MB (target <= 250); load average after: ${load()}`,
  )
  for (const t of targets) await t.server.stop()
}

/**
 * BENCH_SIDE_BY_SIDE=1 (with BENCH_BASE_DIR or BENCH_BASE_ENV): (b) and (b-base) loaded at the same
 * time, each by its own `wrk -t1 -c50 -d12s` on core 1, both servers on core 0, Next.js left out.
 * This machine's speed moves by half between rounds, so alternating rounds cannot see a 5 %
 * change; two servers under the same load at the same moment share whatever the machine gives.
 * Per round: the requests each answered, their ratio, CPU ms and minor page faults per request.
 */
async function sideBySide(site: Server, base: Server, rounds: number) {
  const pair = [site, base]
  const faults = (pid: number) =>
    Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[7])
  const both = (duration: string) =>
    Promise.all(pair.map((server) => wrkAsync(`${server.url}/en`, PAGE, duration)))
  console.log(`  side by side: (b) and (b-base) at once, ${rounds} rounds of 12 s`)
  await both(`${Number(process.env.BENCH_WARMUP_SECONDS ?? 30)}s`)
  const ratios: number[] = []
  for (let round = 1; round <= rounds; round++) {
    const before = pair.map((s) => ({ cpu: cpuSeconds([s.pid]), faults: faults(s.pid) }))
    const results = await both('12s')
    const line = pair.map((s, i) => {
      const n = results[i]!.requests
      const cpuMs = ((cpuSeconds([s.pid]) - before[i]!.cpu) * 1000) / n
      const perRequest = (faults(s.pid) - before[i]!.faults) / n
      return `${i ? '(b-base)' : '(b)'} ${n} requests, ${fmt(cpuMs, 2)} CPU ms, ${fmt(perRequest, 1)} faults`
    })
    ratios.push(results[0]!.requests / results[1]!.requests)
    console.log(
      `  round ${round} (load ${load()}): ${line.join('; ')}; ratio ${fmt(ratios.at(-1)!, 2)}`,
    )
  }
  const sorted = [...ratios].sort((a, b) => a - b)
  console.log(
    `\n(b)/(b-base) requests per round: ${sorted.map((r) => fmt(r, 2)).join(' ')} (median ${fmt(sorted[sorted.length >> 1]!, 2)})`,
  )
  console.log(`  site RSS after its rounds: ${fmt(rssMb(site.pid))} MB`)
  for (const server of pair) await server.stop()
}

async function cold() {
  console.log(`\n## Cold start: \`npm start\` (in ${siteDir}) to the first 200 on /en`)
  console.log(`  load average before: ${load()}`)
  const keep = mkdtempSync(join(work, 'cold-data-'))
  const once = async (dataDir: string, port: number) => {
    const started = performance.now()
    const child = track(
      spawn('npm', ['start', '--silent'], {
        cwd: siteDir,
        detached: true,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'error',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
      'cold',
      join(work, `cold-${port}.log`),
    )
    try {
      await waitFor(`http://127.0.0.1:${port}/en`, PAGE, 300_000)
      return (performance.now() - started) / 1000
    } finally {
      await stopChild(child, true)
    }
  }
  const fresh: number[] = []
  for (let i = 0; i < 3; i++) {
    const dir = i === 0 ? keep : mkdtempSync(join(work, 'cold-data-'))
    fresh.push(await once(dir, 3470 + i))
  }
  const existing: number[] = []
  for (let i = 0; i < 3; i++) existing.push(await once(keep, 3473 + i))
  console.log(
    `  fresh DATA_DIR (a site's first start: the seed template copied, or seeding where the build has none): ${fresh.map((s) => `${s.toFixed(2)} s`).join(', ')}`,
  )
  console.log(`  existing DATA_DIR: ${existing.map((s) => `${s.toFixed(2)} s`).join(', ')}`)
  console.log(`  load average after: ${load()}`)
}

async function soak() {
  console.log(
    `\n## Soak: 2 minutes of every sitemap URL in turn (wrk -t1 -c20, Accept-Encoding: gzip)`,
  )
  console.log(`  load average before: ${load()}`)
  const server = await startSite('soak', 3480, {})
  try {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
      // Path and query (detail pages are ?id=…), XML-unescaped.
      const url = new URL(m[1]!.replaceAll('&amp;', '&'))
      return url.pathname + url.search
    })
    const locales = new Set(paths.map((p) => p.split('/')[1]))
    console.log(
      `  ${paths.length} URLs from /sitemap.xml, ${locales.size} locales: ${[...locales].join(' ')}`,
    )
    const lua = join(work, 'soak.lua')
    writeFileSync(
      lua,
      `local paths = {${paths.map((p) => JSON.stringify(p)).join(',')}}\n` +
        `local i = 0\nlocal threads = {}\n` +
        `setup = function(thread) table.insert(threads, thread) end\n` +
        `init = function() statuses = {} end\n` +
        `request = function()\n  i = i % #paths + 1\n  return wrk.format("GET", paths[i])\nend\n` +
        `response = function(status, headers)\n` +
        `  local key = status .. " " .. tostring(headers["x-page-cache"])\n` +
        `  statuses[key] = (statuses[key] or 0) + 1\nend\n` +
        `done = function()\n  for _, t in ipairs(threads) do\n` +
        `    for k, v in pairs(t:get("statuses")) do io.write("status " .. k .. ": " .. v .. "\\n") end\n` +
        `  end\nend\n`,
    )
    const samples: string[] = []
    const started = Date.now()
    const sampler = setInterval(() => {
      samples.push(
        `${Math.round((Date.now() - started) / 1000)} s: ${rssMb(server.pid).toFixed(0)} MB`,
      )
    }, 10_000)
    const result = await new Promise<string>((resolveRun, reject) => {
      const child = spawn(
        'taskset',
        [
          '-c',
          '1',
          'wrk',
          '-t1',
          '-c20',
          '-d120s',
          '--latency',
          '--timeout',
          '10s',
          '-H',
          'Accept-Encoding: gzip',
          '-s',
          lua,
          server.url,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      )
      let out = ''
      child.stdout.on('data', (d: Buffer) => (out += d.toString()))
      child.once('exit', (code) =>
        code === 0 ? resolveRun(out) : reject(new Error(`wrk exited ${code}`)),
      )
    })
    clearInterval(sampler)
    const r = parseWrk(result)
    const total = Number(/(\d+) requests in/.exec(result)?.[1] ?? 0)
    console.log(
      `  ${total} requests, ${fmt(r.rps)} req/s, p50 ${fmt(r.p50, 2)} ms, p99 ${fmt(r.p99, 2)} ms, errors (non-2xx/3xx + socket) ${r.errors}`,
    )
    const statuses = [...result.matchAll(/^status (\d+ \S+): (\d+)$/gm)].map(
      (m) => `${m[1]} ${m[2]}`,
    )
    console.log(`  status, x-page-cache: ${statuses.join(', ')}`)
    const errorLines = result.split('\n').filter((l) => /Non-2xx|Socket errors/.test(l))
    if (errorLines.length) console.log(`  wrk: ${errorLines.map((l) => l.trim()).join('; ')}`)
    console.log(`  RSS every 10 s: ${samples.join(', ')}`)
    console.log(`  RSS after: ${rssMb(server.pid).toFixed(0)} MB`)
    console.log(
      `  RSS after ${SETTLED_SECONDS} s idle: ${(await idleRssMb(server.pid, SETTLED_SECONDS)).toFixed(0)} MB (target <= 320)`,
    )
  } finally {
    await server.stop()
  }
  console.log(`  load average after: ${load()}`)
}

/**
 * changes (issue 35): /en through deploy/nginx's page cache while the content changes. A press
 * release on the home page is edited through the management API every 10 s; the site drops its
 * copies and purges nginx's (NGINX_PURGE_URL, the purge listener of deploy/nginx), so the next
 * request through nginx is rendered again. Rounds of 30 s alternate quiet and changing (3 pairs,
 * so that a drift of the machine touches both); target: the changing median >= 0.9 of the quiet.
 * After each changing round, /en through nginx must show the last edit within 2 s (the purges
 * really happened).
 */
async function changes() {
  console.log(`\n## Cached throughput through nginx while content changes every 10 s`)
  if (!existsSync(PURGE_MODULE)) {
    console.log(
      `  SKIPPED: ${PURGE_MODULE} missing (apt-get install libnginx-mod-http-cache-purge)`,
    )
    return
  }
  console.log(`  load average before: ${load()}`)
  const adminToken = 'bench-admin-token-0123456789abcdef'
  const [sitePort, nginxPort, purgePort] = [3466, 3467, 3468]
  const site = await startSite('changing', sitePort, {
    CMS_ADMIN_TOKEN: adminToken,
    SITE_HOSTS: `127.0.0.1,127.0.0.1:${nginxPort}`,
    NGINX_PURGE_URL: `http://127.0.0.1:${purgePort}`,
  })
  const root = join(work, 'nginx-changes')
  mkdirSync(root, { recursive: true })
  const proxy = await startNginx(
    root,
    nginxPort,
    pageCacheProxy(root, nginxPort, site.url) + purgeListener(purgePort),
    `load_module ${PURGE_MODULE};`,
  )
  const admin = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' }
  const home = `${proxy.url}/en`
  let edits = 0
  const title = (n: number) => `Bench release ${process.pid}: edit ${n}`
  try {
    const created = await fetch(`${site.url}/cms/admin/api/articles`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        type: 'news',
        language: 'en',
        translationKey: `bench-release-${process.pid}`,
        status: 'published',
        title: title(0),
        summary: 'A press release the throughput bench edits every 10 s.',
        content: '<p>Edited by the throughput bench.</p>',
      }),
    })
    if (created.status !== 201) throw new Error(`management API: create answered ${created.status}`)
    const { id } = ((await created.json()) as { data: { id: number } }).data
    const shows = async (text: string, withinMs: number) => {
      const deadline = performance.now() + withinMs
      do {
        const { body, response } = await probe(home, PAGE)
        if (body.toString().includes(text)) return response.headers.get('x-cache-status')
        await sleep(50)
      } while (performance.now() < deadline)
      return null
    }
    if (!(await shows(title(0), 30_000)))
      throw new Error('/en through nginx never showed the release')
    const edit = async () => {
      const n = ++edits
      const patched = await fetch(`${site.url}/cms/admin/api/articles/${id}`, {
        method: 'PATCH',
        headers: admin,
        body: JSON.stringify({ title: title(n) }),
      })
      if (!patched.ok) console.log(`  edit ${n}: management API answered ${patched.status}`)
    }
    type Round = WrkResult & { perCpuSecond: number }
    const round = async (): Promise<Round> => {
      const cpuBefore = cpuSeconds([site.pid, proxy.pid])
      const result = await wrkAsync(home, PAGE, '30s')
      const cpu = cpuSeconds([site.pid, proxy.pid]) - cpuBefore
      return { ...result, perCpuSecond: (result.rps * 30) / cpu }
    }
    const quiet: Round[] = []
    const changing: Round[] = []
    for (let pair = 0; pair < 3; pair++) {
      // A copy in nginx before each round.
      await shows(title(edits), 5_000)
      quiet.push(await round())
      const before = edits
      let timer: NodeJS.Timeout | undefined
      const first = setTimeout(() => {
        void edit()
        timer = setInterval(() => void edit(), 10_000)
      }, 5_000)
      try {
        changing.push(await round())
      } finally {
        clearTimeout(first)
        clearInterval(timer)
      }
      const cache = await shows(title(edits), 2_000)
      const [q, c] = [quiet.at(-1)!, changing.at(-1)!]
      console.log(
        `  pair ${pair + 1}: quiet ${fmt(q.rps)} req/s (${fmt(q.perCpuSecond)} per CPU second of nginx and the site), ` +
          `changing ${fmt(c.rps)} req/s (${fmt(c.perCpuSecond)} per CPU second) ` +
          `(${edits - before} edits; the last one ${cache ? `shown through nginx (x-cache-status ${cache})` : 'NOT SHOWN within 2 s'})`,
      )
    }
    const median = (list: Round[], by: (r: Round) => number) =>
      [...list].map(by).sort((a, b) => a - b)[1]!
    const errors = [...quiet, ...changing].reduce((sum, r) => sum + r.errors, 0)
    const row = (label: string, list: Round[]) =>
      `| ${label} | ${fmt(median(list, (r) => r.rps))} | ${fmt(median(list, (r) => r.perCpuSecond))} | ` +
      `${fmt(
        median(list, (r) => r.p50),
        2,
      )} | ${fmt(
        median(list, (r) => r.p99),
        2,
      )} |`
    console.log(
      `\n| /en through nginx (wrk -t1 -c50 -d30s), medians of 3 | req/s | req per CPU s | p50 ms | p99 ms |\n` +
        `| --- | ---: | ---: | ---: | ---: |\n${row('quiet', quiet)}\n${row('an edit every 10 s', changing)}`,
    )
    const ratio = (by: (r: Round) => number) => fmt(median(changing, by) / median(quiet, by), 3)
    console.log(
      `\nchanging/quiet: req/s ${ratio((r) => r.rps)}, req per CPU second ${ratio((r) => r.perCpuSecond)} ` +
        `(target >= 0.9); ${edits} edits; ${errors} errors`,
    )
  } finally {
    await proxy.stop()
    await site.stop()
  }
  console.log(`  load average after: ${load()}`)
}

process.on('SIGINT', () => {
  for (const child of children) child.kill('SIGTERM')
  process.exit(130)
})

try {
  console.log(`${new Date().toISOString()}, node ${process.version}, site ${siteDir}`)
  if (!haveCommand('wrk')) throw new Error('wrk is not installed (apt-get install -y wrk)')
  const cacheBuilt =
    spawnSync('grep', ['-rlq', 'x-page-cache', join(siteDir, 'dist/server')]).status === 0
  if (!existsSync(join(siteDir, 'dist/start.mjs')))
    throw new Error(`no build in ${siteDir}/dist (npm run build)`)
  if (!cacheBuilt)
    console.log(
      `  WARNING: ${siteDir}/dist has no page cache (built before it): (a), (e) are uncached`,
    )
  if (parts.includes('throughput')) await throughput()
  if (parts.includes('render')) await render()
  if (parts.includes('cold')) await cold()
  if (parts.includes('soak')) await soak()
  if (parts.includes('changes')) await changes()
} finally {
  for (const child of [...children]) await stopChild(child)
  rmSync(work, { recursive: true, force: true })
}
