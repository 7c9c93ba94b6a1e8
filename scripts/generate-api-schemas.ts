/**
 * Writes contract/api-schemas.gen.ts from api-spec/cms-open-api.yaml: the JSON Schemas of the
 * contract's components and of every read's 200 answer, which the site compiles with ajv to check
 * each answer of the content service at the boundary (app/content/contract-check.server.ts,
 * ADR 035). `npm run api:generate` runs it; a unit test fails when the file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'

interface Spec {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>
  components: { schemas: Record<string, unknown> }
}

/** The generated module's text for this spec. */
export function apiSchemasSource(specText: string): string {
  const spec = parse(specText) as Spec
  const responses: Record<string, unknown> = {}
  for (const [path, operations] of Object.entries(spec.paths)) {
    const ok = operations.get?.responses?.['200'] as
      { content?: Record<string, { schema?: unknown }> } | undefined
    const schema = ok?.content?.['application/json']?.schema
    if (schema) responses[path] = schema
  }
  const schemas = { components: { schemas: spec.components.schemas }, responses }
  return `/**
 * Generated from api-spec/cms-open-api.yaml by scripts/generate-api-schemas.ts (npm run
 * api:generate): the contract's component schemas and the schema of every read's 200 answer.
 * Never edit by hand.
 */
export const apiSchemas: {
  components: { schemas: Record<string, unknown> }
  responses: Record<string, unknown>
} = ${JSON.stringify(schemas, null, 2)}
`
}

export const API_SPEC = join(import.meta.dirname, '../api-spec/cms-open-api.yaml')
export const API_SCHEMAS = join(import.meta.dirname, '../contract/api-schemas.gen.ts')

if (process.argv[1] === import.meta.filename)
  writeFileSync(API_SCHEMAS, apiSchemasSource(readFileSync(API_SPEC, 'utf8')))
