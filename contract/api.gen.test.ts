/** The committed client types must match the contract: regenerate with `npm run api:generate`. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import openapiTS, { astToString } from 'openapi-typescript'
import { describe, expect, it } from 'vitest'

describe('contract/api.gen.ts', () => {
  it('is up to date with api-spec/cms-open-api.yaml', async () => {
    const root = join(import.meta.dirname, '..')
    const spec = new URL(`file://${join(root, 'api-spec/cms-open-api.yaml')}`)
    const fresh = astToString(await openapiTS(spec))
    const committed = readFileSync(join(root, 'contract/api.gen.ts'), 'utf8')
    const body = (text: string) => text.replace(/^\/\*\*[\s\S]*?\*\/\s*/, '').trim()
    expect(body(committed), 'stale: run npm run api:generate').toBe(body(fresh))
  })
})
