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
