/**
 * Rules that fit every visitor (issue 34, ADR 038), against the real content service on PGlite
 * and PostgreSQL: with the site's `locale`, names in any script up to 60 characters (Chinese
 * characters keep the spec's 8) and, outside zh-CN and zh-TW, needs and remark up to 1,000; the
 * locale is stored with the lead. Without a locale, the specification's limits.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import * as t from './db/schema'
import { type DatabaseKind, formTokenHeader, sampleLead, startTestCms } from './test-support'

interface Answer {
  status: number
  code: number
  msg: string
  data: { id: number } | null
  errors?: Record<string, string>
}

describe.each<DatabaseKind>(['pglite', 'postgres'])('international leads on %s', (kind) => {
  let cms: Awaited<ReturnType<typeof startTestCms>>
  beforeAll(async () => {
    cms = await startTestCms(kind, inject('databaseUrl'))
  }, 120_000)
  afterAll(() => cms?.stop())

  /** A lead: the sample with `fields`, in the language `acceptLanguage` (the site sends its locale). */
  async function send(fields: Record<string, unknown>, acceptLanguage = 'en'): Promise<Answer> {
    const response = await cms.app.fetch(
      new Request('http://cms.test/cms/open/api/potentialCustomers/add', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': acceptLanguage,
          ...formTokenHeader(),
        },
        body: JSON.stringify({ ...sampleLead, ...fields }),
      }),
    )
    return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) }
  }

  async function stored(id: number) {
    const [row] = await cms.database.db
      .select()
      .from(t.potentialCustomer)
      .where(eq(t.potentialCustomer.id, id))
    return row
  }

  /** The lead is stored as sent, with its locale. */
  async function expectStored(answer: Answer, expected: Record<string, unknown>) {
    expect(answer, JSON.stringify(answer.errors)).toMatchObject({ status: 200, code: 0 })
    expect(await stored(answer.data!.id)).toMatchObject(expected)
  }

  it.each([
    ['de', 'Latin', 'Lena Hoffmann'],
    ['en', 'Latin with hyphen, apostrophe and period', "Jean-Luc O'Neill Jr."],
    ['ru', 'Cyrillic', 'Анна Петрова-Иванова'],
    ['kk', 'Kazakh Cyrillic', 'Әлия Нұрланқызы'],
    ['th', 'Thai, with its vowel and tone marks', 'ณัฐวุฒิ ศรีสุข'],
    ['ko', 'Korean', '김민준'],
    ['vi', 'Vietnamese', 'Nguyễn Thị Minh Khai'],
    ['ja', 'Japanese with a middle dot', 'ジョン・スミス'],
    ['de', 'Latin, 60 characters', 'A'.repeat(60)],
    ['zh-CN', 'Latin on the Chinese site', 'Lena Hoffmann'],
  ])('%s: a %s name is stored with its locale', async (locale, _script, name) => {
    await expectStored(await send({ customersName: name, locale }, locale), {
      customersName: name,
      locale,
    })
  })

  it('de: "Lena Hoffmann" asking 600 characters, and 1,000-character needs and remark', async () => {
    const question = 'Wir planen ein Hochregallager mit Regalbediengeräten. '
      .repeat(12)
      .slice(0, 600)
    await expectStored(
      await send({ customersName: 'Lena Hoffmann', demand: question, locale: 'de' }, 'de'),
      {
        demand: question,
        locale: 'de',
      },
    )
    const full = { demand: 'd'.repeat(1000), remark: 'r'.repeat(1000), locale: 'de' }
    await expectStored(await send({ customersName: 'Lena Hoffmann', ...full }, 'de'), full)
  })

  it.each([
    [
      'a 61-character name',
      { customersName: 'A'.repeat(61) },
      'customersName',
      'Please keep the name to 60 characters',
    ],
    [
      'a name with digits',
      { customersName: 'Lena 2' },
      'customersName',
      'A name may contain letters, spaces, hyphens, apostrophes and periods',
    ],
    [
      'a name of punctuation',
      { customersName: '-.' },
      'customersName',
      'A name may contain letters, spaces, hyphens, apostrophes and periods',
    ],
    [
      '1,001 characters of needs',
      { demand: 'd'.repeat(1001) },
      'demand',
      'Please keep the description to 1,000 characters',
    ],
    [
      'a 1,001-character remark',
      { remark: 'r'.repeat(1001) },
      'remark',
      'Please keep the remark to 1,000 characters',
    ],
    [
      'a 9-character Chinese name',
      { customersName: '欧阳诸葛司马上官慕' },
      'customersName',
      'Length must be 2 to 8 characters',
    ],
    [
      'a locale the site does not have',
      { locale: 'xx' },
      'locale',
      "Unknown locale: use one of the site's locales, such as en or zh-CN",
    ],
  ])(
    'de: %s is refused with a message that says the limit',
    async (_label, fields, field, message) => {
      const answer = await send({ customersName: 'Lena Hoffmann', locale: 'de', ...fields }, 'de')
      expect(answer.status).toBe(400)
      expect(answer.errors?.[field]).toBe(message)
    },
  )

  it('a Chinese name keeps the spec rule on every locale', async () => {
    for (const locale of ['de', 'zh-CN', 'ja']) {
      await expectStored(await send({ customersName: '欧阳诸葛司马上官', locale }), { locale })
      await expectStored(await send({ customersName: '王', locale }), { customersName: '王' })
    }
    const zh = await send({ customersName: '欧阳诸葛司马上官慕', locale: 'zh-CN' }, 'zh-CN')
    expect(zh.errors?.customersName).toBe('长度在2到8个字符')
  })

  it.each(['zh-CN', 'zh-TW'])('%s keeps the spec 100 for needs and remark', async (locale) => {
    await expectStored(
      await send({ demand: '需'.repeat(100), remark: '备'.repeat(100), locale }, locale),
      {
        demand: '需'.repeat(100),
        locale,
      },
    )
    const demand = await send({ demand: '需'.repeat(101), locale }, locale)
    expect(demand.status).toBe(400)
    expect(demand.errors?.demand).toBe('需求描述不能超过100个字符')
    const remark = await send({ remark: '备'.repeat(101), locale }, locale)
    expect(remark.errors?.remark).toBe('备注不能超过100个字符')
  })

  describe('without a locale (another client of the open API): the specification', () => {
    it.each([
      [
        '"Lena Hoffmann"',
        { customersName: 'Lena Hoffmann' },
        'customersName',
        'Length must be 2 to 8 characters',
      ],
      [
        'a Thai name of 10 characters',
        { customersName: 'สมชาย ใจดี' },
        'customersName',
        'Length must be 2 to 8 characters',
      ],
      [
        '101 characters of needs',
        { demand: 'd'.repeat(101) },
        'demand',
        'Please keep the description to 100 characters',
      ],
      [
        'a 101-character remark',
        { remark: 'r'.repeat(101) },
        'remark',
        'Please keep the remark to 100 characters',
      ],
    ])('refuses %s', async (_label, fields, field, message) => {
      const answer = await send(fields)
      expect(answer.status).toBe(400)
      expect(answer.errors?.[field]).toBe(message)
    })

    it('stores a lead within them, with the caller language as its locale', async () => {
      await expectStored(await send({ customersName: 'Anna', demand: 'd'.repeat(100) }), {
        customersName: 'Anna',
        locale: 'en',
      })
      // The phone rule stays the caller language's: E.164 for a non-Chinese one.
      await expectStored(await send({ customersPhone: '+4930123456' }, 'de'), { locale: 'de' })
    })
  })
})
