/**
 * Headless Chromium with WebGL2 on SwiftShader, serving the scene page (art/render/page) and
 * three.js from node_modules on a loopback port.
 */
import { execFileSync } from 'node:child_process'
import { getPriority } from 'node:os'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'

const ROOT = join(import.meta.dirname, '../..')
const PAGE_DIR = join(import.meta.dirname, 'page')
const THREE_DIR = join(ROOT, 'node_modules/three')
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
}

function serve(): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const [base, rest] = url.pathname.startsWith('/three/')
      ? [THREE_DIR, url.pathname.slice('/three/'.length)]
      : [PAGE_DIR, url.pathname === '/' ? 'index.html' : url.pathname.slice(1)]
    const path = normalize(join(base, rest))
    if (!path.startsWith(base) || !existsSync(path) || !statSync(path).isFile()) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' })
    res.end(readFileSync(path))
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

export interface RenderBrowser {
  page: Page
  close(): Promise<void>
}

export async function openRenderer(): Promise<RenderBrowser> {
  const server = await serve()
  const { port } = server.address() as AddressInfo
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--ignore-gpu-blocklist',
    ],
  })
  const page = await browser.newPage()
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') console.warn(`[page] ${msg.text()}`)
  })
  page.on('pageerror', (error) => console.error(`[page] ${error.message}`))
  page.setDefaultTimeout(0)
  await page.goto(`http://127.0.0.1:${port}/`)
  await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true)
  return {
    page,
    async close() {
      await browser.close()
      server.close()
    },
  }
}

/**
 * Chromium raises its GPU process (where SwiftShader renders) to nice -8: put every thread of
 * this process tree back to nice 10, like the rest of a long render on a shared machine, or to
 * this process's own level when it was started lower (`nice -n 19`).
 */
function beNice(): void {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,ni=']).toString()
  const children = new Map<number, number[]>()
  for (const line of table.trim().split('\n')) {
    const [pid, ppid] = line.trim().split(/\s+/).map(Number)
    children.set(ppid!, [...(children.get(ppid!) ?? []), pid!])
  }
  const tree = [process.pid]
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []))
  const threads = tree.flatMap((pid) => {
    try {
      return readdirSync(`/proc/${pid}/task`)
    } catch {
      return []
    }
  })
  // one call for all; a thread that ended meanwhile only makes renice complain
  try {
    execFileSync('renice', ['-n', String(Math.max(10, getPriority())), '-p', ...threads], {
      stdio: 'ignore',
    })
  } catch {
    // some thread ended meanwhile: the others are reniced all the same
  }
}

let lastNice = 0
/**
 * Waits while someone benchmarks (the team's rule: /tmp/bench.lock pauses heavy work), and now
 * and then lowers the priority of Chromium's threads again (new ones start at its own level).
 */
export async function waitForBench(): Promise<void> {
  if (Date.now() - lastNice > 20_000) {
    beNice()
    lastNice = Date.now()
  }
  while (existsSync('/tmp/bench.lock')) await new Promise((r) => setTimeout(r, 15_000))
}

export function dataUrlBytes(url: string): Buffer {
  return Buffer.from(url.slice(url.indexOf(',') + 1), 'base64')
}
