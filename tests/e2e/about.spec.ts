/**
 * The about section and the investor pages: the group sub-navigation and its visibility rules,
 * the history as a list, the certificate lightbox by keyboard, the investor reports with their
 * real PDFs, the dividend table read by a screen reader, the pages in every locale, and axe.
 */
import { axeBuilder } from './axe-builder'
import { expect, test, type Page } from '@playwright/test'
import { locales } from '../../app/i18n/locales'
import { gotoHydrated, useSiteServer, watchConsole } from './fixtures'

const subnav = (page: Page, name = 'In this section') => page.getByRole('navigation', { name })

const aboutPages = [
  'aboutUs',
  'aboutUs/chairman',
  'aboutUs/electricity',
  'aboutUs/development',
  'aboutUs/contactUs',
  'aboutUs/culture',
  'aboutUs/responsibility',
  'aboutUs/certification',
  'secretaries',
  'investor',
]

test('each group shows its pages with the current one marked; contact only in Chinese locales', async ({
  page,
}) => {
  await gotoHydrated(page, '/en/aboutUs/chairman')
  const links = subnav(page).getByRole('link')
  await expect(links).toHaveText(["Chairman's message", 'Energy business', 'Our history'])
  await expect(links.first()).toHaveAttribute('aria-current', 'page')
  await expect(subnav(page).locator('[aria-current]')).toHaveCount(1)
  await links.nth(2).click()
  await expect(page).toHaveURL(/\/en\/aboutUs\/development$/)
  await expect(subnav(page).getByRole('link', { name: 'Our history' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  // The contact page answers in every locale and lists itself while the reader is on it.
  await gotoHydrated(page, '/en/aboutUs/contactUs')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us')
  await expect(subnav(page).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  await gotoHydrated(page, '/zh-CN/aboutUs/chairman')
  await expect(subnav(page, '本栏目').getByRole('link')).toHaveText([
    '董事长致辞',
    '能源业务',
    '发展历程',
    '联系我们',
  ])

  // Groups 5-7 and 8-10.
  await gotoHydrated(page, '/en/aboutUs/responsibility')
  await expect(subnav(page).getByRole('link')).toHaveText([
    'Corporate culture',
    'Social responsibility',
    'Qualifications and honours',
  ])
  await gotoHydrated(page, '/en/aboutUs/journalism')
  await expect(subnav(page).getByRole('link')).toHaveText([
    'News',
    'Video centre',
    'Download centre',
  ])
  await expect(subnav(page).getByRole('link', { name: 'News' })).toHaveAttribute(
    'aria-current',
    'page',
  )
})

test('the overview leads into the three groups', async ({ page }) => {
  await gotoHydrated(page, '/en/aboutUs')
  const groups = page.getByTestId('about-groups').locator(':scope > li')
  await expect(groups).toHaveCount(3)
  // Each link is named by its page (the arrow before it is decoration).
  await expect(groups.nth(0).getByRole('link')).toHaveText([
    /Chairman's message$/,
    /Energy business$/,
    /Our history$/,
  ])
  await expect(groups.nth(2).getByRole('link')).toHaveText([
    /News$/,
    /Video centre$/,
    /Download centre$/,
  ])
  // The overview is not a child: it has no sub-navigation.
  await expect(page.getByTestId('about-subnav')).toHaveCount(0)
})

test('the history is an ordered list of dated milestones', async ({ page }) => {
  await gotoHydrated(page, '/en/aboutUs/development')
  const list = page.getByRole('list', { name: 'Milestones from 2003 to 2026' })
  await expect(list).toBeVisible()
  expect(await list.evaluate((el) => el.tagName)).toBe('OL')
  const items = list.getByRole('listitem')
  await expect(items).toHaveCount(11)
  await expect(items.first().locator('time')).toHaveAttribute('datetime', '2003')
  await expect(items.last().locator('time')).toHaveAttribute('datetime', '2026')
  await expect(items.nth(5)).toContainText('Listed on ChiNext')
})

test('the certificate lightbox works by keyboard and gives focus back', async ({ page }) => {
  await gotoHydrated(page, '/en/aboutUs/certification')
  const first = page.getByRole('button', { name: /^View larger: ISO 9001/ })
  await first.focus()
  await page.keyboard.press('Enter')
  const lightbox = page.getByRole('dialog')
  await expect(lightbox).toBeVisible()
  await expect(lightbox.getByRole('heading')).toContainText('ISO 9001')
  await expect(lightbox).toContainText('Certificate 1 of 8')
  await page.keyboard.press('ArrowRight')
  await expect(lightbox).toContainText('Certificate 2 of 8')
  await expect(lightbox.getByRole('heading')).toContainText('ISO 14001')
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(lightbox).toContainText('Certificate 8 of 8')
  const axe = await axeBuilder(page).include('[data-testid="lightbox"]').analyze()
  expect(axe.violations).toEqual([])
  await page.keyboard.press('Escape')
  await expect(lightbox).toBeHidden()
  await expect(first).toBeFocused()
})

test('investor relations: reports by year from the content service with their real PDFs', async ({
  page,
}) => {
  const problems = watchConsole(page)
  await gotoHydrated(page, '/en/investor')
  const reports = page.getByTestId('reports')
  await expect(reports.getByRole('heading', { level: 3, name: 'Published in 2026' })).toBeVisible()
  const annual = reports.getByRole('link', { name: '2025 Annual Report', exact: true })
  await expect(annual).toHaveAttribute('href', /^\/en\/investor-news\/\d+$/)
  const pdf = reports.getByRole('link', { name: 'Full report (PDF): 2025 Annual Report' })
  const href = (await pdf.getAttribute('href'))!
  const file = await page.request.get(href)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toContain('application/pdf')
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')
  // Announcements without a report have no PDF link.
  const items = reports.getByRole('listitem')
  expect(await items.count()).toBeGreaterThan(
    await reports.getByRole('link', { name: /PDF/ }).count(),
  )
  expect(problems).toEqual([])
})

test('the dividend table is read with its caption and header cells; the chart is one named image', async ({
  page,
}) => {
  await gotoHydrated(page, '/en/investor')
  const table = page.getByRole('table', { name: 'Cash dividends by fiscal year' })
  await expect(table.getByRole('columnheader')).toHaveText([
    'Fiscal year',
    'Dividend per 10 shares (RMB, tax included)',
    'Total paid (RMB million)',
    'Payout ratio',
    'Record date',
  ])
  await expect(table.getByRole('rowheader')).toHaveText([
    '2025',
    '2024',
    '2023',
    '2022',
    '2021',
    '2020',
  ])
  await expect(table.getByRole('row', { name: /^2025/ }).getByRole('cell')).toHaveText([
    '2.00',
    '82.56',
    '30.75%',
    'June 18, 2026',
  ])
  await expect(
    page.getByRole('img', { name: /Dividend per 10 shares, RMB, fiscal years 2020 to 2025/ }),
  ).toBeVisible()
  await expect(page.getByTestId('stock-facts')).toContainText('300532')
})

test('the board secretary’s office: contacts, and links to announcements', async ({ page }) => {
  await gotoHydrated(page, '/en/secretaries')
  const contacts = page.getByTestId('secretary-contacts')
  await expect(contacts.getByRole('link', { name: '+86 755 8888 0532' })).toHaveAttribute(
    'href',
    'tel:+8675588880532',
  )
  await expect(contacts.getByRole('link', { name: 'ir@starbridge.example' })).toHaveAttribute(
    'href',
    'mailto:ir@starbridge.example',
  )
  const links = page.getByTestId('secretary-links').getByRole('link')
  await expect(links.nth(0)).toHaveAttribute('href', '/en/investor-news')
  await expect(links.nth(2)).toHaveAttribute('target', '_blank')
  // Chinese readers get the domestic number.
  await gotoHydrated(page, '/zh-CN/secretaries')
  await expect(page.getByTestId('secretary-contacts')).toContainText('0755-8888 0532')
})

test('every page answers in every locale, in the locale’s language', async ({ request }) => {
  for (const locale of locales) {
    for (const path of aboutPages) {
      const response = await request.get(`/${locale}/${path}`)
      expect(response.status(), `${locale}/${path}`).toBe(200)
      expect(await response.text(), `${locale}/${path}`).toContain(`<html lang="${locale}"`)
    }
  }
})

test.describe('content service down', () => {
  const site = useSiteServer({ CMS_BASE_URL: 'http://127.0.0.1:9' })

  test('the investor page says the reports cannot be loaded; the rest of it works', async ({
    page,
  }) => {
    await page.goto(`${site().url}/en/investor`)
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
    await expect(page.getByTestId('reports-unavailable')).toContainText('cannot be loaded')
    await expect(page.getByRole('table', { name: 'Cash dividends by fiscal year' })).toBeVisible()
    await expect(page.getByTestId('stock-facts')).toContainText('300532')
  })
})
