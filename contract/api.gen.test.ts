/** The committed client types must match their contracts: regenerate with `npm run api:generate`. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import openapiTS, { astToString } from 'openapi-typescript'
import { describe, expect, it } from 'vitest'

describe.each([
  ['contract/api.gen.ts', 'api-spec/cms-open-api.yaml'],
  ['contract/admin-api.gen.ts', 'api-spec/cms-admin-api.yaml'],
])('%s', (generated, source) => {
  it(`is up to date with ${source}`, async () => {
    const root = join(import.meta.dirname, '..')
    const spec = new URL(`file://${join(root, source)}`)
    const fresh = astToString(await openapiTS(spec))
    const committed = readFileSync(join(root, generated), 'utf8')
    const body = (text: string) => text.replace(/^\/\*\*[\s\S]*?\*\/\s*/, '').trim()
    expect(body(committed), 'stale: run npm run api:generate').toBe(body(fresh))
  })
})
