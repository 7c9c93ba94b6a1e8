import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers.server'

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64')

describe('inline script hashes', () => {
  const page = Buffer.from(
    [
      '<html><head><script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script src="/assets/a.js"></script></head><body>',
      '<script>self.$_TSR={"名":"星桥 <b>"}</script>',
      '<script class="$tsr" data-x="1">self.a=1</script>',
      '<script>self.$_TSR={"名":"星桥 <b>"}</script>',
      '</body></html>',
    ].join(''),
  )

  it('hashes the text of each inline script once, as the browser does (UTF-8, raw text)', () => {
    expect(inlineScriptHashes(page)).toEqual([sha('self.$_TSR={"名":"星桥 <b>"}'), sha('self.a=1')])
  })

  it('puts the hashes, and nothing that allows other inline scripts, in script-src', () => {
    const csp = contentSecurityPolicy(inlineScriptHashes(page))
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))!
    expect(scriptSrc).toBe(
      `script-src 'self' 'sha256-${sha('self.$_TSR={"名":"星桥 <b>"}')}' 'sha256-${sha('self.a=1')}'`,
    )
    expect(csp).not.toMatch(/unsafe-inline'[^;]*;[^;]*script|script-src[^;]*unsafe/)
  })
})
