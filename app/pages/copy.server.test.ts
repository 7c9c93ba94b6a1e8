/**
 * The table of page copy is the domains' copy modules, every one of them: a module that exports
 * `pageCopy` where the table does not look (or a page declared by hand in `PageExtras`, with no
 * builder) would leave a page without its copy at run time, which typecheck cannot see.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { CopyBuilders } from '../site/page-copy.server'
import { copyBuilders } from './copy.server'

const root = join(import.meta.dirname, '..', '..')
const sources = readdirSync(join(root, 'app'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.gen.ts'))
  .map((file) => ({ path: `app/${file}`, text: readFileSync(join(root, 'app', file), 'utf8') }))

describe('the table of page copy', () => {
  it('holds the builders of every module that exports them, each page once', async () => {
    const exporting = sources.filter((s) => /^export const pageCopy\b/m.test(s.text))
    expect(exporting.length).toBeGreaterThan(0)
    const pages: string[] = []
    for (const { path } of exporting) {
      expect(path, 'a domain’s <name>-copy.server.ts').toMatch(
        /^app\/domains\/[^/]+\/[^/]+-copy\.server\.ts$/,
      )
      const module = (await import(`../../${path}`)) as { pageCopy: CopyBuilders }
      pages.push(...Object.keys(module.pageCopy))
    }
    expect(Object.keys(copyBuilders).sort()).toEqual(pages.sort())
  })

  it('is declared in PageExtras by the builders only', () => {
    const declaration = /^\s*(?:export )?interface PageExtras\b/m
    const declaring = sources.filter((s) => declaration.test(s.text))
    for (const { path, text } of declaring) {
      if (path === 'app/site/page-copy.server.ts') continue
      expect(text, path).toMatch(/interface PageExtras extends BuiltCopy<typeof pageCopy> \{\}/)
      expect(text.match(new RegExp(declaration, 'gm')), path).toHaveLength(1)
    }
  })
})
