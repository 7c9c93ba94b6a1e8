// @vitest-environment jsdom
/**
 * A news or investor article as a reader sees it: the link back to its list, the title, summary,
 * date and topics, the cover above the body, the report to download, the latest articles; a story
 * in another language marked as such; and the state shown when the service cannot give it.
 */
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithRouter } from '../../lib/render-with-router'
import type { PageCopy } from '../../site/page-copy.server'
import { ArticlePage } from './article-page'
import { newsArticleLink } from '../../site/news-paths'
import type { ArticleView } from './news.server'

afterEach(cleanup)

const copy = { heading: 'News', cta: null } as unknown as PageCopy

const labels: ArticleView['labels'] = {
  back: 'All news',
  published: 'Published',
  topics: 'Topics',
  latest: 'Latest news',
  attachment: 'Download the full report (PDF)',
  unavailable: 'This article cannot be loaded at the moment.',
}

const view: ArticleView = {
  kind: 'news',
  status: 'ok',
  title: 'Starbridge opens a plant in Wuxi',
  summary: 'Production of stacker cranes doubles.',
  date: '2025-06-02',
  dateLabel: '2 June 2025',
  image: { src: '/cms/files/images/plant.jpg', width: 1200, height: 700, alt: 'The new plant' },
  html: '<p>The plant covers 60,000 m².</p>',
  topics: ['Company', 'Production'],
  attachment: null,
  latest: [
    {
      link: newsArticleLink('en', 'news', 9),
      title: 'A trade fair in Hanover',
      date: '2025-04-20',
      dateLabel: '20 April 2025',
    },
  ],
  labels,
}

describe('ArticlePage', () => {
  it('shows the story with its date and topics, the cover above the body and the latest news', async () => {
    await renderWithRouter(<ArticlePage lang="en" copy={copy} view={view} />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(view.title)
    expect(screen.getByText(view.summary)).toBeTruthy()
    expect(screen.getByRole('link', { name: /All news/ }).getAttribute('href')).toBe(
      '/en/aboutUs/journalism',
    )
    const facts = screen.getByText('Published').closest('dl')!
    expect(
      [...facts.querySelectorAll('div')].map((row) => [
        row.querySelector('dt')!.textContent,
        row.querySelector('dd')!.textContent,
      ]),
    ).toEqual([
      ['Published', '2 June 2025'],
      ['Topics', 'Company · Production'],
    ])
    expect(facts.querySelector('time')!.getAttribute('datetime')).toBe('2025-06-02')
    const body = screen.getByTestId('article-body')
    const cover = within(body).getByRole('img', { name: 'The new plant' })
    expect(within(body).getByText('The plant covers 60,000 m².')).toBeTruthy()
    // The cover comes before the words.
    expect(
      cover.compareDocumentPosition(within(body).getByText(/60,000/)) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    expect(screen.queryByTestId('article-attachment')).toBeNull()
    const latest = screen.getByRole('region', { name: 'Latest news' })
    expect(within(latest).getByRole('link', { name: /A trade fair in Hanover/ })).toBeTruthy()
    expect(screen.queryByTestId('fallback-note')).toBeNull()
  })

  it('offers the report of an investor article and goes back to investor news', async () => {
    await renderWithRouter(
      <ArticlePage
        lang="en"
        copy={copy}
        view={{
          ...view,
          kind: 'investor',
          topics: [],
          image: null,
          latest: [],
          attachment: '/cms/files/reports/annual-2024.pdf',
          labels: { ...labels, back: 'All investor news' },
        }}
      />,
    )
    expect(screen.getByRole('link', { name: /All investor news/ }).getAttribute('href')).toBe(
      '/en/investor-news',
    )
    const report = screen.getByTestId('article-attachment')
    expect(report.getAttribute('href')).toBe('/cms/files/reports/annual-2024.pdf')
    expect(report.textContent).toContain('Download the full report (PDF)')
    expect(screen.queryByText('Topics')).toBeNull()
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.queryByRole('region', { name: 'Latest news' })).toBeNull()
  })

  it("marks a story in another language: the note in the page's language, the words in the story's", async () => {
    await renderWithRouter(
      <ArticlePage
        lang="ja"
        copy={copy}
        view={{
          ...view,
          lang: 'en',
          story: {
            fallback: { lang: 'en', note: 'このコンテンツは英語のみでご覧いただけます。' },
            alternates: [],
            languageLinks: {} as never,
            inLanguage: 'en',
          },
        }}
      />,
      '/ja',
    )
    const note = screen.getByTestId('fallback-note')
    expect(note.getAttribute('lang')).toBe('ja')
    expect(note.textContent).toBe('このコンテンツは英語のみでご覧いただけます。')
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('en')
    expect(screen.getByText('Company · Production').getAttribute('lang')).toBe('en')
    expect(screen.getByText('Published').getAttribute('lang')).toBeNull()
  })

  it('says so when the article cannot be loaded, under the page heading', async () => {
    await renderWithRouter(
      <ArticlePage
        lang="en"
        copy={copy}
        view={{ ...view, status: 'unavailable', title: '', latest: [] }}
      />,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('News')
    expect(screen.getByTestId('article-unavailable').textContent).toBe(labels.unavailable)
    expect(screen.getByRole('alert')).toBeTruthy()
    expect(screen.queryByTestId('article-body')).toBeNull()
  })
})
