/**
 * The download center states each document's real size and number of pages, as the content
 * service lists them from the files it made (cms/seed/downloads-pdf.test.ts checks the list
 * against the files), written for the locale: in the view, and in the server's HTML of its list.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, describe, expect, it, vi } from 'vitest'

const dataDir = mkdtempSync(join(tmpdir(), 'starbridge-downloads-'))
process.env.DATA_DIR = dataDir
process.env.DATABASE_URL = ''
process.env.CMS_BASE_URL = ''

// The page's frame (about-section intro and sub-navigation) needs the router: only the list here.
vi.mock('../about/about-subnav', () => ({
  AboutIntro: ({ children }: { children: unknown }) => children,
}))

const { downloadCenter } = await import('./download-center.server')
const { DownloadCenterPage } = await import('./download-center-page')
const { inProcessCms } = await import('../../content/cms.server')

afterAll(async () => {
  await (await inProcessCms()).close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** The service's own list: sizes in bytes and page counts, by title. */
async function listed(language: 'en' | 'zh') {
  const cms = await inProcessCms()
  const response = await cms.app.fetch(
    new Request(`http://cms.test/cms/open/api/download/list?language=${language}&pageSize=50`),
  )
  const body = (await response.json()) as {
    data: { list: Array<{ title: string; fileSize: number; pageCount: number | null }> }
  }
  return body.data.list
}

describe('download center', () => {
  it.each([
    // Locale, content language, a size and a page count as the reader expects them.
    ['en', 'en', (kb: number) => `${kb} kB`, (n: number) => (n === 1 ? '1 page' : `${n} pages`)],
    ['zh-CN', 'zh', (kb: number) => `${kb} kB`, (n: number) => `${n} 页`],
    [
      'ru',
      'en',
      (kb: number) => `${kb} кБ`,
      (n: number) =>
        `${n} ${n % 10 === 1 && n % 100 !== 11 ? 'страница' : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 'страницы' : 'страниц'}`,
    ],
  ] as const)(
    '%s: each document shows its real size and page count',
    async (locale, language, size, pages) => {
      const rows = await listed(language)
      const view = await downloadCenter(locale, null)
      expect(view).not.toBeNull()
      expect(view!.items).toHaveLength(rows.length)
      expect(view!.labels.pages.length).toBeGreaterThan(0)
      const html = renderToStaticMarkup(
        <DownloadCenterPage
          lang={locale}
          copy={{} as never}
          view={view!}
          plainForm={{ stamp: '', labels: {}, answer: null }}
        />,
      )
      for (const item of view!.items) {
        const row = rows.find((r) => r.title === item.title)!
        expect(row.pageCount, item.title).toBeGreaterThanOrEqual(2)
        // Real files: tens of kilobytes, not the 3 kB of a one-page placeholder.
        expect(row.fileSize).toBeGreaterThan(10 * 1024)
        expect(item.size).toBe(size(Math.round(row.fileSize / 1024)))
        expect(item.pages).toBe(pages(row.pageCount!))
        expect(html).toContain(`data-testid="document-size">${item.size}<`)
        expect(html).toContain(`data-testid="document-pages">${item.pages}<`)
      }
    },
    120_000,
  )
})
