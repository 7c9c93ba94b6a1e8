import { describe, expect, it } from 'vitest'
import { deferHydration } from './deferred-hydration.server'

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  `<link rel="modulepreload" href="/assets/index-A1.js" fetchPriority="low"/>`,
  `<link rel="modulepreload" href="/assets/react-B2.js" fetchPriority="low"/>`,
  `<link rel="modulepreload" href="/assets/route-C3.js" fetchPriority="low"/>`,
  '<link rel="stylesheet" href="/assets/app-D4.css"/></head>',
  '<body><main><h1>Stacker cranes $& $1 星桥智能</h1></main>',
  `<script>self.$_TSR={}</script>`,
  `<script type="module" async="" src="/assets/index-A1.js"></script>`,
  '</body></html>',
].join('')

const defer = (html: string) => deferHydration(Buffer.from(html)).toString('utf8')

describe('deferHydration', () => {
  const out = defer(page)

  it('leaves no module request in the markup: no modulepreload link, no module script', () => {
    expect(out).not.toContain('modulepreload" href')
    expect(out).not.toContain('<script type="module"')
  })

  it('hands the entry and the route modules to one loader script', () => {
    const loader = /<script data-entry="([^"]*)" data-preloads="([^"]*)">/.exec(out)
    expect(loader?.slice(1)).toEqual([
      '/assets/index-A1.js',
      '/assets/react-B2.js /assets/route-C3.js',
    ])
    expect(out).toContain('requestAnimationFrame')
    expect(out).toContain('import(d.entry)')
  })

  it('keeps everything else as rendered, in place', () => {
    expect(out).toContain('<link rel="stylesheet" href="/assets/app-D4.css"/>')
    expect(out).toContain('<h1>Stacker cranes $& $1 星桥智能</h1>')
    expect(out).toContain(`<script>self.$_TSR={}</script>`)
    expect(out.indexOf('data-entry')).toBeGreaterThan(out.indexOf('self.$_TSR'))
    expect(out.endsWith('</script></body></html>')).toBe(true)
  })

  it('returns a document without a (complete) client entry unchanged', () => {
    const plain = '<!DOCTYPE html><html><body><p>Not found</p></body></html>'
    expect(defer(plain)).toBe(plain)
    const cut = page.slice(0, page.lastIndexOf('</script>'))
    expect(defer(cut)).toBe(cut)
  })
})

/**
 * The loader itself, run against a small model of the browser's event loop: tasks in a queue,
 * the microtasks of each drained before the next, `import()` recorded with the task it ran in.
 */
function runLoader(options: { hidden: boolean; failing?: string }) {
  const script = /<script data-entry="([^"]*)" data-preloads="([^"]*)">(.*?)<\/script>/.exec(
    defer(page),
  )!
  const [, entry, preloads, code] = script
  const tasks: Array<() => void> = []
  let task = 0
  const imports: Array<{ href: string; task: number }> = []
  const links: Array<{ href: string; task: number }> = []
  const document = {
    hidden: options.hidden,
    currentScript: { dataset: { entry, preloads } },
    createElement: () => ({}) as { rel?: string; href?: string },
    head: { append: (link: { href: string }) => links.push({ href: link.href, task }) },
  }
  const load = (href: string) => {
    imports.push({ href, task })
    return href === options.failing ? Promise.reject(new Error('404')) : Promise.resolve({})
  }
  const scheduler = {
    yield: () => new Promise<void>((resolve) => tasks.push(resolve)),
  }
  const run = new Function(
    'document',
    'requestAnimationFrame',
    'setTimeout',
    'self',
    'scheduler',
    '__import',
    code!.replace(/\bimport\(/g, '__import('),
  )
  const self = { scheduler }
  run(
    document,
    (f: () => void) => tasks.push(f),
    (f: () => void) => tasks.push(f),
    self,
    scheduler,
    load,
  )
  const drain = async () => {
    for (let turns = 0; turns < 200; turns++) {
      await new Promise((resolve) => setImmediate(resolve))
      const next = tasks.shift()
      if (!next) return
      task++
      next()
    }
  }
  return { drain, imports, links, entry: entry!, preloads: preloads!.split(' ') }
}

describe('the loader in the browser', () => {
  it('in a visible tab evaluates the named modules one a task, in order, then the entry', async () => {
    const loader = runLoader({ hidden: false })
    // Nothing before the first frame.
    expect(loader.imports).toEqual([])
    await loader.drain()
    expect(loader.imports.map((i) => i.href)).toEqual([...loader.preloads, loader.entry])
    const tasks = loader.imports.map((i) => i.task)
    expect(new Set(tasks).size).toBe(tasks.length)
    expect(tasks).toEqual([...tasks].sort((a, b) => a - b))
    expect(tasks[0]).toBeGreaterThan(0)
    // Every module is preloaded as well, one link a task.
    expect(loader.links.map((l) => l.href)).toEqual(loader.preloads)
    expect(new Set(loader.links.map((l) => l.task)).size).toBe(loader.links.length)
  })

  it('goes on past a module that fails to load, and the entry is still imported', async () => {
    const first = runLoader({ hidden: false }).preloads[0]!
    const loader = runLoader({ hidden: false, failing: first })
    await loader.drain()
    expect(loader.imports.map((i) => i.href)).toEqual([...loader.preloads, loader.entry])
  })

  it('in a hidden tab imports the entry and adds every link at once', () => {
    const loader = runLoader({ hidden: true })
    expect(loader.imports).toEqual([{ href: loader.entry, task: 0 }])
    expect(loader.links.map((l) => l.href)).toEqual(loader.preloads)
    expect(loader.links.every((l) => l.task === 0)).toBe(true)
  })
})
