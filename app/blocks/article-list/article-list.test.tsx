// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ArticleList } from './article-list'

afterEach(cleanup)

describe('ArticleList', () => {
  it('lists articles with a machine-readable date and a title link', () => {
    render(
      <ArticleList
        emptyText="No news yet."
        items={[
          {
            href: '/en/aboutUs/journalism?id=7',
            title: 'New R&D centre opens in Wuhan',
            date: '2026-10-12',
            dateLabel: 'Oct 12, 2026',
            summary: 'Three hundred engineers under one roof.',
          },
        ]}
      />,
    )
    expect(screen.getByRole('link', { name: 'New R&D centre opens in Wuhan' })).toBeTruthy()
    const time = document.querySelector('time')
    expect(time?.getAttribute('datetime')).toBe('2026-10-12')
    expect(time?.textContent).toBe('Oct 12, 2026')
  })

  it('shows the empty state', () => {
    render(<ArticleList items={[]} emptyText="No news yet." />)
    expect(screen.getByText('No news yet.')).toBeTruthy()
  })
})
