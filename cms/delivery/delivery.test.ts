/**
 * Lead delivery in one service (ADR 039), against a real SMTP server and a real webhook endpoint
 * on loopback: each submission arrives once by mail and by webhook with its fields, page, locale
 * and a valid signature; with both receivers down the visitor is answered at once and the
 * deliveries arrive once they are back; a delivery that gave up is seen and retried by an
 * operator; bad configuration is refused with what is wrong.
 */
import { afterEach, describe, expect, inject, it } from 'vitest'
import { parseCmsEnv } from '../env'
import {
  formTokenHeader,
  postApplication,
  sampleDownloadRequest,
  sampleLead,
  startTestCms,
} from '../test-support'
import {
  freePort,
  smtpReceiver,
  TEST_WEBHOOK_SECRET,
  until,
  webhookReceiver,
} from './test-receivers'

const ADMIN = { authorization: 'Bearer test-admin-token-0123456789abcdef' }
const PAGE = 'https://www.starbridge.test/de/contact'

const routes = [
  { kind: 'application', to: 'hr@starbridge.test' },
  { kind: 'lead', region: 'outside-mainland', to: ['export@starbridge.test'] },
  { kind: 'lead', region: '广东省', to: 'south@starbridge.test' },
]

function deliveryEnv(smtpPort: number, webhookUrl: string, extra: Record<string, string> = {}) {
  return {
    LEAD_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEAD_MAIL_FROM: 'website@starbridge.test',
    LEAD_MAIL_TO: 'sales@starbridge.test',
    LEAD_MAIL_ROUTES: JSON.stringify(routes),
    LEAD_WEBHOOK_URL: webhookUrl,
    LEAD_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    LEAD_ADMIN_URL: 'https://admin.starbridge.test',
    LEAD_RETRY_MIN_MS: '100',
    LEAD_POLL_MS: '100',
    // A send may take 10 s (half the lease) on a busy machine before it counts as failed.
    LEAD_LEASE_MS: '20000',
    ...extra,
  }
}

type Cms = Awaited<ReturnType<typeof startTestCms>>
const cleanup: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step()
})

async function postJson(cms: Cms, path: string, body: unknown, locale = 'de') {
  const response = await cms.app.fetch(
    new Request(`http://cms.test/cms/open/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': locale,
        referer: `${PAGE}?utm_source=mail`,
        ...formTokenHeader(),
      },
      body: JSON.stringify(body),
    }),
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: { id: number } }).data.id
}

interface DeliveryRow {
  id: string
  kind: string
  submissionId: number
  target: string
  status: string
  attempts: number
  lastError: string | null
  recipient: string | null
}

async function deliveries(cms: Cms, status?: string): Promise<DeliveryRow[]> {
  const response = await cms.app.fetch(
    new Request(`http://cms.test/cms/admin/deliveries${status ? `?status=${status}` : ''}`, {
      headers: ADMIN,
    }),
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: { list: DeliveryRow[] } }).data.list
}

const cv = () =>
  new File(['%PDF-1.4\n%%EOF\n'], 'Lebenslauf Müller.pdf', { type: 'application/pdf' })

