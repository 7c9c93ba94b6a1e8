// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithRouter } from '../../lib/render-with-router'
import { routeLink } from '../../lib/route-path'
import { ArticleList } from './article-list'

afterEach(cleanup)

describe('ArticleList', () => {
  it('lists articles with a machine-readable date and a title link', async () => {
    await renderWithRouter(
      <ArticleList
        emptyText="No news yet."
        items={[
          {
            link: routeLink('/$lang/aboutUs/journalism/$articleId', { lang: 'en', articleId: 7 }),
            title: 'New R&D centre opens in Wuhan',
            date: '2026-10-12',
            dateLabel: 'Oct 12, 2026',
            summary: 'Three hundred engineers under one roof.',
          },
        ]}
      />,
    )
    expect(
      screen.getByRole('link', { name: 'New R&D centre opens in Wuhan' }).getAttribute('href'),
    ).toBe('/en/aboutUs/journalism/7')
    const time = document.querySelector('time')
    expect(time?.getAttribute('datetime')).toBe('2026-10-12')
    expect(time?.textContent).toBe('Oct 12, 2026')
  })

  it('shows the empty state', async () => {
    await renderWithRouter(<ArticleList items={[]} emptyText="No news yet." />)
    expect(screen.getByText('No news yet.')).toBeTruthy()
  })
})
