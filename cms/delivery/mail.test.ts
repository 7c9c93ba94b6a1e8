/** The staff mail's HTML: visitor text escaped and never a link; only the service's links are. */
import { describe, expect, it } from 'vitest'
import { composeMail } from './mail'
import type { DeliveryPayload } from './payload'

const payload: DeliveryPayload = {
  type: 'lead.created',
  timestamp: '2026-11-29T03:20:00.000Z',
  data: {
    kind: 'lead',
    id: 7,
    createdAt: '2026-11-29T03:20:00.000Z',
    locale: 'en',
    page: 'https://attacker.example/phish',
    region: 'outside-mainland',
    adminUrl: 'https://admin.example.com/cms/admin/leads/7',
    fields: {
      customersName: '<img src=x onerror=alert(1)>',
      companyName: 'ACME\r\nBcc: victim@example.com',
      demand: 'see https://attacker.example/offer',
    },
  },
}

describe('staff mail', () => {
  it('escapes visitor text, links only the admin record, keeps the subject on one line', () => {
    const mail = composeMail('en', payload, 'msg_test')
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(mail.html).not.toContain('href="https://attacker.example')
    expect(mail.html).toContain(
      '<a href="https://admin.example.com/cms/admin/leads/7">https://admin.example.com/cms/admin/leads/7</a>',
    )
    expect(mail.subject).not.toMatch(/[\r\n]/)
    expect(mail.text).toContain('Region: Outside mainland China')
    expect(composeMail('zh-CN', payload, 'msg_test').text).toContain('所在地区: 中国大陆以外')
  })
})
