// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CtaBand } from './cta-band'

afterEach(cleanup)

describe('CtaBand', () => {
  it('is a region named by its heading, with its one action', () => {
    render(
      <CtaBand
        heading="Plan your next warehouse with us"
        text="Send us your throughput and we design the system."
        action={<a href="/en/aboutUs/contactUs">Contact us</a>}
      />,
    )
    expect(screen.getByRole('region', { name: 'Plan your next warehouse with us' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Plan your next warehouse with us',
    )
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeTruthy()
  })
})
