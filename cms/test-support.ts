/** Test helpers: a real content service on a fresh database (PGlite or PostgreSQL). */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readFileSync } from 'node:fs'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { parse } from 'yaml'
import { FORM_TOKEN_HEADER, issueFormToken } from '../contract/form-token'
import { parseCmsEnv } from './env'
import { startCms, type CmsInstance } from './instance'

export type DatabaseKind = 'pglite' | 'postgres'

/** The signing secret of every test service: tests issue form tokens with it. */
export const TEST_SIGNING_SECRET = 'test-signing-secret-0123456789abcdef'

/**
 * The X-Form-Token header of a write, from a form opened a minute ago (past the minimum fill
 * time, so that tests need not wait); pass `issuedAt` to test the token checks themselves.
 */
export function formTokenHeader(issuedAt = Date.now() - 60_000): Record<string, string> {
  return { [FORM_TOKEN_HEADER]: issueFormToken(TEST_SIGNING_SECRET, issuedAt) }
}

/** Valid writes of each kind, for tests that spoil one thing at a time. */
export const sampleLead = {
  customersName: '王小明',
  customersPhone: '13712345678',
  customersAddress: '北京市/北京市/朝阳区',
  remark: '',
  companyName: '北方物流',
  demand: '冷库自动化',
  industry: '冷链',
}
export const sampleDownloadRequest = {
  name: 'Li Na',
  phone: '13812345678',
  company: 'North Logistics',
  email: 'li@example.com',
  downloadId: 1,
}
export const sampleApplication = {
  jobId: '1',
  name: 'Li Na',
  phone: '13812345678',
  email: 'li@example.com',
  message: 'Hello',
}

export async function startTestCms(
  kind: DatabaseKind,
  databaseUrl: string,
  extra: Record<string, string> = {},
): Promise<CmsInstance & { dataDir: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'starbridge-cms-'))
  const env = parseCmsEnv({
    DATA_DIR: dataDir,
    DATABASE_URL: kind === 'postgres' ? databaseUrl : '',
    CMS_WRITE_RATE_LIMIT: '100000',
    CMS_ADMIN_TOKEN: 'test-admin-token-0123456789abcdef',
    CMS_SIGNING_SECRET: TEST_SIGNING_SECRET,
    ...extra,
  })
  const cms = await startCms(env, { trustClientIpHeader: true })
  return {
    ...cms,
    dataDir,
    async stop() {
      await cms.close().catch(() => {})
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Validators of the contract's response schemas (api-spec/cms-open-api.yaml), by operation and status. */
export function contractValidator() {
  const spec = parse(
    readFileSync(join(import.meta.dirname, '../api-spec/cms-open-api.yaml'), 'utf8'),
  )
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats.default(ajv)
  ajv.addSchema({ $id: 'spec', components: spec.components })
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite)
    if (node && typeof node === 'object') {
      return Object.fromEntries(
        Object.entries(node).map(([k, v]) => [
          k,
          k === '$ref' && typeof v === 'string' ? `spec${v}` : rewrite(v),
        ]),
      )
    }
    return node
  }
  return (path: string, method: 'get' | 'post', status: number, body: unknown) => {
    let response = spec.paths[path]?.[method]?.responses?.[String(status)]
    if (!response)
      throw new Error(`the contract has no ${status} for ${method.toUpperCase()} ${path}`)
    if (response.$ref) response = spec.components.responses[response.$ref.split('/').pop()]
    const schema = response.content?.['application/json']?.schema
    if (!schema) throw new Error(`no JSON schema for ${status} ${path}`)
    const validate = ajv.compile(rewrite(schema) as object)
    if (!validate(body)) {
      throw new Error(
        `${method.toUpperCase()} ${path} ${status} breaks the contract: ${ajv.errorsText(validate.errors)}`,
      )
    }
  }
}
