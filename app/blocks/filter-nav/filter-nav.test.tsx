// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FilterNav } from './filter-nav'

afterEach(cleanup)

describe('FilterNav', () => {
  it('is a named navigation of links with the current filter marked', () => {
    render(
      <FilterNav
        label="Case studies by industry"
        links={[
          { href: '/en/succeedCase/AllCase', label: 'All industries', current: false },
          { href: '/en/succeedCase/tobacco', label: 'Tobacco', current: true },
          { href: '/en/succeedCase/x', label: '烟草', current: false, lang: 'zh-CN' },
        ]}
      />,
    )
    const nav = screen.getByRole('navigation', { name: 'Case studies by industry' })
    expect(nav).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Tobacco' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'All industries' }).getAttribute('aria-current')).toBe(
      null,
    )
    expect(screen.getByRole('link', { name: '烟草' }).closest('li')?.getAttribute('lang')).toBe(
      'zh-CN',
    )
  })
})
