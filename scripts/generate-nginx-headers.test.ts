import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { securityHeaderEntries } from '../app/lib/security-headers.server'
import { NGINX_CONF, withGeneratedHeaders } from './generate-nginx-headers'

const conf = readFileSync(NGINX_CONF, 'utf8')

describe('deploy/nginx/starbridge.conf', () => {
  it('holds the security headers app/lib/security-headers.server.ts generates (npm run nginx:headers)', () => {
    expect(conf).toBe(withGeneratedHeaders(conf))
  })

  it("adds every header the site sends with its own files to nginx's assets, with its value", () => {
    const assets = conf.slice(conf.indexOf('location /assets/'), conf.indexOf('location / {'))
    for (const [name, value] of Object.entries(securityHeaderEntries({ https: true, html: false })))
      expect(assets).toContain(`add_header ${name} "${value}" always;`)
  })
})
