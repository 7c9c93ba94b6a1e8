// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SectionNav } from './section-nav'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

/** Sections whose tops are at `tops` px from the top of the viewport. */
function sections(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) {
    const section = document.createElement('section')
    section.id = id
    section.getBoundingClientRect = () => ({ top }) as DOMRect
    document.body.append(section)
  }
}

const items = [
  { id: 'models', label: 'Models' },
  { id: 'features', label: 'Features' },
  { id: 'cases', label: 'Projects' },
]

describe('SectionNav', () => {
  it('is a named navigation of anchors to the sections, none marked at the top', () => {
    sections({ models: 700, features: 1900, cases: 3000 })
    render(<SectionNav label="On this page" items={items} />)
    const nav = screen.getByRole('navigation', { name: 'On this page' })
    const links = Array.from(nav.querySelectorAll('a'))
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Models', '#models'],
      ['Features', '#features'],
      ['Projects', '#cases'],
    ])
    expect(links.some((a) => a.hasAttribute('aria-current'))).toBe(false)
  })

  it('marks the section being read (the last one whose top passed under the bar)', async () => {
    sections({ models: -1200, features: 40, cases: 900 })
    render(<SectionNav label="On this page" items={items} />)
    expect(screen.getByRole('link', { name: 'Features' }).getAttribute('aria-current')).toBe(
      'location',
    )
    expect(screen.getByRole('link', { name: 'Models' }).getAttribute('aria-current')).toBeNull()
    // Scrolled on: the cases section reaches the bar.
    document.getElementById('cases')!.getBoundingClientRect = () => ({ top: 60 }) as DOMRect
    await act(async () => {
      window.dispatchEvent(new Event('scroll'))
      await new Promise((resolve) => window.requestAnimationFrame(resolve))
    })
    expect(screen.getByRole('link', { name: 'Projects' }).getAttribute('aria-current')).toBe(
      'location',
    )
  })
})
