// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Hero } from './hero'

afterEach(cleanup)

describe('Hero', () => {
  it('is the page h1 with its lead, actions and an eager, high-priority image', () => {
    render(
      <Hero
        eyebrow="Intralogistics"
        heading="Warehouses that run themselves"
        lead="Stacker cranes, AGVs and software from one engineer team."
        actions={<button type="button">Talk to an engineer</button>}
        image={{ src: '/hero.svg', width: 640, height: 480, alt: 'An automated warehouse' }}
      />,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Warehouses that run themselves',
    )
    expect(screen.getByRole('button', { name: 'Talk to an engineer' })).toBeTruthy()
    const image = screen.getByRole('img', { name: 'An automated warehouse' })
    expect(image.getAttribute('loading')).toBe('eager')
    expect(image.getAttribute('fetchpriority')).toBe('high')
    expect(image.getAttribute('width')).toBe('640')
    expect(image.getAttribute('height')).toBe('480')
  })
})
