/**
 * The careers pages: the job list with filters in the URL (reload, back, before hydration), 404s
 * for what does not exist, the job detail with its application form, a CV upload with visible
 * progress that arrives in the content service's export, CVs refused in the browser (wrong type,
 * over 5 MB) with nothing stored, the error states when the service is down, axe, and the form's
 * libraries kept off the list page.
 */
import { gzipSync } from 'node:zlib'
import { axeBuilder } from './axe-builder'
import { documentTitle } from '../../app/lib/site-config'
import { jobCategories, jobs as seedJobs, workPlaces } from '../../cms/seed/content/jobs'
import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test'
import {
  countDocumentRequests,
  gotoHydrated,
  reloadHydrated,
  useSiteServer,
  watchConsole,
} from './fixtures'

const ADMIN = 'e2e-admin-token-0123456789abcdef'
const jobs = (page: Page) => page.getByTestId('job-list').locator(':scope > li')
const categories = (page: Page) => page.getByRole('navigation', { name: 'Positions by category' })
const places = (page: Page) => page.getByRole('navigation', { name: 'Positions by location' })
const form = (page: Page) => page.getByTestId('job-application-form')

interface Named {
  id: number
}
async function filterIds(request: APIRequestContext) {
  const get = async (path: string, key: string) => {
    const body = (await (await request.get(`/cms/open/api${path}?language=en`)).json()) as {
      data: Array<Named & Record<string, unknown>>
    }
    return new Map(body.data.map((item) => [item[key] as string, item.id]))
  }
  return {
    categories: await get('/job/getJobCategory', 'categoryName'),
    places: await get('/job/getWorkPlace', 'workPlaceName'),
  }
}

async function storedApplications(request: APIRequestContext) {
  const response = await request.get('/cms/admin/applications', {
    headers: { authorization: `Bearer ${ADMIN}` },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: { list: Array<Record<string, unknown>> } }).data.list
}

/** A valid PDF padded with comment lines to about `size` bytes. */
function pdf(size = 2_000): Buffer {
  const body =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n'
  const line = `%${'x'.repeat(98)}\n`
  const padding = line.repeat(Math.max(0, Math.ceil((size - body.length) / line.length)))
  return Buffer.from(`${body}${padding}trailer<</Root 1 0 R>>\n%%EOF\n`)
}

/** Opens the first job of the English list; answers its title. */
async function openFirstJob(page: Page): Promise<string> {
  await gotoHydrated(page, '/en/joinUs')
  const link = jobs(page).first().getByRole('link')
  const title = (await link.textContent())!
  await link.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(form(page)).toBeVisible()
  return title
}

async function fillForm(page: Page, name = 'Lena Berg') {
  await form(page).getByLabel('Full name').fill(name)
  await form(page).getByLabel('Phone').fill('+4930123456')
  await form(page).getByLabel('Email').fill('lena.berg@example.com')
  await form(page)
    .getByLabel(/Message to our recruiting team/)
    .fill('Available from March.')
}

