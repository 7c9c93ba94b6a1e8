// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Timeline } from './timeline'

afterEach(cleanup)

describe('Timeline', () => {
  it('is an ordered list named for screen readers, each milestone with its year as a time', () => {
    render(
      <Timeline
        label="Milestones"
        items={[
          { year: '2003', title: 'Founded in Shenzhen', text: 'Conveyors for tobacco plants.' },
          { year: '2016', title: 'Listed on ChiNext', text: 'Stock code 300532.' },
        ]}
      />,
    )
    const list = screen.getByRole('list', { name: 'Milestones' })
    expect(list.tagName).toBe('OL')
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[0]!).getByRole('heading', { level: 3 }).textContent).toBe(
      'Founded in Shenzhen',
    )
    expect(items[1]!.querySelector('time')?.getAttribute('datetime')).toBe('2016')
  })
})
