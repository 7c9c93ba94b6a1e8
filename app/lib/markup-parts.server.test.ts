import { spawnSync } from 'node:child_process'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { markupInParts, renderToStringParts } from './markup-parts.server'

/** A page-sized tree: 2,000 list items, Latin, Chinese and Thai text, attributes to escape. */
const tree = () =>
  createElement(
    'main',
    { lang: 'en' },
    createElement(
      'ul',
      null,
      Array.from({ length: 2_000 }, (_, i) =>
        createElement(
          'li',
          { key: i, title: `item "${i}" & more` },
          `${i} 智能仓储 ระบบคลังสินค้า <AGV> —`,
          createElement('a', { href: `/en/news/${i}` }, 'Lagerverwaltung'),
        ),
      ),
    ),
  )

describe('renderToStringParts', () => {
  it("gives renderToString's markup as one part under React's development build", () => {
    // Vitest runs with NODE_ENV=test: React's development build, which the patch leaves alone.
    expect(markupInParts).toBe(false)
    expect(renderToStringParts(tree())).toEqual([renderToString(tree())])
  })

  it('gives the same markup in parts under 64 KB each with the patched production build', () => {
    // The production build as the site's server loads it: a process of its own, NODE_ENV=production.
    const script = `
      const { createElement } = require('react')
      const server = require('react-dom/server')
      const tree = () => createElement('main', { lang: 'en' }, createElement('ul', null,
        Array.from({ length: 2000 }, (_, i) => createElement('li', { key: i, title: 'item "' + i + '" & more' },
          i + ' 智能仓储 ระบบคลังสินค้า <AGV> —', createElement('a', { href: '/en/news/' + i }, 'Lagerverwaltung')))))
      const parts = server.renderToStringParts(tree())
      process.stdout.write(JSON.stringify({
        count: parts.length,
        longest: Math.max(...parts.map((part) => part.length)),
        same: parts.join('') === server.renderToString(tree()),
        length: parts.join('').length,
      }))`
    const run = spawnSync(process.execPath, ['-e', script], {
      cwd: import.meta.dirname,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    })
    expect(run.stderr).toBe('')
    const result = JSON.parse(run.stdout) as {
      count: number
      longest: number
      same: boolean
      length: number
    }
    expect(result.same).toBe(true)
    expect(result.length).toBeGreaterThan(150_000)
    expect(result.count).toBeGreaterThan(10)
    // Two bytes a character at most in V8: 32,768 characters are its 64 KB large-object threshold.
    expect(result.longest).toBeLessThan(32_768)
  })
})
