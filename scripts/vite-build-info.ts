/**
 * Build freshness: every client build writes builds/latest.json (id and time)
 * and builds/meta/{buildId}.json, and exposes the id to the app as
 * import.meta.env.VITE_BUILD_ID.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

export function buildInfoPlugin(): Plugin {
  const buildId =
    process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`
  const timestamp = Date.now()
  return {
    name: 'starbridge:build-info',
    config() {
      return { define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) } }
    },
    writeBundle(options) {
      if (this.environment?.name !== 'client' || !options.dir) return
      const dir = join(options.dir, 'builds')
      mkdirSync(join(dir, 'meta'), { recursive: true })
      writeFileSync(join(dir, 'latest.json'), JSON.stringify({ id: buildId, timestamp }))
      writeFileSync(
        join(dir, 'meta', `${buildId}.json`),
        JSON.stringify({ id: buildId, timestamp, matchers: {} }),
      )
    },
  }
}
