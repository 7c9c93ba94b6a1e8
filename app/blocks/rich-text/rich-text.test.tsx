// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { RichText } from './rich-text'

afterEach(cleanup)

describe('RichText', () => {
  it('renders the sanitized body as structure, in its language', () => {
    render(
      <RichText
        lang="zh-CN"
        html='<h2>项目成效</h2><table><thead><tr><th scope="col">指标</th></tr></thead><tbody><tr><td>99.9%</td></tr></tbody></table>'
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: '项目成效' })).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: '指标' })).toBeTruthy()
    expect(document.querySelector('[data-block="rich-text"]')?.getAttribute('lang')).toBe('zh-CN')
  })
})
