// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Button, LinkButton } from './button'
import { Heading } from './heading'
import { Media } from './media'
import { Section } from './section'

afterEach(cleanup)

describe('UI primitives', () => {
  it('Button is type="button" unless told otherwise', () => {
    render(
      <>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </>,
    )
    expect(screen.getByRole('button', { name: 'Plain' }).getAttribute('type')).toBe('button')
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('type')).toBe('submit')
  })

  it('an external LinkButton opens a new window safely and says so', () => {
    render(
      <LinkButton href="https://ir.starbridge.example/" external newWindowLabel="(new window)">
        Investor relations
      </LinkButton>,
    )
    const link = screen.getByRole('link', { name: /^Investor relations\s*\(new window\)$/ })
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('Heading level and size are independent', () => {
    render(
      <Heading level={3} size="xl">
        Specifications
      </Heading>,
    )
    const heading = screen.getByRole('heading', { level: 3 })
    expect(heading.className).toContain('text-3xl')
  })

  it('Media is lazy with its size by default and eager with priority', () => {
    const image = { src: '/a.svg', width: 10, height: 20, alt: 'A' }
    render(
      <>
        <Media image={image} />
        <Media image={{ ...image, alt: 'B' }} priority caption="Caption" />
      </>,
    )
    const a = screen.getByRole('img', { name: 'A' })
    expect([a.getAttribute('loading'), a.getAttribute('width'), a.getAttribute('height')]).toEqual([
      'lazy',
      '10',
      '20',
    ])
    const b = screen.getByRole('img', { name: 'B' })
    expect(b.getAttribute('loading')).toBe('eager')
    expect(b.closest('figure')?.querySelector('figcaption')?.textContent).toBe('Caption')
  })

  it('a Section with a heading is a region named by it', () => {
    render(
      <Section heading="Industries we serve" lead="Eight industries.">
        <p>content</p>
      </Section>,
    )
    expect(screen.getByRole('region', { name: 'Industries we serve' })).toBeTruthy()
  })
})
