// @vitest-environment jsdom
/**
 * A case study as a reader sees it: the link back to its industry, the title, summary and picture,
 * the body, the customer, industry and date beside it, related cases and the closing call; a story
 * in another language marked as such; and the state shown when the service cannot give the case.
 */
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ReactNode } from 'react'
import { ConsultationDialogProvider } from '../../lib/consultation-open-state'
import { renderWithRouter } from '../../lib/render-with-router'
import { routeLink } from '../../lib/route-path'
import type { PageCopy } from '../../site/page-copy.server'
import { CaseDetailPage } from './case-detail-page'
import type { CaseDetailView } from './cases.server'

afterEach(cleanup)

/** In the site's shell: its router and the consultation dialog the closing call opens. */
const render = (ui: ReactNode, path?: string) =>
  renderWithRouter(<ConsultationDialogProvider>{ui}</ConsultationDialogProvider>, path)

const copy = {
  heading: 'Case study',
  cta: { kind: 'consult', label: 'Talk to an engineer' },
} as unknown as PageCopy

const labels: CaseDetailView['labels'] = {
  customer: 'Customer',
  industry: 'Industry',
  published: 'Published',
  related: 'More case studies from Cold chain',
  back: 'All case studies',
  unavailable: 'This case study cannot be loaded at the moment.',
  casesEmpty: 'No case studies yet.',
  closingHeading: 'Planning a similar project?',
  closingText: 'Tell us about your site.',
}

const picture = { src: '/cms/files/images/a.jpg', width: 800, height: 600, alt: 'The warehouse' }

const view: CaseDetailView = {
  status: 'ok',
  title: 'A freezer warehouse at -25 °C',
  summary: 'Twelve stacker cranes in a deep-freeze store.',
  customer: 'Polar Foods',
  industry: { slug: 'cold-chain', name: 'Cold chain' },
  date: '2025-03-14',
  dateLabel: '14 March 2025',
  image: picture,
  html: '<h2>The challenge</h2><p>Space for 30,000 pallets.</p>',
  related: [
    {
      link: routeLink('/$lang/caseDetails', { lang: 'en' }, { id: 7 }),
      title: 'A dairy in Inner Mongolia',
      summary: 'Milk powder on 8,000 pallets.',
      industry: 'Cold chain',
      image: { ...picture, alt: 'The dairy' },
    },
  ],
  labels,
}

describe('CaseDetailPage', () => {
  it('shows the story, its facts, related cases and the closing call', async () => {
    await render(<CaseDetailPage lang="en" copy={copy} view={view} />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(view.title)
    expect(screen.getByText(view.summary)).toBeTruthy()
    expect(screen.getByRole('img', { name: 'The warehouse' })).toBeTruthy()
    const back = screen.getByRole('link', { name: /Cold chain/ })
    expect(back.getAttribute('href')).toBe('/en/succeedCase/cold-chain')
    const body = screen.getByTestId('case-body')
    expect(within(body).getByRole('heading', { name: 'The challenge' })).toBeTruthy()
    const facts = screen.getByText('Customer').closest('dl')!
    expect(
      [...facts.querySelectorAll('div')].map((row) => [
        row.querySelector('dt')!.textContent,
        row.querySelector('dd')!.textContent,
      ]),
    ).toEqual([
      ['Customer', 'Polar Foods'],
      ['Industry', 'Cold chain'],
      ['Published', '14 March 2025'],
    ])
    expect(facts.querySelector('time')!.getAttribute('datetime')).toBe('2025-03-14')
    const related = screen.getByRole('region', { name: labels.related })
    expect(within(related).getByRole('link', { name: /A dairy in Inner Mongolia/ })).toBeTruthy()
    expect(screen.getByRole('heading', { name: labels.closingHeading })).toBeTruthy()
    expect(screen.getByTestId('cta-consult').textContent).toBe('Talk to an engineer')
    expect(screen.queryByTestId('fallback-note')).toBeNull()
  })

  it('leaves out the facts it does not have and goes back to all cases without an industry', async () => {
    await render(
      <CaseDetailPage
        lang="en"
        copy={{ ...copy, cta: null } as unknown as PageCopy}
        view={{ ...view, customer: null, industry: null, image: null, related: [] }}
      />,
    )
    expect(screen.getByRole('link', { name: /All case studies/ }).getAttribute('href')).toBe(
      '/en/succeedCase/AllCase',
    )
    expect(screen.queryByText('Customer')).toBeNull()
    expect(screen.queryByText('Industry')).toBeNull()
    expect(screen.getByText('Published')).toBeTruthy()
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.queryByRole('region', { name: labels.related })).toBeNull()
    expect(screen.queryByTestId('cta-consult')).toBeNull()
  })

  it("marks a story in another language: the note in the page's language, the words in the story's", async () => {
    await render(
      <CaseDetailPage
        lang="de"
        copy={copy}
        view={{
          ...view,
          lang: 'en',
          industry: { slug: 'cold-chain', name: 'Kühlkette' },
          story: {
            fallback: { lang: 'en', note: 'Dieser Inhalt ist nur auf Englisch verfügbar.' },
            alternates: [],
            languageLinks: {} as never,
            inLanguage: 'en',
          },
        }}
      />,
      '/de',
    )
    const note = screen.getByTestId('fallback-note')
    expect(note.textContent).toBe('Dieser Inhalt ist nur auf Englisch verfügbar.')
    expect(note.getAttribute('lang')).toBe('de')
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('en')
    expect(screen.getByText('Polar Foods').getAttribute('lang')).toBe('en')
    // The industry is named in the page's language, not the story's.
    expect(screen.getAllByText('Kühlkette').every((e) => e.getAttribute('lang') !== 'en')).toBe(
      true,
    )
  })

  it('says so when the case cannot be loaded, under the page heading', async () => {
    await render(
      <CaseDetailPage
        lang="en"
        copy={copy}
        view={{ ...view, status: 'unavailable', title: '', industry: null, related: [] }}
      />,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Case study')
    expect(screen.getByRole('alert').textContent).toBe(labels.unavailable)
    expect(screen.getByTestId('case-unavailable')).toBeTruthy()
    expect(screen.queryByTestId('case-body')).toBeNull()
    expect(screen.getByRole('link', { name: /All case studies/ })).toBeTruthy()
  })
})
