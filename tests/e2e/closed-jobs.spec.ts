/**
 * Closed job postings (issue 33, finding 5; ADR 037): a posting past its last day (the content
 * service's `validThrough`) is in no list, not in the sitemap and no JobPosting; its page answers
 * 200 with `noindex`, says the position is closed in the reader's language, links the open
 * positions and offers no application form. The open ones are open on the day the site runs.
 */
import { axeBuilder } from './axe-builder'
import { expect, test, type APIRequestContext } from '@playwright/test'

const API = '/cms/open/api'
const today = () => new Date().toISOString().slice(0, 10)

interface ServiceJob {
  id: number
  language: string
  publishDate: string
  validThrough?: string | null
}

/** Every job the service has, by id (closed ones too: the list leaves them out). */
async function allJobs(request: APIRequestContext): Promise<ServiceJob[]> {
  const found: ServiceJob[] = []
  for (let id = 1; id <= 200; id++) {
    const response = await request.get(`${API}/job/${id}`)
    if (response.status() === 404) break
    found.push(((await response.json()) as { data: ServiceJob }).data)
  }
  return found
}

const closed = (job: ServiceJob) => Boolean(job.validThrough && job.validThrough < today())

test('a closed posting leaves the list, the sitemap and JSON-LD; its page says it is closed', async ({
  page,
  request,
}) => {
  const jobs = await allJobs(request)
  const shut = jobs.filter(closed)
  const open = jobs.filter((job) => !closed(job))
  expect(shut.length).toBeGreaterThan(0)
  // The seed's open positions are open today (their dates are relative to the seed's day).
  expect(open.length).toBeGreaterThan(shut.length)
  for (const job of open) expect(job.publishDate <= today()).toBe(true)

  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const job of shut) expect(sitemap).not.toContain(`join-details?id=${job.id}<`)
  for (const job of open) expect(sitemap).toContain(`join-details?id=${job.id}<`)

  const english = shut.find((job) => job.language === 'en')!
  const chinese = shut.find((job) => job.language === 'zh')!
  for (const [path, heading, link] of [
    [`/en/join-details?id=${english.id}`, 'This position is closed', 'See open positions'],
    [`/zh-CN/join-details?id=${chinese.id}`, '该职位已停止招聘', '查看在招职位'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    expect(html, path).toMatch(/<meta name="robots" content="noindex[^"]*"/)
    expect(html, path).not.toContain('JobPosting')
    await page.goto(path)
    const notice = page.getByTestId('job-closed')
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    await expect(notice.getByRole('link', { name: link })).toHaveAttribute(
      'href',
      path.replace(/join-details\?id=\d+$/, 'joinUs'),
    )
    // No application form (the header's site search is the page's only form).
    await expect(page.locator('#main form')).toHaveCount(0)
    expect((await axeBuilder(page).analyze()).violations, path).toEqual([])
  }

  // The list links open positions only; an open one's page is indexable with its JobPosting.
  const list = await (await request.get('/en/joinUs')).text()
  const listed = [...list.matchAll(/href="\/en\/join-details\?id=(\d+)"/g)].map((m) => Number(m[1]))
  expect(listed.length).toBeGreaterThan(0)
  for (const id of listed) expect(shut.map((job) => job.id)).not.toContain(id)
  const openPage = await (await request.get(`/en/join-details?id=${listed[0]}`)).text()
  expect(openPage).toContain('"JobPosting"')
  expect(openPage).not.toMatch(/<meta name="robots" content="noindex/)
})
