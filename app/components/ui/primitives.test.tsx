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

  it('Media with variants is a <picture>: AVIF and WebP sources, the JPEG srcset, the placeholder', () => {
    const image = {
      src: '/p-1200.jpg',
      width: 1920,
      height: 1080,
      alt: 'An AGV',
      srcSet: '/p-480.jpg 480w, /p-1200.jpg 1200w',
      sizes: '50vw',
      sources: [
        { type: 'image/avif', srcSet: '/p-480.avif 480w, /p-1200.avif 1200w' },
        { type: 'image/webp', srcSet: '/p-480.webp 480w, /p-1200.webp 1200w' },
      ],
      placeholder: 'data:image/webp;base64,AAAA',
      position: '62% 55%',
    }
    render(<Media image={image} sizes="(min-width: 1024px) 400px, 100vw" />)
    const img = screen.getByRole('img', { name: 'An AGV' })
    const picture = img.parentElement!
    expect(picture.tagName).toBe('PICTURE')
    const sources = [...picture.querySelectorAll('source')]
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset')])).toEqual([
      ['image/avif', image.sources[0]!.srcSet],
      ['image/webp', image.sources[1]!.srcSet],
    ])
    // The slot's sizes (the prop) win over the image's own, on every source and the <img>.
    for (const el of [...sources, img])
      expect(el.getAttribute('sizes')).toBe('(min-width: 1024px) 400px, 100vw')
    expect(img.getAttribute('srcset')).toBe(image.srcSet)
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1920', '1080'])
    expect(img.style.backgroundImage).toContain('data:image/webp;base64,AAAA')
    expect(img.style.objectPosition).toBe('62% 55%')
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
