/**
 * Starts the production server (dist/start.mjs, compiled from server/start.ts; built first when
 * missing) in a child process with its own environment and data directory, waits for /healthz,
 * and stops it again. Used by the e2e fixtures, the screenshot script and the benchmarks.
 * Loopback only.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join } from 'node:path'

/** The server process ended before it answered (a port taken meanwhile, a bad variable…). */
export class SiteServerExited extends Error {}

export interface SiteServer {
  url: string
  /** The server's process (the launcher execs node): its memory is read from /proc. */
  pid: number
  stop(): Promise<void>
  /** The server's log lines so far (only with `captureOutput`). */
  output(): string[]
}

export async function startSiteServer(options: {
  port: number
  env?: Record<string, string>
  /** How the child's output is handled (a build may print a lot). */
  stdio?: 'ignore' | 'inherit'
  startupMs?: number
  /** Keep the server's standard output (its JSON log lines) for `output()`. */
  captureOutput?: boolean
  /** The server's open-file limit (its soft RLIMIT_NOFILE), lower than the system's. */
  openFiles?: number
}): Promise<SiteServer> {
  const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs', 'site'], {
    stdio: options.stdio ?? 'ignore',
  })
  if (build.status !== 0) throw new Error('the site build failed (npm run build)')
  const dataDir = mkdtempSync(join(tmpdir(), 'starbridge-site-'))
  // Plain node on compiled JavaScript, as in production (ADR 017).
  // Through the launcher (its process settings), on this process's node.
  const launch = options.openFiles
    ? ['-c', `ulimit -n ${Math.floor(options.openFiles)} && exec sh server/launch.sh`]
    : ['server/launch.sh']
  const child = spawn('sh', launch, {
    env: {
      ...process.env,
      PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...options.env,
    },
    // Without inherited output, the end of stderr is kept for the error if it exits early.
    stdio:
      options.stdio === 'inherit'
        ? 'inherit'
        : ['ignore', options.captureOutput ? 'pipe' : 'ignore', 'pipe'],
  })
  const lines: string[] = []
  let partial = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    const parts = (partial + chunk.toString()).split('\n')
    partial = parts.pop() ?? ''
    lines.push(...parts)
  })
  const output = () => [...lines]
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000)
  })
  const url = `http://127.0.0.1:${options.port}`
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + (options.startupMs ?? 180_000)
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, pid: child.pid!, stop, output }
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) {
      await stop()
      throw new SiteServerExited(
        `the site server on port ${options.port} exited (${child.exitCode}) before it answered: ${stderr.trim()}`,
      )
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the site server on port ${options.port} did not start`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