describe('lead delivery', () => {
  it('a lead, a download request and an application each arrive once by mail and webhook', async () => {
    const smtp = await smtpReceiver()
    const hook = await webhookReceiver()
    cleanup.push(smtp.close, hook.close)
    const cms = await startTestCms(
      'pglite',
      inject('databaseUrl'),
      deliveryEnv(smtp.port, hook.url),
    )
    cleanup.push(cms.stop)

    const leadId = await postJson(cms, 'potentialCustomers/add', {
      ...sampleLead,
      customersAddress: '广东省/深圳市/南山区',
    })
    const abroadId = await postJson(cms, 'potentialCustomers/add', {
      ...sampleLead,
      customersName: 'Lena',
      customersPhone: '+49301234567',
      customersAddress: 'Deutschland, Berlin',
      companyName: 'Nord Logistik GmbH',
    })
    const downloadId = await postJson(cms, 'customersDownload/add', sampleDownloadRequest, 'en')
    const application = await postApplication(cms, cv(), {
      ...formTokenHeader(),
      'accept-language': 'zh-CN',
      referer: PAGE,
    })
    expect(application.status).toBe(200)
    const applicationId = ((await application.json()) as { data: { id: number } }).data.id

    await until(
      async () => (await deliveries(cms, 'delivered')).length === 8,
      () =>
        `not all delivered: ${JSON.stringify(hook.hooks.length)} hooks, ${smtp.mails.length} mails`,
    )
    // Every delivery recorded as delivered has been sent: the receivers hold exactly one each.
    expect(hook.hooks).toHaveLength(4)
    expect(hook.ids().size).toBe(4)
    expect(smtp.mails).toHaveLength(4)
    expect(smtp.ids().size).toBe(4)
    expect(hook.hooks.every((h) => h.verified)).toBe(true)

    const hookOf = (kind: string, id: number) =>
      hook.hooks.find((h) => h.body.data.kind === kind && h.body.data.id === id)!
    const lead = hookOf('lead', leadId)
    expect(lead.body.type).toBe('lead.created')
    expect(lead.body.data).toMatchObject({
      locale: 'de',
      page: PAGE,
      region: '广东省',
      adminUrl: `https://admin.starbridge.test/cms/admin/leads/${leadId}`,
      fields: {
        customersName: sampleLead.customersName,
        customersPhone: sampleLead.customersPhone,
        companyName: sampleLead.companyName,
        demand: sampleLead.demand,
        industry: sampleLead.industry,
      },
    })
    expect(hookOf('lead', abroadId).body.data.region).toBe('outside-mainland')
    expect(hookOf('download', downloadId).body).toMatchObject({
      type: 'download.requested',
      data: {
        locale: 'en',
        fields: { email: sampleDownloadRequest.email, documentTitle: expect.any(String) },
      },
    })
    expect(hookOf('application', applicationId).body).toMatchObject({
      type: 'application.received',
      data: {
        locale: 'zh-CN',
        cvUrl: `https://admin.starbridge.test/cms/admin/applications/${applicationId}/cv`,
        fields: { name: 'Li Na', email: 'li@example.com', fileName: 'Lebenslauf Müller.pdf' },
      },
    })

    // Mail: routed by kind and region, in Chinese (the default), every field, page and record.
    const mailTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address))
    const [south] = mailTo('south@starbridge.test')
    expect(south?.subject).toContain(sampleLead.companyName)
    const southText = south!.texts.join('\n')
    for (const text of [
      '联系人: 王小明',
      sampleLead.customersPhone,
      sampleLead.demand,
      `来源页面: ${PAGE}`,
      '访客语言: de',
      `https://admin.starbridge.test/cms/admin/leads/${leadId}`,
    ])
      expect(southText).toContain(text)
    expect(south!.texts.some((t) => t.includes('<table'))).toBe(true)
    expect(mailTo('export@starbridge.test')[0]?.texts.join('\n')).toContain('中国大陆以外')
    expect(mailTo('sales@starbridge.test')[0]?.subject).toContain('资料下载')
    const [hr] = mailTo('hr@starbridge.test')
    expect(hr?.attachments).toEqual([{ filename: 'Lebenslauf Müller.pdf', size: 15 }])

    // The links lead to the record and the CV in the admin API (with the token only).
    const adminGet = (url: string, headers: Record<string, string> = ADMIN) =>
      cms.app.fetch(
        new Request(url.replace('https://admin.starbridge.test', 'http://cms.test'), { headers }),
      )
    const record = await adminGet(lead.body.data.adminUrl as string)
    expect(((await record.json()) as { data: { companyName: string } }).data.companyName).toBe(
      sampleLead.companyName,
    )
    const cvUrl = hookOf('application', applicationId).body.data.cvUrl as string
    expect((await adminGet(cvUrl, {})).status).toBe(401)
    const file = await adminGet(cvUrl)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect((await file.arrayBuffer()).byteLength).toBe(15)

    // The mail's Message-ID and the webhook's id are the deliveries' ids, as the admin API lists.
    const ids = new Set((await deliveries(cms)).map((d) => d.id))
    for (const id of hook.ids()) expect(ids).toContain(id)
    for (const id of smtp.ids()) expect(ids).toContain(/^<(msg_[a-z2-7]+)@/.exec(id)?.[1])
  }, 300_000)

  it('answers the visitor at once while the receivers are down, then delivers once they are back', async () => {
    const smtpPort = await freePort()
    const hook = await webhookReceiver()
    hook.state.answer = 'hang'
    cleanup.push(hook.close)
    // A send may take 30 s (half the lease) before it counts as failed.
    const cms = await startTestCms(
      'pglite',
      inject('databaseUrl'),
      deliveryEnv(smtpPort, hook.url, { LEAD_LEASE_MS: '60000' }),
    )
    cleanup.push(cms.stop)

    const first = await postJson(cms, 'potentialCustomers/add', sampleLead)
    await until(
      async () =>
        hook.held() > 0 &&
        (await deliveries(cms)).some((d) => d.target === 'mail' && d.attempts >= 2),
      () => 'no attempt seen',
    )
    // The webhook holds the first lead's request and the mail server refuses: a second visitor is
    // answered all the same, while that request is still open.
    const second = await postJson(cms, 'potentialCustomers/add', sampleLead)
    expect(hook.held()).toBeGreaterThan(0)
    const mail = (await deliveries(cms)).find(
      (d) => d.target === 'mail' && d.submissionId === first,
    )
    expect(mail).toMatchObject({ status: 'pending' })
    expect(mail?.lastError).toMatch(/ECONNREFUSED|connect/i)

    const smtp = await smtpReceiver(smtpPort)
    cleanup.push(smtp.close)
    hook.state.answer = 200
    hook.release(503)
    await until(
      async () => (await deliveries(cms, 'delivered')).length === 4,
      () => `not delivered: ${smtp.mails.length} mails, ${hook.hooks.length} hooks`,
    )
    expect(smtp.mails).toHaveLength(2)
    expect(smtp.ids().size).toBe(2)
    expect(hook.hooks).toHaveLength(2)
    expect(new Set(hook.hooks.map((h) => h.body.data.id))).toEqual(new Set([first, second]))
  }, 300_000)

  it('shows a delivery that gave up to operators, who retry it', async () => {
    const hook = await webhookReceiver()
    hook.state.answer = 500
    cleanup.push(hook.close)
    const cms = await startTestCms('pglite', inject('databaseUrl'), {
      LEAD_WEBHOOK_URL: hook.url,
      LEAD_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      LEAD_RETRY_MIN_MS: '50',
      LEAD_POLL_MS: '100',
      LEAD_MAX_ATTEMPTS: '2',
    })
    cleanup.push(cms.stop)
    await postJson(cms, 'potentialCustomers/add', sampleLead)
    await until(
      async () => (await deliveries(cms, 'failed')).length === 1,
      () => 'never failed',
    )
    const [failed] = await deliveries(cms, 'failed')
    expect(failed).toMatchObject({ attempts: 2, lastError: 'webhook answered HTTP 500' })

    const retry = (headers: Record<string, string>) =>
      cms.app.fetch(
        new Request(`http://cms.test/cms/admin/deliveries/${failed!.id}/retry`, {
          method: 'POST',
          headers,
        }),
      )
    expect((await retry({})).status).toBe(401)
    hook.state.answer = 204
    expect((await retry(ADMIN)).status).toBe(200)
    await until(
      async () => (await deliveries(cms, 'delivered')).length === 1,
      () => 'retry not delivered',
    )
    expect(hook.ids()).toEqual(new Set([failed!.id]))
    expect((await retry(ADMIN)).status).toBe(409)
  }, 300_000)
})

