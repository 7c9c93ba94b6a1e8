// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { BreakableText } from './breakable-text'
import { Heading } from './heading'

afterEach(cleanup)

const marks = /[\u200b\u2060]/

describe('BreakableText', () => {
  it('renders phrase breaks as <wbr> and keeps Chinese from breaking elsewhere', () => {
    const { container } = render(
      <p>
        <BreakableText text={'智能\u200b物流，\u200b端到端的\u200b工程\u200b实践'} />
      </p>,
    )
    const span = container.querySelector('[data-slot="breakable"]')
    expect(span?.className).toContain('break-keep')
    expect(container.querySelectorAll('wbr')).toHaveLength(4)
    expect(container.textContent).toBe('智能物流，端到端的工程实践')
    expect(container.innerHTML).not.toMatch(marks)
  })

  it('renders a joined word as one no-wrap span', () => {
    const { container } = render(<BreakableText text={'ระบบ\u200bพา\u2060เลท\u200bแบบ'} />)
    const whole = container.querySelector('.whitespace-nowrap')
    expect(whole?.textContent).toBe('พาเลท')
    expect(container.textContent).toBe('ระบบพาเลทแบบ')
    expect(container.innerHTML).not.toMatch(marks)
  })

  it('returns a string without marks as it is', () => {
    const { container } = render(<BreakableText text="Intelligent logistics" />)
    expect(container.innerHTML).toBe('Intelligent logistics')
  })
})

describe('Heading', () => {
  it('breaks its own text and the text of the link inside it', () => {
    render(
      <>
        <Heading level={1}>{'端到端\u200b解决方案'}</Heading>
        <Heading level={2}>
          <a href="/zh-CN/caseDetails?id=1">{'烟草\u200b物流中心'}</a>
        </Heading>
      </>,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('端到端解决方案')
    const link = screen.getByRole('link', { name: '烟草物流中心' })
    expect(link.querySelector('wbr')).not.toBeNull()
    expect(document.body.innerHTML).not.toMatch(marks)
  })
})
