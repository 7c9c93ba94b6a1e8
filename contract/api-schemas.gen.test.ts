/** The committed schemas must match the contract: regenerate with `npm run api:generate`. */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { API_SCHEMAS, API_SPEC, apiSchemasSource } from '../scripts/generate-api-schemas'

describe('contract/api-schemas.gen.ts', () => {
  it('is up to date with api-spec/cms-open-api.yaml', () => {
    const fresh = apiSchemasSource(readFileSync(API_SPEC, 'utf8'))
    expect(readFileSync(API_SCHEMAS, 'utf8'), 'stale: run npm run api:generate').toBe(fresh)
  })
})
