// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithRouter } from '../../lib/render-with-router'
import { routeLink } from '../../lib/route-path'
import { FilterNav } from './filter-nav'

afterEach(cleanup)

const tobacco = routeLink('/$lang/succeedCase/$category', { lang: 'en', category: 'tobacco' })

describe('FilterNav', () => {
  it('is a named navigation of links with the current filter marked', async () => {
    // On the page of the current filter: the router marks nothing itself, the view does.
    await renderWithRouter(
      <FilterNav
        label="Case studies by industry"
        links={[
          {
            link: routeLink('/$lang/succeedCase/AllCase', { lang: 'en' }),
            label: 'All industries',
            current: false,
          },
          { link: tobacco, label: 'Tobacco', current: true },
          {
            link: routeLink('/$lang/succeedCase/$category', { lang: 'en', category: 'x' }),
            label: '烟草',
            current: false,
            lang: 'zh-CN',
          },
        ]}
      />,
      '/en/succeedCase/tobacco',
    )
    const nav = screen.getByRole('navigation', { name: 'Case studies by industry' })
    expect(nav).toBeTruthy()
    const current = screen.getByRole('link', { name: 'Tobacco' })
    expect(current.getAttribute('aria-current')).toBe('page')
    expect(current.getAttribute('href')).toBe('/en/succeedCase/tobacco')
    expect(current.getAttribute('data-status')).toBeNull()
    expect(screen.getByRole('link', { name: 'All industries' }).getAttribute('aria-current')).toBe(
      null,
    )
    expect(screen.getByRole('link', { name: '烟草' }).closest('li')?.getAttribute('lang')).toBe(
      'zh-CN',
    )
  })
})
