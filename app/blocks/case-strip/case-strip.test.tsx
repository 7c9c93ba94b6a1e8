// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithRouter } from '../../lib/render-with-router'
import { routeLink } from '../../lib/route-path'
import { CaseStrip } from './case-strip'

afterEach(cleanup)

describe('CaseStrip', () => {
  it('links each case by its title, with its industry and a lazy image', async () => {
    await renderWithRouter(
      <CaseStrip
        emptyText="No case studies yet."
        items={[
          {
            link: routeLink('/$lang/caseDetails', { lang: 'en' }, { id: 3 }),
            title: 'Cold store for a dairy group',
            summary: 'A -25 °C AS/RS with 18,000 pallet locations.',
            industry: 'Cold chain',
            image: { src: '/case.svg', width: 640, height: 400, alt: '' },
          },
        ]}
      />,
    )
    const link = screen.getByRole('link', { name: 'Cold store for a dairy group' })
    expect(link.getAttribute('href')).toBe('/en/caseDetails?id=3')
    expect(screen.getByText('Cold chain')).toBeTruthy()
    expect(document.querySelector('img')?.getAttribute('loading')).toBe('lazy')
  })

  it('says so when there is nothing to show', async () => {
    await renderWithRouter(<CaseStrip items={[]} emptyText="No case studies yet." />)
    expect(screen.getByText('No case studies yet.')).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
  })
})
