/**
 * Every answer of the content service checked at the boundary against the contract, with the
 * schemas generated from api-spec/ (contract/api-schemas.gen.ts) compiled by ajv once (ADR 035):
 * - what the site has always survived, it still does: unknown fields pass, a number sent as a
 *   string becomes the number, an optional field that is null counts as missing;
 * - an item of a list that breaks the contract is dropped, with one warning naming the endpoint,
 *   the item's id and the field; the answer names the ids it dropped (`droppedIds`), so a page
 *   that shows one item of a list tells "broken now" (503) from "no such item" (404);
 * - any other break (a detail, the envelope, a missing list, HTML or an empty body instead of
 *   JSON) rejects the call with a CmsError of kind 'contract': the caller shows what it shows when
 *   the service is down (the last good value, the list's note, a 503 for a detail).
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { Middleware } from 'openapi-fetch'
import { apiSchemas } from '../../contract/api-schemas.gen'
import { logger } from '../lib/logger.server'
import { CmsError } from './client'

type Schema = Record<string, unknown>

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const { components, responses } = apiSchemas

/** A schema with its `$ref` to a component followed. */
function resolved(schema: unknown): Schema {
  let node = isObject(schema) ? schema : {}
  for (let depth = 0; typeof node.$ref === 'string' && depth < 8; depth++)
    node = (components.schemas[node.$ref.split('/').pop()!] ?? {}) as Schema
  return node
}

const admitsNull = (schema: Schema) => {
  const types = [resolved(schema).type].flat()
  const branches = [schema.oneOf, schema.anyOf].flat().filter(isObject)
  return types.includes('null') || branches.some((branch) => resolved(branch).type === 'null')
}

/**
 * The answer as the site has always read it: numeric strings where the contract has numbers are
 * numbers, null in an optional field that does not take null is the field left out.
 */
export function lenient(schema: unknown, data: unknown): unknown {
  const node = resolved(schema)
  let value = data
  for (const part of [node.allOf, node.oneOf, node.anyOf].flat().filter(isObject))
    if (value !== null) value = lenient(part, value)
  const types = [node.type].flat()
  const numeric = types.includes('integer') || types.includes('number')
  if (numeric && typeof value === 'string' && value.trim() !== '' && Number.isFinite(+value))
    return Number(value)
  if (Array.isArray(value) && node.items) return value.map((item) => lenient(node.items, item))
  if (!isObject(value) || !isObject(node.properties)) return value
  const required = new Set(Array.isArray(node.required) ? node.required : [])
  const out: Record<string, unknown> = { ...value }
  for (const [key, sub] of Object.entries(node.properties)) {
    if (!(key in out)) continue
    if (out[key] === null && !required.has(key) && !admitsNull(sub as Schema)) delete out[key]
    else out[key] = lenient(sub, out[key])
  }
  return out
}

let ajv: Ajv2020 | undefined
const compiled = new Map<string, ValidateFunction>()

/** The validator of a read's 200 answer, compiled on its first use; undefined for other paths. */
function validatorOf(path: string): ValidateFunction | undefined {
  const schema = responses[path]
  if (!schema) return undefined
  let validate = compiled.get(path)
  if (validate) return validate
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, allErrors: true })
    addFormats.default(ajv, ['date', 'date-time', 'uri'])
    ajv.addSchema({ $id: 'contract', components })
  }
  validate = ajv.compile(withBase(schema) as object)
  compiled.set(path, validate)
  return validate
}

/** A schema whose `#/components/...` references point into the registered contract. */
const withBase = (node: unknown): unknown =>
  Array.isArray(node)
    ? node.map(withBase)
    : isObject(node)
      ? Object.fromEntries(
          Object.entries(node).map(([key, value]) => [
            key,
            key === '$ref' && typeof value === 'string' ? `contract${value}` : withBase(value),
          ]),
        )
      : node

/** Where an error points, as a field path: `title`, `cover/width`, `data/list`. */
const fieldOf = (error: ErrorObject, base: string) => {
  const path = error.instancePath.slice(base.length).replace(/^\//, '')
  const missing = error.params.missingProperty as string | undefined
  return [path, missing].filter(Boolean).join('/') || '(answer)'
}

/** The header of a checked answer that names the ids of the list items it dropped, as JSON. */
const DROPPED_HEADER = 'x-contract-dropped'

/** The ids of the list items a checked answer left out because they broke the contract. */
export function droppedIds(response: Response): unknown[] {
  const ids: unknown = JSON.parse(response.headers.get(DROPPED_HEADER) ?? '[]')
  return Array.isArray(ids) ? ids : []
}

/**
 * The answer of `GET {path}` checked against the contract: the lenient reading of it, without the
 * list items that break it. Throws a CmsError of kind 'contract' when anything else breaks it.
 */
export function checkAnswer(path: string, body: unknown): unknown {
  return checked(path, body).answer
}

/** checkAnswer, with the ids of the items it dropped. */
function checked(path: string, body: unknown): { answer: unknown; dropped: unknown[] } {
  const validate = validatorOf(path)
  if (!validate) return { answer: body, dropped: [] }
  const schema = responses[path]
  const answer: unknown = lenient(schema, body)
  // (ajv's type guard would narrow `answer` to never below.)
  if ((validate as (data: unknown) => boolean)(answer)) return { answer, dropped: [] }
  const data: unknown = isObject(answer) ? answer.data : undefined
  // The list of a list answer: `data` itself, or `data.list`.
  const listPath = Array.isArray(data)
    ? '/data'
    : isObject(data) && Array.isArray(data.list)
      ? '/data/list'
      : null
  const broken = new Map<number, ErrorObject>()
  for (const error of validate.errors ?? []) {
    const item = listPath && new RegExp(`^${listPath}/(\\d+)(?:/|$)`).exec(error.instancePath)
    if (!item) {
      const field = fieldOf(error, '')
      throw new CmsError('contract', 0, `GET ${path} breaks the contract at ${field}`, {
        msg: error.message,
      })
    }
    const index = Number(item[1])
    if (!broken.has(index)) broken.set(index, error)
  }
  const list = (listPath === '/data' ? data : (data as { list: unknown[] }).list) as unknown[]
  const dropped: unknown[] = []
  for (const [index, error] of broken) {
    const item = list[index]
    const id = isObject(item) ? item.id : undefined
    dropped.push(id)
    logger.warn(
      {
        event: 'cms.contract_item_dropped',
        endpoint: `GET ${path}`,
        id,
        field: fieldOf(error, `${listPath}/${index}`),
        problem: error.message,
      },
      'an item that breaks the contract was left out',
    )
  }
  const kept = list.filter((_, index) => !broken.has(index))
  return {
    answer:
      listPath === '/data'
        ? { ...(answer as object), data: kept }
        : { ...(answer as object), data: { ...(data as object), list: kept } },
    dropped,
  }
}

/**
 * The client middleware that checks every 2xx answer (after the call rules' retry): JSON that
 * keeps the contract, or a CmsError of kind 'contract'.
 */
export function contractCheckMiddleware(): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      if (!response.ok || request.method !== 'GET' || response.status === 204) return response
      const text = await response.text()
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        const what = text.trim() === '' ? 'an empty body' : 'a body that is not JSON'
        throw new CmsError('contract', 0, `GET ${schemaPath} answered ${what}`)
      }
      const { answer, dropped } = checked(schemaPath, body)
      const headers = new Headers(response.headers)
      headers.delete('content-length')
      if (dropped.length > 0) headers.set(DROPPED_HEADER, JSON.stringify(dropped))
      return new Response(JSON.stringify(answer), {
        status: response.status,
        headers,
      })
    },
  }
}
