// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithRouter } from '../../lib/render-with-router'
import { routeLink } from '../../lib/route-path'
import { FeatureGrid } from './feature-grid'

afterEach(cleanup)

describe('FeatureGrid', () => {
  it('renders each feature as a list item with a heading at the given level', () => {
    render(
      <FeatureGrid
        headingLevel={3}
        items={[
          { title: 'Dense storage', text: 'Up to 45 m high racks.' },
          { title: '24/7 operation', text: 'Redundant drives and remote diagnostics.' },
        ]}
      />,
    )
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Dense storage',
      '24/7 operation',
    ])
  })
})

describe('FeatureGrid with links', () => {
  it('names each card link by its title and keeps the stretched link inside its card', async () => {
    await renderWithRouter(
      <FeatureGrid
        items={[
          {
            title: 'Stacker crane',
            text: 'Up to 45 m.',
            link: routeLink('/$lang/pilerDetails', { lang: 'en' }),
          },
        ]}
      />,
    )
    const link = screen.getByRole('link', { name: /Stacker crane/ })
    expect(link.getAttribute('href')).toBe('/en/pilerDetails')
    // The link's after:inset-0 covers its card only when the card is positioned.
    expect(link.closest('li')?.className).toContain('relative')
  })
})
