// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Pagination, pageWindow } from './pagination'

afterEach(cleanup)

const labels = { label: 'Pages', previous: 'Previous', next: 'Next', page: 'Page {page}' }

describe('Pagination', () => {
  it('links every page shown, marks the current one and names each link', () => {
    render(<Pagination page={2} pageCount={3} href={(p) => `/en/list?page=${p}`} labels={labels} />)
    const nav = screen.getByRole('navigation', { name: 'Pages' })
    expect(nav).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/en/list?page=3',
    )
    expect(screen.getByRole('link', { name: /Previous/ }).getAttribute('href')).toBe(
      '/en/list?page=1',
    )
    expect(screen.getByRole('link', { name: /Next/ }).getAttribute('rel')).toBe('next')
  })

  it('has no link back from the first page or on from the last', () => {
    render(<Pagination page={1} pageCount={2} href={(p) => `?page=${p}`} labels={labels} />)
    expect(screen.queryByRole('link', { name: /Previous/ })).toBeNull()
    expect(screen.getByRole('link', { name: /Next/ })).toBeTruthy()
  })

  it('renders nothing for a single page', () => {
    const { container } = render(
      <Pagination page={1} pageCount={1} href={() => ''} labels={labels} />,
    )
    expect(container.innerHTML).toBe('')
  })

  it('shows the first, the last and two pages around the current one', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20])
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4])
  })
})
