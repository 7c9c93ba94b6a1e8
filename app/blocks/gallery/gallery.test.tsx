// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { Gallery } from './gallery'

afterEach(cleanup)

const images = ['ISO 9001', 'ISO 14001', 'CE machinery'].map((caption, i) => ({
  src: `/cert-${i}.svg`,
  width: 300,
  height: 420,
  alt: `${caption} certificate`,
  caption,
}))
const labels = {
  open: (caption: string) => `Enlarge: ${caption}`,
  close: 'Close',
  previous: 'Previous',
  next: 'Next',
  position: (index: number, total: number) => `${index} / ${total}`,
}

describe('Gallery', () => {
  it('holds only phrasing content in its buttons (no <div> in a <button>)', () => {
    const { container } = render(<Gallery images={images} labels={labels} />)
    const buttons = container.querySelectorAll('button')
    expect(buttons).toHaveLength(3)
    for (const button of buttons) {
      expect(button.querySelector('div, p, figure, ul, section')).toBeNull()
      expect(button.querySelector('img')).toBeTruthy()
    }
  })

  it('opens with the keyboard, steps with arrow keys, closes with Escape and returns focus', async () => {
    const user = userEvent.setup()
    render(<Gallery images={images} labels={labels} />)
    const second = screen.getByRole('button', { name: 'Enlarge: ISO 14001' })
    second.focus()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'ISO 14001' })
    expect(dialog.textContent).toContain('2 / 3')
    expect(screen.getByRole('img', { name: 'ISO 14001 certificate' })).toBeTruthy()

    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('dialog').textContent).toContain('3 / 3')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('dialog').textContent).toContain('1 / 3')
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('dialog').textContent).toContain('3 / 3')

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(second)
  })

  it('the buttons step too, and Close closes', async () => {
    const user = userEvent.setup()
    render(<Gallery images={images} labels={labels} />)
    await user.click(screen.getByRole('button', { name: 'Enlarge: ISO 9001' }))
    // The lightbox loads on first use.
    await user.click(await screen.findByRole('button', { name: 'Next' }))
    expect(screen.getByRole('dialog').textContent).toContain('2 / 3')
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(screen.getByRole('dialog').textContent).toContain('1 / 3')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
