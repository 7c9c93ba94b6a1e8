/**
 * The registry owns every page: each route under app/routes/$lang/ has exactly one entry, and
 * what tests, scripts and the build derive from an entry holds together. A route file added
 * without an entry fails here (and typecheck, in registry.ts).
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  allPages,
  hasSplitLoader,
  linkPattern,
  pageOfRouteId,
  pagePath,
  samplePath,
  sections,
  type PageEntry,
} from './registry'
import { sitePictureNames } from './site-images.server'

const appDir = join(import.meta.dirname, '..')
const langDir = join(appDir, 'routes', '$lang')
const routeTree = readFileSync(join(appDir, 'routeTree.gen.ts'), 'utf8')

/** The quoted keys of one interface of the generated route tree. */
function keysOf(name: string): string[] {
  const start = routeTree.indexOf(`export interface ${name} {`)
  const body = routeTree.slice(start, routeTree.indexOf('\n}', start))
  return [...body.matchAll(/^\s+'([^']+)': typeof/gm)].map((m) => m[1]!)
}

/** Route files below a folder, as the route tree imports them ('./routes/$lang/aboutUs/index'). */
function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return routeFiles(path)
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return []
    return [`./${relative(appDir, path).replace(/\.tsx?$/, '')}`]
  })
}

const langRoutes = keysOf('FileRoutesByTo').filter((to) => to.startsWith('/$lang'))
const langRouteIds = keysOf('FileRoutesById').filter((id) => id.startsWith('/$lang/'))

describe('the registry and the route tree', () => {
  it('reads the route tree', () => {
    expect(langRoutes).toContain('/$lang/aboutUs/journalism/$articleId')
    expect(langRouteIds).toContain('/$lang/aboutUs/journalism_/$articleId')
  })

  it('the route tree is up to date with the route files (else: npm run build regenerates it)', () => {
    const imported = new Set(
      [...routeTree.matchAll(/^import \{ Route as \w+ \} from '([^']+)'/gm)].map((m) => m[1]!),
    )
    const missing = routeFiles(langDir).filter((file) => !imported.has(file))
    expect(missing, 'route files the route tree does not know').toEqual([])
  })

  it('every route under $lang has exactly one entry, and every entry a route', () => {
    const entries = allPages.map((p) => p.to as string)
    expect(
      entries.filter((to, i) => entries.indexOf(to) !== i),
      'routes with two entries',
    ).toEqual([])
    expect(
      langRoutes.filter((to) => !entries.includes(to)),
      'routes without an entry in app/site/registry.ts',
    ).toEqual([])
    expect(
      entries.filter((to) => !langRoutes.includes(to)),
      'entries without a route',
    ).toEqual([])
  })

  it('finds each route’s entry by its route id (the SEO head, the Vite config)', () => {
    const found = langRouteIds.map((id) => pageOfRouteId(id)?.id)
    expect(found.filter((id) => !id)).toEqual([])
    expect(new Set(found).size).toBe(allPages.length)
    expect(pageOfRouteId('/')?.id).toBe('home')
    expect(pageOfRouteId('/$lang')).toBeUndefined()
    expect(pageOfRouteId('/$lang/investor-news_/$articleId')?.id).toBe('investorArticle')
    expect(pageOfRouteId('/sitemap.xml')).toBeUndefined()
  })
})

describe('the entries', () => {
  const ids = allPages.map((p) => p.id)
  const byId = new Map(allPages.map((p) => [p.id, p]))
  const parameters = (p: PageEntry) =>
    pagePath(p)
      .split('/')
      .filter((s) => s.startsWith('$'))

  it('have unique ids, and name existing pages as parent and page type', () => {
    expect(new Set(ids).size).toBe(ids.length)
    for (const p of allPages) {
      if (p.parent) expect(ids, `${p.id}.parent`).toContain(p.parent)
      if (p.sameTypeAs) {
        expect(ids, `${p.id}.sameTypeAs`).toContain(p.sameTypeAs)
        expect(byId.get(p.sameTypeAs)?.sameTypeAs, `${p.id}: a type of its own`).toBeUndefined()
        expect(p.representative, `${p.id}: stands for another type`).toBeUndefined()
      }
    }
  })

  it('keep their filters in the canonical query; details are named by theirs', () => {
    for (const p of allPages) {
      for (const key of p.filterSearch ?? [])
        expect(p.canonicalSearch, `${p.id}: filter ${key}`).toContain(key)
      if (p.kind === 'detail') expect(p.canonicalSearch?.length, p.id).toBeGreaterThan(0)
    }
  })

  it('list in every locale only pages without a parameter; details and articles per item', () => {
    for (const p of allPages) {
      if (p.sitemap === 'locales') expect(parameters(p), p.id).toEqual([])
      if (p.kind === 'detail' || p.kind === 'article') expect(p.sitemap, p.id).toBe('items')
      if (p.kind === 'detail' || p.kind === 'article') expect(p.menu, p.id).toBeUndefined()
    }
  })

  it('have a concrete sample, or (articles) a list that links to them', () => {
    for (const p of allPages) {
      const sample = samplePath(p)
      if (p.kind === 'article') {
        expect(sample, p.id).toBeUndefined()
        expect(p.parent, p.id).toBeTruthy()
        continue
      }
      expect(sample, p.id).not.toMatch(/\$/)
      if (parameters(p).length > 0 || p.kind === 'detail') expect(p.sample, p.id).toBeTruthy()
    }
    expect(
      linkPattern(byId.get('newsArticle')!).test('aboutUs/journalism/12'),
      'an article link',
    ).toBe(true)
    expect(linkPattern(byId.get('caseDetails')!).test('caseDetails?id=45')).toBe(true)
    expect(linkPattern(byId.get('caseDetails')!).test(byId.get('caseDetails')!.sample!)).toBe(true)
  })

  it('split the loaders of the pages read from the content service', () => {
    const split = allPages.filter(hasSplitLoader).map((p) => p.id)
    expect(split).toEqual(expect.arrayContaining(['caseDetails', 'newsArticle', 'investor']))
    expect(split).not.toContain('home')
  })

  it('name only pictures the image pipeline makes', () => {
    const named = [
      ...allPages.flatMap((p) => [p.hero?.picture, p.sharePicture]),
      ...Object.values(sections).map((s) => s.sharePicture),
    ].filter((name) => name !== undefined)
    expect(named.length).toBeGreaterThan(20)
    for (const name of named) expect(sitePictureNames, name).toContain(name)
  })

  it('open each section of the menus on a page of that section', () => {
    for (const [id, section] of Object.entries(sections)) {
      if (section.menu) expect(byId.get(section.menu.main)?.section, id).toBe(id)
    }
  })
})
