/** The download center: documents with format, size, pages and date; a request form that starts the real file. */
import { axeBuilder } from './axe-builder'
import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated, watchConsole } from './fixtures'

const documents = (page: Page) => page.getByTestId('document-list').locator(':scope > li')
const dialog = (page: Page) => page.getByTestId('download-dialog')

async function fillForm(page: Page) {
  await dialog(page).getByLabel('Contact name').fill('Lena Berg')
  await dialog(page).getByLabel('Company').fill('Nordlager GmbH')
  await dialog(page).getByLabel('Phone').fill('+4930123456')
  await dialog(page).getByLabel('Email').fill('lena.berg@nordlager.example')
}

test('a document downloads after the form: the real PDF, and the dialog says so', async ({
  page,
}) => {
  const problems = watchConsole(page)
  await gotoHydrated(page, '/en/aboutUs/downloadCenter')
  await expect(documents(page)).toHaveCount(6)
  await expect(documents(page).first()).toContainText('PDF')
  await expect(documents(page).first()).toContainText(/\d+ kB/)
  await expect(documents(page).first()).toContainText(/\d+ pages/)

  const button = documents(page).first().getByTestId('download-button')
  await button.click()
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page).getByRole('heading', { name: 'Download a document' })).toBeVisible()
  await fillForm(page)
  const download = page.waitForEvent('download')
  await dialog(page).getByTestId('download-submit').click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/\.pdf$/)
  const path = await file.path()
  const { readFileSync } = await import('node:fs')
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-')
  await expect(page.getByTestId('download-granted')).toContainText('Your download is starting')
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await expect(button).toBeFocused()
  expect(problems.filter((p) => !/download/i.test(p))).toEqual([])
})

test('a Chinese datasheet is its own file with an embedded Chinese font', async ({ page }) => {
  await gotoHydrated(page, '/zh-CN/aboutUs/downloadCenter')
  await documents(page).first().getByTestId('download-button').click()
  await expect(dialog(page)).toBeVisible()
  await dialog(page).getByLabel('联系人').fill('王磊')
  await dialog(page).getByLabel('公司名称').fill('华东物流有限公司')
  await dialog(page).getByLabel('联系电话').fill('13800138000')
  await dialog(page).getByLabel('电子邮箱').fill('wang.lei@example.cn')
  const download = page.waitForEvent('download')
  await dialog(page).getByTestId('download-submit').click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/-zh\.pdf$/)
  const { readFileSync } = await import('node:fs')
  const bytes = readFileSync(await file.path())
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  // A Chinese document carries its font subset (cms/seed/downloads-pdf.test.ts checks the glyphs
  // themselves, and the pages).
  expect(bytes.length).toBeGreaterThan(20_000)
})

test('bad input is refused field by field, focus on the first error, nothing downloads', async ({
  page,
}) => {
  await gotoHydrated(page, '/en/aboutUs/downloadCenter')
  await documents(page).nth(1).getByTestId('download-button').click()
  let downloaded = false
  page.on('download', () => (downloaded = true))
  await dialog(page).getByTestId('download-submit').click()
  await expect(dialog(page).getByLabel('Contact name')).toBeFocused()
  await expect(dialog(page).getByLabel('Contact name')).toHaveAttribute('aria-invalid', 'true')
  await dialog(page).getByLabel('Email').fill('not-an-email')
  await dialog(page).getByLabel('Email').blur()
  await expect(dialog(page).locator('#download-email-error')).not.toBeEmpty()
  expect(downloaded).toBe(false)
  const axe = await axeBuilder(page).include('[data-testid="download-dialog"]').analyze()
  expect(axe.violations).toEqual([])
})

test('?id= opens that document’s form; an unknown id is a 404', async ({ page, request }) => {
  const list = await request.get('/cms/open/api/download/list?language=en&pageSize=10')
  const doc = ((await list.json()) as { data: { list: Array<{ id: number; title: string }> } }).data
    .list[2]!
  await gotoHydrated(page, `/en/aboutUs/downloadCenter?id=${doc.id}`)
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page)).toContainText(doc.title)
  expect((await request.get('/en/aboutUs/downloadCenter?id=999999')).status()).toBe(404)
})

test('on /ko the English documents say so, as story cards do; their labels stay Korean', async ({
  page,
}) => {
  // The seed's documents exist in Chinese and English: a Korean reader is shown the English ones.
  await gotoHydrated(page, '/ko/aboutUs/downloadCenter')
  await expect(documents(page)).toHaveCount(6)
  const cards = await documents(page).evaluateAll((items) =>
    items.map((li) => ({
      cardLang: li.getAttribute('lang'),
      badge: li.querySelector('[data-slot="language-badge"]')?.textContent ?? null,
      titleLang: li.querySelector('h2')?.getAttribute('lang') ?? null,
      summaryLang: li.querySelector('h2 + p')?.getAttribute('lang') ?? null,
    })),
  )
  for (const card of cards)
    expect(card).toEqual({ cardLang: null, badge: '영어', titleLang: 'en', summaryLang: 'en' })
  // The facts' labels and the button are the reader's, in the page's language.
  const first = documents(page).first()
  await expect(first.getByTestId('download-button')).toHaveText(/다운로드/)
  expect(
    await first
      .getByTestId('download-button')
      .evaluate((el) => el.closest('[lang]')?.getAttribute('lang')),
  ).toBe('ko')
  expect((await axeBuilder(page).analyze()).violations).toEqual([])
  // In the documents' own languages nothing is labelled.
  for (const path of ['/en/aboutUs/downloadCenter', '/zh-CN/aboutUs/downloadCenter']) {
    await gotoHydrated(page, path)
    await expect(documents(page)).toHaveCount(6)
    await expect(page.locator('[data-slot="language-badge"]'), path).toHaveCount(0)
  }
})
