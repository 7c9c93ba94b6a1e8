// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FiguresStrip } from './figures-strip'

afterEach(cleanup)

describe('FiguresStrip', () => {
  it('pairs each label with its value and unit in a description list', () => {
    render(
      <FiguresStrip
        items={[
          { value: '2,600', label: 'Employees' },
          { value: '480+', label: 'Patents and software copyrights' },
          { value: '±5', unit: ' mm', label: 'Positioning accuracy' },
          { value: '−33', unit: '%', label: 'Energy per machine' },
        ]}
      />,
    )
    const terms = screen.getAllByRole('term').map((t) => t.textContent)
    const values = screen.getAllByRole('definition').map((d) => d.textContent)
    expect(terms).toEqual([
      'Employees',
      'Patents and software copyrights',
      'Positioning accuracy',
      'Energy per machine',
    ])
    // The unit keeps the spacing the locale gives it (Intl: "5 mm", but "33%").
    expect(values).toEqual(['2,600', '480+', '±5 mm', '−33%'])
  })
})
