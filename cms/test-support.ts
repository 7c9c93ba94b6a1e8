/** Test helpers: a real content service on a fresh database (PGlite or PostgreSQL). */
import { expect, inject } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readFileSync } from 'node:fs'
import { constants, crc32, createDeflateRaw } from 'node:zlib'
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

/** POST /job/resume/add: the sample application with `file` as its CV (a fresh token unless given). */
export async function postApplication(
  cms: Pick<CmsInstance, 'app'>,
  file: File,
  headers: Record<string, string> = formTokenHeader(),
): Promise<Response> {
  const form = new FormData()
  for (const [key, value] of Object.entries(sampleApplication)) form.set(key, value)
  form.set('file', file)
  return cms.app.fetch(
    new Request('http://cms.test/cms/open/api/job/resume/add', {
      method: 'POST',
      headers,
      body: form,
    }),
  )
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
    // The run's seeded copy (tests/setup/seed-template.ts): a new directory starts seeded.
    CMS_SEED_TEMPLATE: inject('seedTemplate'),
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

/** One entry of a test zip: its bytes, or a run of zeros (compressed as it is made). */
export interface ZipEntry {
  name: string
  data?: string | Uint8Array
  zeros?: number
  /** The uncompressed size the headers claim, if not the real one (a lying header). */
  claimedSize?: number
}

/** Deflates `entry`'s bytes as a stream (a GiB of zeros takes about 1 MB and a second). */
async function deflateEntry(entry: ZipEntry) {
  const deflate = createDeflateRaw({ level: 9, strategy: constants.Z_RLE })
  const out: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => out.push(chunk))
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject))
  let crc = 0
  let size = 0
  const write = async (chunk: Uint8Array) => {
    crc = crc32(chunk, crc)
    size += chunk.length
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve))
  }
  if (entry.data !== undefined)
    await write(typeof entry.data === 'string' ? Buffer.from(entry.data) : entry.data)
  const block = Buffer.alloc(Math.min(entry.zeros ?? 0, 16 * 1024 * 1024))
  for (let left = entry.zeros ?? 0; left > 0; left -= block.length)
    await write(block.subarray(0, Math.min(left, block.length)))
  deflate.end()
  await ended
  return { compressed: Buffer.concat(out), crc, size }
}

/**
 * A zip of deflated entries (local headers, data, the central directory and its end), for tests
 * of what the service does with DOCX files that unpack to far more than they weigh.
 */
export async function buildZip(entries: ZipEntry[]): Promise<Uint8Array<ArrayBuffer>> {
  const parts: Buffer[] = []
  const directory: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const { compressed, crc, size } = await deflateEntry(entry)
    const name = Buffer.from(entry.name)
    // version 20, no flags, deflate, no time, CRC, compressed and uncompressed sizes, name length
    const common = Buffer.alloc(26)
    common.writeUInt16LE(20, 0)
    common.writeUInt16LE(8, 4)
    common.writeUInt32LE(crc >>> 0, 10)
    common.writeUInt32LE(compressed.length, 14)
    common.writeUInt32LE(entry.claimedSize ?? size, 18)
    common.writeUInt16LE(name.length, 22)
    const local = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), common, name, compressed])
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    common.copy(central, 6)
    central.writeUInt32LE(offset, 42)
    directory.push(central, name)
    parts.push(local)
    offset += local.length
  }
  const listing = Buffer.concat(directory)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(listing.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...parts, listing, end]))
}

/** The parts that make a zip a Word document (file-type reads [Content_Types].xml). */
export const DOCX_PARTS: ZipEntry[] = [
  {
    name: '[Content_Types].xml',
    data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  },
  { name: 'word/document.xml', data: '<w:document/>' },
]

/**
 * A GET of the open API on `cms()`'s app, checked against the contract, expected 200: its `data`.
 * (`cms` is read at call time: the service starts in a `beforeAll`.)
 */
export function openApiGetter(
  cms: () => { app: { fetch(request: Request): Response | Promise<Response> } },
) {
  const validate = contractValidator()
  return async function get<T>(specPath: string, url: string): Promise<T> {
    const response = await cms().app.fetch(new Request(`http://cms.test/cms/open/api${url}`))
    const body = await response.json()
    validate(specPath, 'get', response.status, body)
    expect(response.status, url).toBe(200)
    return body.data as T
  }
}
