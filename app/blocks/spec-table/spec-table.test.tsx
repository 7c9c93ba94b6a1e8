// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SpecTable } from './spec-table'

afterEach(cleanup)

const props = {
  caption: 'Latent lifting AGV: technical data',
  fieldLabel: 'Parameter',
  models: ['SB-L600', 'SB-L1500'],
  groups: [
    {
      heading: 'Load',
      rows: [{ label: 'Rated load', unit: 'kg', values: ['600', '1,500'] }],
    },
    {
      heading: 'Motion',
      rows: [
        { label: 'Travel speed', unit: 'm/s', values: ['1.5', '1.2'] },
        { label: 'Navigation', values: ['QR code + inertial', 'Laser SLAM'] },
      ],
    },
  ],
}

describe('SpecTable', () => {
  it('has a caption, model column headers and field row headers with scope', () => {
    render(<SpecTable {...props} />)
    const table = screen.getByRole('table', { name: props.caption })
    const columns = within(table)
      .getAllByRole('columnheader')
      .filter((h) => h.getAttribute('scope') === 'col')
      .map((h) => h.textContent)
    expect(columns).toEqual(['Parameter', 'SB-L600', 'SB-L1500'])
    const rows = within(table).getAllByRole('rowheader')
    expect(rows.map((r) => r.textContent)).toEqual([
      'Rated load(kg)',
      'Travel speed(m/s)',
      'Navigation',
    ])
    expect(rows.every((r) => r.getAttribute('scope') === 'row')).toBe(true)
    const load = within(table).getByRole('row', { name: /Rated load/ })
    expect(
      within(load)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['600', '1,500'])
  })

  it('sits in a keyboard-focusable scroll region named by its caption', () => {
    render(<SpecTable {...props} />)
    const region = screen.getByRole('region', { name: props.caption })
    expect(region.getAttribute('tabindex')).toBe('0')
  })

  it('labels groups of rows', () => {
    render(<SpecTable {...props} />)
    const groupHeaders = screen
      .getAllByRole('columnheader')
      .filter((h) => h.getAttribute('scope') === 'colgroup')
    expect(groupHeaders.map((h) => h.textContent)).toEqual(['Load', 'Motion'])
  })
})
