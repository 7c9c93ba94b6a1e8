// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithRouter } from '../../lib/render-with-router'
import { routeLink } from '../../lib/route-path'
import { Pagination, pageWindow } from './pagination'

afterEach(cleanup)

const labels = { label: 'Pages', previous: 'Previous', next: 'Next', page: 'Page {page}' }
/** The case list at a page; page 1 is the bare URL. */
const list = (page: number) =>
  routeLink('/$lang/succeedCase/AllCase', { lang: 'en' }, { page: page > 1 ? page : null })

describe('Pagination', () => {
  it('links every page shown, marks the current one and names each link', async () => {
    await renderWithRouter(<Pagination page={2} pageCount={3} link={list} labels={labels} />)
    const nav = screen.getByRole('navigation', { name: 'Pages' })
    expect(nav).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/en/succeedCase/AllCase?page=3',
    )
    expect(screen.getByRole('link', { name: /Previous/ }).getAttribute('href')).toBe(
      '/en/succeedCase/AllCase',
    )
    expect(screen.getByRole('link', { name: /Next/ }).getAttribute('rel')).toBe('next')
  })

  it('has no link back from the first page or on from the last', async () => {
    await renderWithRouter(<Pagination page={1} pageCount={2} link={list} labels={labels} />)
    expect(screen.queryByRole('link', { name: /Previous/ })).toBeNull()
    expect(screen.getByRole('link', { name: /Next/ })).toBeTruthy()
  })

  it('renders nothing for a single page', async () => {
    await renderWithRouter(<Pagination page={1} pageCount={1} link={list} labels={labels} />)
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('shows the first, the last and two pages around the current one', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20])
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4])
  })
})
