/**
 * The supported runtime (ADR 017): npm scripts run on the project's Node 24 (the `node` package
 * puts it first on PATH), and production runs compiled JavaScript under plain node, not tsx.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string }
  dependencies: Record<string, string>
  scripts: Record<string, string>
}
const major = (version: string) => Number(/\d+/.exec(version)?.[0])

describe('runtime', () => {
  it('runs on Node 24 or later (npm scripts use node_modules/.bin/node)', () => {
    expect(major(process.versions.node)).toBeGreaterThanOrEqual(24)
  })

  it('pins Node 24 from the npm registry and says so in engines', () => {
    expect(major(pkg.dependencies.node ?? '')).toBe(24)
    expect(pkg.engines.node).toBe('>=24')
  })

  it('starts the site and the content service from compiled JavaScript', () => {
    expect(pkg.scripts.start).toBe('sh server/launch.sh')
    expect(pkg.scripts['cms:serve']).toBe('node dist/cms-server.mjs')
    for (const name of ['prestart', 'start', 'precms:serve', 'cms:serve'])
      expect(pkg.scripts[name], name).not.toMatch(/\btsx\b/)
  })
})