test('the list: filters by category and location in the URL, surviving reload and back, without document loads', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page)
  const ids = await filterIds(request)
  await gotoHydrated(page, '/en/joinUs')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join us')
  await expect(jobs(page)).toHaveCount(8)
  await expect(page.getByTestId('list-range')).toHaveText('1–8 of 10')
  await expect(categories(page).getByRole('link', { name: 'All categories' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  // Each job says what it is and links to its page.
  const first = jobs(page).first()
  await expect(first).toContainText('Category:')
  await expect(first).toContainText('Location:')
  await expect(first).toContainText('Openings:')
  await expect(first).toContainText('Published:')
  await expect(first.getByRole('link')).toHaveAttribute('href', /^\/en\/join-details\?id=\d+$/)

  const documents = countDocumentRequests(page)
  const rd = ids.categories.get('Research & Development')!
  const wuhan = ids.places.get('Wuhan')!
  await categories(page).getByRole('link', { name: 'Research & Development' }).click()
  await expect(page).toHaveURL(new RegExp(`/en/joinUs\\?category=${rd}$`))
  await expect(jobs(page)).toHaveCount(4)
  for (const job of await jobs(page).all())
    await expect(job).toContainText('Research & Development')
  await places(page).getByRole('link', { name: 'Wuhan' }).click()
  await expect(page).toHaveURL(new RegExp(`/en/joinUs\\?category=${rd}&place=${wuhan}$`))
  await expect(jobs(page)).toHaveCount(2)
  for (const job of await jobs(page).all()) await expect(job).toContainText('Wuhan')
  await expect(places(page).getByRole('link', { name: 'Wuhan' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  expect(documents()).toBe(0)

  await reloadHydrated(page)
  await expect(jobs(page)).toHaveCount(2)
  await expect(
    categories(page).getByRole('link', { name: 'Research & Development' }),
  ).toHaveAttribute('aria-current', 'page')
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/en/joinUs\\?category=${rd}$`))
  await expect(jobs(page)).toHaveCount(4)
  await page.goBack()
  await expect(page).toHaveURL(/\/en\/joinUs$/)
  await expect(jobs(page)).toHaveCount(8)

  // Page 2 keeps the filters' absence and shows the rest.
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('link', { name: 'Page 2' })
    .click()
  await expect(page).toHaveURL(/\/en\/joinUs\?page=2$/)
  await expect(page.getByTestId('list-range')).toHaveText('9–10 of 10')
  // A filter with nothing to show says so.
  const functions = ids.categories.get('Corporate Functions')!
  await gotoHydrated(page, `/en/joinUs?category=${functions}&place=${wuhan}`)
  await expect(page.getByTestId('jobs-empty')).toContainText('No open positions match')
  expect(problems).toEqual([])
})

test('a filter change shows the loading note while the next list loads', async ({ page }) => {
  await gotoHydrated(page, '/en/joinUs')
  await page.route('**/_serverFn/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  await places(page).getByRole('link', { name: 'Shenzhen' }).click()
  await expect(page.getByTestId('list').getByRole('status')).toHaveText('Loading…')
  await expect(page).toHaveURL(/place=\d+$/)
  await expect(page.getByTestId('list').getByRole('status')).toHaveCount(0)
  for (const job of await jobs(page).all()) await expect(job).toContainText('Shenzhen')
})

test('filters work before hydration: plain links, answered by the server', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/en/joinUs')
  await categories(page).getByRole('link', { name: 'Project Engineering' }).click()
  await expect(page).toHaveURL(/\/en\/joinUs\?category=\d+$/)
  await expect(jobs(page)).toHaveCount(3)
  for (const job of await jobs(page).all()) await expect(job).toContainText('Project Engineering')
  await context.close()
})

// Issue: ja, de… readers saw the categories and places in English beside their own job titles.
test('a Japanese reader filters by categories and places named in Japanese, and a job’s facts are in Japanese', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page)
  const open = seedJobs.filter((job) => job.closedDaysAgo === undefined)
  const name = (list: typeof jobCategories | typeof workPlaces, key: string) =>
    list.find((item) => item.key === key)!.name
  const jaCategories = page.getByRole('navigation', { name: '職種で絞り込む' })
  const jaPlaces = page.getByRole('navigation', { name: '勤務地で絞り込む' })
  await gotoHydrated(page, '/ja/joinUs')
  // The chips: every category and place as Japanese writes it, marked as the page's language.
  for (const category of jobCategories) {
    const chip = jaCategories.getByRole('link', { name: category.name.ja, exact: true })
    await expect(chip).toBeVisible()
    await expect(chip).not.toHaveAttribute('lang', /./)
  }
  for (const place of workPlaces)
    await expect(jaPlaces.getByRole('link', { name: place.name.ja, exact: true })).toBeVisible()
  await expect(jaCategories).not.toContainText('Research & Development')
  await expect(jaPlaces).not.toContainText('Kuala Lumpur')

  // A filter by a Japanese category lists the Japanese positions in it, their facts in Japanese.
  await jaCategories.getByRole('link', { name: '研究開発' }).click()
  await expect(page).toHaveURL(/\/ja\/joinUs\?category=\d+$/)
  await expect(jobs(page)).toHaveCount(open.filter((job) => job.category === 'rd').length)
  for (const job of await jobs(page).all()) await expect(job).toContainText('職種：研究開発')
  await jaPlaces.getByRole('link', { name: '武漢' }).click()
  await expect(jobs(page)).toHaveCount(
    open.filter((job) => job.category === 'rd' && job.workPlace === 'wuhan').length,
  )
  for (const job of await jobs(page).all()) await expect(job).toContainText('勤務地：武漢')

  // A job's page says the same.
  await jobs(page).first().getByRole('link').click()
  const facts = page.getByTestId('job-facts')
  await expect(facts).toContainText('研究開発')
  await expect(facts).toContainText('武漢')
  await expect(facts).not.toContainText('Wuhan')
  expect(problems).toEqual([])

  // A German reader's list and a job's page, as the server answers them.
  const escaped = (text: string) => text.replace(/&/g, '&amp;')
  const de = (await (await request.get('/de/joinUs')).text()).replace(/\u2060/g, '')
  for (const key of ['rd', 'service', 'functions'])
    expect(de).toContain(escaped(name(jobCategories, key).de))
  const firstJob = /href="(\/de\/join-details\?id=\d+)"/.exec(de)![1]!
  const detail = await (await request.get(firstJob)).text()
  expect(jobCategories.some((c) => detail.includes(`>${escaped(c.name.de)}<`))).toBe(true)
  expect(jobCategories.some((c) => detail.includes(`>${escaped(c.name.en)}<`))).toBe(false)
})

test('what does not exist answers 404 with the not-found page', async ({ request }) => {
  const zhCategories = (await (
    await request.get('/cms/open/api/job/getJobCategory?language=zh')
  ).json()) as { data: Array<{ id: number }> }
  for (const path of [
    '/en/join-details?id=999999',
    '/en/join-details',
    '/en/join-details?id=abc',
    '/en/joinUs?category=999999',
    '/en/joinUs?place=999999',
    '/en/joinUs?page=9',
    // The Chinese categories are not the English list's.
    `/en/joinUs?category=${zhCategories.data[0]!.id}`,
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(await response.text(), path).toContain('Page Not Found')
  }
})

test('a job: its facts, responsibilities and requirements, the job title as page title, a back link', async ({
  page,
  request,
}) => {
  const title = await openFirstJob(page)
  await expect(page).toHaveTitle(documentTitle(title, 'en'))
  const facts = page.getByTestId('job-facts')
  for (const term of ['Category', 'Location', 'Openings', 'Published'])
    await expect(facts).toContainText(term)
  const body = page.getByTestId('job-body')
  await expect(body.getByRole('heading', { level: 2 })).toHaveText([
    'Responsibilities',
    'Requirements',
  ])
  await expect(body.getByRole('listitem')).not.toHaveCount(0)
  // In the server's HTML too (the form comes with JavaScript).
  const html = (await (await request.get(page.url())).text()).replace(/\u2060/g, '')
  expect(html).toContain(title.replace(/&/g, '&amp;'))
  expect(html).toContain('Responsibilities')
  // The page's call to action leads to the other positions.
  await expect(page.getByTestId('cta-link')).toHaveAttribute('href', '/en/joinUs')
  await page.getByRole('link', { name: 'All open positions' }).click()
  await expect(page).toHaveURL(/\/en\/joinUs$/)
})

test('an application with a PDF CV: upload progress, a confirmation, and the file in the export', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page)
  const title = await openFirstJob(page)
  await fillForm(page)
  const name = `cv-${Date.now()}.pdf`
  await form(page)
    .getByLabel('Your CV')
    .setInputFiles({
      name,
      mimeType: 'application/pdf',
      buffer: pdf(1_200_000),
    })
  await expect(form(page).locator('#job-file-error')).toBeEmpty()
  // Slow the upload down so that its progress can be seen.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  })
  // Every value the progress bar shows, as it shows it.
  await page.evaluate(() => {
    const seen: number[] = []
    ;(window as unknown as { progressSeen: number[] }).progressSeen = seen
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLProgressElement>('#job-upload-progress')
      if (bar) seen.push(bar.value)
    }).observe(document.body, { subtree: true, childList: true, attributes: true })
  })
  await form(page).getByTestId('job-submit').click()
  const bar = page.getByRole('progressbar', { name: 'Uploading your CV' })
  await expect(bar).toBeVisible()
  await expect(page.getByTestId('job-upload-percent')).toHaveText(/^\d{1,3}%$/)
  await expect(page.getByTestId('job-form-status')).toContainText('Uploading your application')

  const done = page.getByTestId('job-application-done')
  await expect(done).toBeVisible({ timeout: 20_000 })
  await expect(done).toBeFocused()
  await expect(done).toContainText('Thank you, your application has been sent')
  await expect(done).toContainText(title)
  await expect(form(page)).toHaveCount(0)
  const seen = await page.evaluate(
    () => (window as unknown as { progressSeen: number[] }).progressSeen,
  )
  console.log(`upload progress shown: ${[...new Set(seen)].join(', ')} %`)
  expect(
    seen.some((v) => v > 0 && v < 100),
    `progress seen: ${seen.join(', ')}`,
  ).toBe(true)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })

  const stored = (await storedApplications(request)).find((row) => row.fileName === name)
  expect(stored).toMatchObject({ name: 'Lena Berg', mimeType: 'application/pdf' })
  expect(problems).toEqual([])
})

test('a CV of the wrong type or over 5 MB is refused in the browser, named clearly, and nothing is sent or stored', async ({
  page,
  request,
}) => {
  // Other tests store applications meanwhile: this one's applicant has a name of its own.
  const applicant = `Ida ${Date.now().toString(36)}`
  const sent: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/job-application')) sent.push(r.url())
  })
  await openFirstJob(page)
  await fillForm(page, applicant)
  const input = form(page).getByLabel('Your CV')
  const error = form(page).locator('#job-file-error')

  const refused: Array<[{ name: string; mimeType: string; buffer: Buffer }, string]> = [
    [
      {
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      },
      '“photo.png” is not a PDF, DOC or DOCX file. Please choose your CV in one of these formats.',
    ],
    [
      { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Dear recruiter,\n') },
      '“notes.pdf” is not a PDF, DOC or DOCX file. Please choose your CV in one of these formats.',
    ],
    [
      {
        name: 'big.pdf',
        mimeType: 'application/pdf',
        // Exactly 6 MB, starting like a PDF.
        buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024 - 9)]),
      },
      'This file is 6 MB; a CV may be at most 5 MB. Please choose a smaller file.',
    ],
  ]
  for (const [file, message] of refused) {
    await input.setInputFiles(file)
    await expect(error, file.name).toHaveText(message)
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await form(page).getByTestId('job-submit').click()
    await expect(input, file.name).toBeFocused()
    await expect(page.getByTestId('job-form-status')).toHaveText(
      'Please correct the marked fields.',
    )
  }
  expect(sent).toEqual([])
  expect((await storedApplications(request)).filter((row) => row.name === applicant)).toEqual([])
})

test('an empty form: every required field says what is missing, focus on the first; axe finds nothing', async ({
  page,
}) => {
  await openFirstJob(page)
  await form(page).getByTestId('job-submit').click()
  const name = form(page).getByLabel('Full name')
  await expect(name).toBeFocused()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAttribute('aria-describedby', /job-name-error/)
  for (const field of ['name', 'phone', 'email', 'file'])
    await expect(form(page).locator(`#job-${field}-error`), field).not.toBeEmpty()
  await expect(form(page).locator('#job-message-error')).toBeEmpty()
  await expect(form(page).locator('#job-file-error')).toHaveText(
    'Please attach your CV (PDF, DOC or DOCX, at most 5 MB).',
  )
  const results = await axeBuilder(page).analyze()
  expect(results.violations).toEqual([])
})

// The lists as loaded (/en/joinUs, /zh-CN/joinUs) are in the axe sweep (axe-sweep.spec.ts, every
// rule in zh-CN and en); here the job a client navigation from the list opens.
test('axe finds nothing on a job opened from the list', async ({ page }) => {
  // A full axe run on a long page: more than 10 s on a busy machine.
  test.setTimeout(120_000)
  await openFirstJob(page)
  expect((await axeBuilder(page).analyze()).violations).toEqual([])
})

/** The scripts a page downloads, after hydration and idle preloads, gzip level 9 as served. */
function watchScripts(page: Page) {
  const scripts = new Map<string, Buffer>()
  const reads: Promise<void>[] = []
  const keep = async (response: Response) => {
    const body = await response.body().catch(() => null)
    if (body) scripts.set(response.url(), body)
  }
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') reads.push(keep(response))
  })
  return {
    settled: async () => {
      await page.waitForLoadState('networkidle')
      await Promise.all(reads)
    },
    gzipKb: () =>
      [...scripts.values()].reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0) / 1024,
    // TanStack Form and zod, by names that survive minification.
    hasFormLibraries: () =>
      [...scripts.values()].some((body) =>
        /canSubmitWhenInvalid|\$ZodString/.test(body.toString()),
      ),
  }
}

test('the job list costs what the case list costs, without the form’s libraries; the job page loads them with its form', async ({
  browser,
  page,
}) => {
  const cases = await browser.newPage()
  const caseScripts = watchScripts(cases)
  await gotoHydrated(cases, '/en/succeedCase/AllCase')
  await caseScripts.settled()
  await cases.close()

  const scripts = watchScripts(page)
  await gotoHydrated(page, '/en/joinUs')
  await scripts.settled()
  expect(scripts.hasFormLibraries()).toBe(false)
  // ADR 010: a list page's own code is a kilobyte or so over the shared framework and shell.
  console.log(
    `/en/joinUs: ${scripts.gzipKb().toFixed(1)} KB gzip; /en/succeedCase/AllCase: ${caseScripts.gzipKb().toFixed(1)} KB`,
  )
  expect(scripts.gzipKb()).toBeLessThanOrEqual(caseScripts.gzipKb() + 1.5)

  await jobs(page).first().getByRole('link').click()
  await expect(form(page)).toBeVisible()
  await scripts.settled()
  expect(scripts.hasFormLibraries()).toBe(true)
})

test.describe('content service down', () => {
  const site = useSiteServer({ CMS_BASE_URL: 'http://127.0.0.1:9' })

  test('the list shows its error state and the job page says it cannot be loaded', async ({
    page,
  }) => {
    await page.goto(`${site().url}/en/joinUs`)
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join us')
    await expect(page.getByTestId('list-unavailable')).toContainText('cannot be loaded')
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    const response = await page.request.get(`${site().url}/en/join-details?id=1`)
    expect(response.status()).toBe(503)
    expect(await response.text()).toContain('This position cannot be loaded')
  })
})
