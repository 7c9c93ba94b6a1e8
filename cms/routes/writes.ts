/** What visitors submit: consultation leads, download requests, job applications. */
import { and, eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { consultationSchema, submissionRules } from '../../contract/consultation.schema'
import { downloadRequestSchema } from '../../contract/download-request.schema'
import { fieldErrors } from '../../contract/errors'
import { FORM_TOKEN_TTL_MS, issueFormToken, MIN_FILL_MS } from '../../contract/form-token'
import * as t from '../db/schema'
import { enqueueDeliveries } from '../delivery/payload'
import {
  callerLocale,
  clientGone,
  fail,
  messages,
  ok,
  requestLanguage,
  requestTranslator,
} from '../http'
import { formTokenPurger, spendFormToken } from '../form-token-use'
import { isJsonBody, isMultipartForm } from '../media-type'
import { storeResume } from '../resume'
import { HONEYPOT_FIELD, rateLimit, requireFormToken, requireSameOriginOrToken } from '../security'
import {
  type CmsAppOptions,
  DOWNLOAD_LINK_TTL_MS,
  JSON_LIMIT,
  MULTIPART_LIMIT,
  type Schemas,
  signDownload,
  visibleNow,
} from './shared'

export function writesRoutes(options: CmsAppOptions) {
  const { db } = options
  const api = new Hono()
  /** The checks before a write to `route`: origin, the route's rate limit, the form token. */
  const guard = (route: string) =>
    [
      requireSameOriginOrToken(options),
      rateLimit(options, route),
      requireFormToken(options),
    ] as const
  const jsonLimit = bodyLimit({
    maxSize: JSON_LIMIT,
    onError: (c) => fail(c, 413, messages.tooLarge(c)),
  })
  const purgeUsedTokens = formTokenPurger(db, options.log)
  const multipartLimit = bodyLimit({
    maxSize: MULTIPART_LIMIT,
    onError: (c) => fail(c, 413, messages.tooLarge(c)),
  })

  /** The JSON body without its honeypot field, or the refusal (415, 400, or 400 for a bot). */
  async function readJson(c: Context): Promise<unknown | Response> {
    if (!isJsonBody(c.req.header('content-type'))) return fail(c, 415, messages.unsupportedType(c))
    let body: unknown
    try {
      body = await c.req.json()
    } catch {
      return unreadable(c)
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return body
    const { [HONEYPOT_FIELD]: honeypot, ...fields } = body as Record<string, unknown>
    if (honeypot !== undefined && honeypot !== '') return refuseBot(c)
    return fields
  }

  /** A body that is not what it says (400), or that never arrived in full: the client left. */
  function unreadable(c: Context) {
    if (clientGone(c)) {
      options.log?.({
        event: 'cms.client_aborted',
        method: c.req.method,
        path: new URL(c.req.url).pathname,
      })
    }
    return fail(c, 400, messages.invalid(c))
  }

  function refuseBot(c: Context) {
    options.log?.({ event: 'write.honeypot_refused', path: new URL(c.req.url).pathname })
    return fail(c, 400, messages.invalid(c))
  }

  // A token for a form that opens now; the write it goes with is accepted from notBefore on.
  api.get('/formToken', rateLimit(options, '/formToken', options.formTokensPerMinute), (c) => {
    const now = Date.now()
    c.header('Cache-Control', 'no-store')
    return ok(c, {
      token: issueFormToken(options.signingSecret, now),
      notBefore: new Date(now + (options.minFillMs ?? MIN_FILL_MS)).toISOString(),
      expiresAt: new Date(now + FORM_TOKEN_TTL_MS).toISOString(),
    } satisfies Schemas['FormToken'])
  })

  api.post('/potentialCustomers/add', ...guard('/potentialCustomers/add'), jsonLimit, async (c) => {
    const body = await readJson(c)
    if (body instanceof Response) return body
    // The visitor's locale sets the rules; without one, the spec's (ADR 038).
    const rules = submissionRules(body, requestLanguage(c) !== 'zh')
    const parsed = consultationSchema(requestTranslator(c), rules).safeParse(body)
    if (!parsed.success) return fail(c, 400, messages.invalid(c), fieldErrors(parsed.error))
    // The form token is spent with the lead, in one transaction: both or neither.
    const row = await db.transaction(async (tx) => {
      if (!(await spendFormToken(tx, c))) return undefined
      const [row] = await tx
        .insert(t.potentialCustomer)
        .values({
          ...parsed.data,
          remark: parsed.data.remark ?? '',
          locale: parsed.data.locale ?? callerLocale(c),
        })
        .returning()
      // Its deliveries (mail, webhook) in the same transaction: stored and due, or neither.
      await enqueueDeliveries(tx, options.outbox, c, { kind: 'lead', row: row! })
      return row
    })
    if (!row) return fail(c, 400, messages.formUsed(c))
    options.outbox?.wake()
    options.log?.({ event: 'lead.stored', id: row.id })
    await purgeUsedTokens()
    return ok(c, { id: row.id } satisfies Schemas['Created'])
  })

  api.post('/customersDownload/add', ...guard('/customersDownload/add'), jsonLimit, async (c) => {
    const body = await readJson(c)
    if (body instanceof Response) return body
    const parsed = downloadRequestSchema(requestTranslator(c)).safeParse(body)
    if (!parsed.success) return fail(c, 400, messages.invalid(c), fieldErrors(parsed.error))
    const [doc] = await db
      .select({ id: t.download.id })
      .from(t.download)
      .where(and(eq(t.download.id, parsed.data.downloadId), visibleNow(t.download)))
    if (!doc) return fail(c, 404, messages.notFound(c), { downloadId: messages.notFound(c) })
    const row = await db.transaction(async (tx) => {
      if (!(await spendFormToken(tx, c))) return undefined
      const [row] = await tx.insert(t.customerDownload).values(parsed.data).returning()
      await enqueueDeliveries(tx, options.outbox, c, { kind: 'download', row: row! })
      return row
    })
    if (!row) return fail(c, 400, messages.formUsed(c))
    options.outbox?.wake()
    await purgeUsedTokens()
    const expires = Date.now() + DOWNLOAD_LINK_TTL_MS
    const url = `/cms/open/api/download/file/${doc.id}?expires=${expires}&sig=${signDownload(options.signingSecret, doc.id, expires)}`
    options.log?.({ event: 'download.requested', id: row.id, downloadId: doc.id })
    return ok(c, {
      id: row.id,
      url,
      expiresAt: new Date(expires).toISOString(),
    } satisfies Schemas['DownloadGrant'])
  })

  api.post('/job/resume/add', ...guard('/job/resume/add'), multipartLimit, async (c) => {
    if (!isMultipartForm(c.req.header('content-type')))
      return fail(c, 415, messages.unsupportedType(c))
    let form: FormData
    try {
      form = await c.req.formData()
    } catch {
      return unreadable(c)
    }
    const honeypot = form.get(HONEYPOT_FIELD)
    if (honeypot !== null && honeypot !== '') return refuseBot(c)
    form.delete(HONEYPOT_FIELD)
    const answer = await storeResume(c, form, {
      db,
      filesDir: options.filesDir,
      log: options.log,
      outbox: options.outbox,
    })
    if (answer.status === 200) await purgeUsedTokens()
    return answer
  })

  return api
}
