/**
 * Internal URLs are typed (issue 26): a link is a `RouteLink` of app/lib/route-path.ts, or its
 * string form from there. This scan fails on a locale-prefixed path written by hand anywhere else
 * in app/: a template string that starts with "/${…}" or a "/" glued on with +.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')

/**
 * Allowed: the helper itself; the server entry and its request rules (their redirects); this
 * test's own samples (and every test's expectations, below).
 */
const allowed = new Set([
  'lib/route-path.ts',
  'server.ts',
  'middleware/request-rules.ts',
  'lib/route-path-scan.test.ts',
])

/** Generated code is not ours to write. */
const generated = (path: string) => path.startsWith('paraglide/') || path.endsWith('.gen.ts')

/**
 * Tests write the addresses they expect as a visitor sees them, on purpose: an expected address
 * built by the helper under test could not tell the test it is wrong.
 */
const test = (path: string) => /\.test\.tsx?$/.test(path)

const handWritten = [
  { name: 'a template string starting with "/${"', pattern: /`\/\$\{/ },
  { name: 'a "/" glued on with +', pattern: /(['"])\/\1\s*\+/ },
]

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Every hand-written locale path in a source text, as "line: text". */
function handWrittenPaths(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      handWritten.some(({ pattern }) => pattern.test(line)) ? [`${i + 1}: ${line.trim()}`] : [],
    )
}

describe('internal URLs', () => {
  it('recognizes a hand-written locale path', () => {
    expect(handWrittenPaths('const a = `/${locale}/aboutUs`')).toHaveLength(1)
    expect(handWrittenPaths("const b = '/' + locale + '/aboutUs'")).toHaveLength(1)
    expect(handWrittenPaths("const c = routePath('/$lang/aboutUs', { lang })")).toEqual([])
    expect(handWrittenPaths('const d = `${origin}${path}`')).toEqual([])
  })

  it('are never written by hand outside app/lib/route-path.ts', () => {
    const found = sources(root)
      .map((path) => relative(root, path).split('\\').join('/'))
      .filter((path) => !allowed.has(path) && !generated(path) && !test(path))
      .flatMap((path) =>
        handWrittenPaths(readFileSync(join(root, path), 'utf8')).map((hit) => `app/${path}:${hit}`),
      )
    expect(found, 'use routeLink/routePath (app/lib/route-path.ts)').toEqual([])
  })
})
