/**
 * Forms without JavaScript (issue 27 item 5, ADR 030), in Chromium with scripts disabled: the job
 * application with a CV, the download request and the consultation are plain HTML forms that post
 * to their page and are stored (found in the content service's export); a refused post answers
 * the page again with the localized errors and the values sent (4xx, no-store); the job page's
 * server HTML has the form. With JavaScript, the pages touched pass axe, also an error answer.
 */
import { axeBuilder } from './axe-builder'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { gotoHydrated } from './fixtures'

const ADMIN = 'e2e-admin-token-0123456789abcdef'

async function exported(request: APIRequestContext, kind: 'leads' | 'applications' | 'downloads') {
  const response = await request.get(`/cms/admin/${kind}`, {
    headers: { authorization: `Bearer ${ADMIN}` },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: { list: Array<Record<string, unknown>> } }).data.list
}

/** A valid PDF. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** The answer to the next form post of the page. */
const nextPost = (page: Page) => page.waitForResponse((r) => r.request().method() === 'POST')

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the job page has the application form in its server HTML, no loading text', async ({
    request,
  }) => {
    const html = await (await request.get('/en/join-details?id=1')).text()
    const form = /<form[^>]*data-plain-form="application"[^>]*>/.exec(html)?.[0] ?? ''
    expect(form).toMatch(/\smethod="post"/)
    // React writes the attribute as encType; HTML attribute names are case-insensitive.
    expect(form).toMatch(/\senctype="multipart\/form-data"/i)
    expect(html).toMatch(
      /<input[^>]*type="file"[^>]*name="file"|<input[^>]*name="file"[^>]*type="file"/,
    )
    expect(html).not.toContain('Loading the application form')
  })

  test('apply for a job with a CV: stored, then the confirmation', async ({ page, request }) => {
    const email = `nojs-${unique()}@example.com`
    await page.goto('/en/joinUs')
    const link = page.getByTestId('job-list').locator(':scope > li').first().getByRole('link')
    const title = (await link.textContent())!.trim()
    await link.click()
    const form = page.getByTestId('plain-form-application')
    await form.getByLabel('Full name').fill('Noa Script')
    await form.getByLabel('Phone').fill('+4930123456')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel(/Message to our recruiting team/).fill('Sent without JavaScript.')
    await form.getByLabel('Your CV').setInputFiles({
      name: 'noa-cv.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    })
    const posted = nextPost(page)
    await form.getByRole('button', { name: 'Send application' }).click()
    expect((await posted).status()).toBe(303)
    await expect(page).toHaveURL(/\/en\/join-details\?id=\d+&sent=1#job-apply$/)
    await expect(page.getByTestId('job-application-done')).toContainText(title)
    const stored = (await exported(request, 'applications')).find((row) => row.email === email)
    expect(stored).toMatchObject({ name: 'Noa Script', fileName: 'noa-cv.pdf' })
  })

  test('send a download request: stored, then the document', async ({ page, request }) => {
    const company = `No Script ${unique()}`
    await page.goto('/en/aboutUs/downloadCenter')
    await page.getByTestId('download-button').first().click()
    await expect(page).toHaveURL(/\/en\/aboutUs\/downloadCenter\?id=\d+#download-request$/)
    const form = page.getByTestId('plain-form-download')
    await form.getByLabel('Contact name').fill('Noa Script')
    await form.getByLabel('Company').fill(company)
    await form.getByLabel('Phone').fill('+4930123456')
    await form.getByLabel('Email').fill('noa@example.com')
    const posted = nextPost(page)
    // The answer is the document itself (the content service's signed link).
    const downloaded = page.waitForEvent('download').catch(() => null)
    await form.getByRole('button', { name: 'Download now' }).click()
    const answer = await posted
    expect(answer.status()).toBe(303)
    expect(answer.headers().location).toMatch(/\/cms\/open\/api\//)
    await downloaded
    const stored = (await exported(request, 'downloads')).find((row) => row.company === company)
    expect(stored).toMatchObject({ name: 'Noa Script', email: 'noa@example.com' })
  })

  test('send a consultation from a "Talk to an engineer" link: stored, then the confirmation', async ({
    page,
    request,
  }) => {
    const companyName = `No Script ${unique()}`
    await page.goto('/en/AGVDetails')
    await page.locator('main [data-testid="cta-consult"]').first().click()
    await expect(page).toHaveURL('/en/consultation')
    // Beside the form: what happens after sending it, in three steps.
    const aside = page.getByTestId('consult-aside')
    await expect(aside.getByRole('heading', { name: 'What happens next' })).toBeVisible()
    await expect(aside.getByRole('listitem')).toHaveCount(3)
    await expect(aside.getByRole('listitem').first()).toContainText('within one working day')
    const form = page.getByTestId('plain-form-consultation')
    await form.getByLabel('Contact name').fill('Noa')
    await form.getByLabel('Phone').fill('+4930123456')
    await form.getByLabel('City').fill('Berlin')
    await form.getByLabel('Company').fill(companyName)
    await form.getByLabel('Industry').fill('Cold chain')
    await form.getByLabel('Your needs').fill('A stacker crane for a cold store.')
    const posted = nextPost(page)
    await form.getByRole('button', { name: 'Submit' }).click()
    expect((await posted).status()).toBe(303)
    await expect(page).toHaveURL('/en/consultation?sent=1#consultation')
    await expect(page.getByTestId('consult-sent')).toContainText('we have received your request')
    const stored = (await exported(request, 'leads')).find((row) => row.companyName === companyName)
    expect(stored).toMatchObject({ customersName: 'Noa', customersAddress: 'Berlin' })
  })

  test('a refused post shows the localized errors with the values sent (400, no-store)', async ({
    page,
    request,
  }) => {
    const companyName = `No Script ${unique()}`
    await page.goto('/de/consultation')
    const form = page.getByTestId('plain-form-consultation')
    await form.locator('[name="customersName"]').fill('Noa')
    await form.locator('[name="customersPhone"]').fill('12345')
    await form.locator('[name="companyName"]').fill(companyName)
    await form.locator('[name="demand"]').fill('Ein Regalbediengerät')
    const posted = nextPost(page)
    await form.locator('button[type="submit"]').click()
    const answer = await posted
    expect(answer.status()).toBe(400)
    expect(answer.headers()['cache-control']).toBe('no-store')
    expect(answer.headers()['content-security-policy']).toContain("script-src 'self'")
    await expect(page).toHaveURL('/de/consultation#consultation')
    const again = page.getByTestId('plain-form-consultation')
    await expect(page.getByTestId('plain-form-message')).toContainText('Bitte')
    await expect(again.locator('#consult-customersPhone-error')).not.toBeEmpty()
    await expect(again.locator('#consult-industry-error')).toHaveText(
      'Bitte geben Sie Ihre Branche an',
    )
    await expect(again.locator('#consult-customersAddress-error')).not.toBeEmpty()
    await expect(again.locator('#consult-customersName-error')).toBeEmpty()
    // What was typed is there again.
    await expect(again.locator('[name="customersPhone"]')).toHaveValue('12345')
    await expect(again.locator('[name="companyName"]')).toHaveValue(companyName)
    await expect(again.locator('[name="demand"]')).toHaveValue('Ein Regalbediengerät')
    await expect(again.locator('[name="customersPhone"]')).toHaveAttribute('aria-invalid', 'true')
    const stored = (await exported(request, 'leads')).find((row) => row.companyName === companyName)
    expect(stored).toBeUndefined()
  })
})

test('with JavaScript, the pages of the forms and an error answer pass axe', async ({ page }) => {
  test.setTimeout(90_000)
  const check = async (label: string) => {
    const result = await axeBuilder(page).analyze()
    expect(
      result.violations.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`),
    ).toEqual([])
  }
  await gotoHydrated(page, '/en/consultation')
  await check('consultation')
  // The plain form posts as it is, also with JavaScript: the error answer is a page too.
  await page.getByTestId('plain-form-consultation').locator('button[type="submit"]').click()
  await expect(page.getByTestId('plain-form-message')).toBeVisible()
  await check('consultation, refused')
  await gotoHydrated(page, '/en/join-details?id=1')
  await expect(page.getByTestId('job-application-form')).toBeVisible()
  await check('job')
})
