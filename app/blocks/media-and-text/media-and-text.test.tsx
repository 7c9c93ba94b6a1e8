// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MediaAndText } from './media-and-text'

afterEach(cleanup)

describe('MediaAndText', () => {
  it('shows a described, lazy image beside a heading, paragraphs and bullets', () => {
    render(
      <MediaAndText
        image={{ src: '/wms.svg', width: 560, height: 360, alt: 'WMS dashboard' }}
        heading="Warehouse management"
        paragraphs={['Slotting, waves and inventory in one system.']}
        bullets={['Multi-site', 'ERP connectors']}
      />,
    )
    const image = screen.getByRole('img', { name: 'WMS dashboard' })
    expect(image.getAttribute('loading')).toBe('lazy')
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Warehouse management')
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Multi-site',
      'ERP connectors',
    ])
  })
})