describe('delivery configuration', () => {
  const problems = (env: Record<string, string>) => {
    try {
      parseCmsEnv(env)
      return ''
    } catch (error) {
      return (error as Error).message
    }
  }

  it('refuses an unparsable URL, a webhook without its secret, mail without sender or receiver', () => {
    expect(problems({ LEAD_SMTP_URL: 'mail.example.com:587' })).toMatch(
      /LEAD_SMTP_URL: must be a URL such as smtp:\/\//,
    )
    expect(problems({ LEAD_WEBHOOK_URL: 'https://crm.example.com/hook' })).toContain(
      'LEAD_WEBHOOK_SECRET: required with LEAD_WEBHOOK_URL',
    )
    expect(
      problems({ LEAD_WEBHOOK_URL: 'https://crm.example.com/hook', LEAD_WEBHOOK_SECRET: 'secret' }),
    ).toContain('LEAD_WEBHOOK_SECRET: must be whsec_')
    const mail = problems({ LEAD_SMTP_URL: 'smtp://127.0.0.1:2525' })
    expect(mail).toContain('LEAD_MAIL_FROM: required with LEAD_SMTP_URL')
    expect(mail).toContain('LEAD_MAIL_TO: required with LEAD_SMTP_URL')
    expect(
      problems({
        LEAD_SMTP_URL: 'smtp://127.0.0.1:2525',
        LEAD_MAIL_FROM: 'a@example.com',
        LEAD_MAIL_TO: 'b@example.com',
        LEAD_MAIL_ROUTES: '[{"kind":"lead","to":"not-an-address"}]',
      }),
    ).toContain('LEAD_MAIL_ROUTES: [0.to]')
    expect(problems({})).toBe('')
  })
})
