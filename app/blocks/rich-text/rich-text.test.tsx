// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithRouter } from '../../lib/render-with-router'
import { RichText } from './rich-text'

afterEach(cleanup)

describe('RichText', () => {
  it('renders the sanitized body as structure, in its language', async () => {
    await renderWithRouter(
      <RichText
        lang="zh-CN"
        html='<h2>项目成效</h2><table><thead><tr><th scope="col">指标</th></tr></thead><tbody><tr><td>99.9%</td></tr></tbody></table>'
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: '项目成效' })).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: '指标' })).toBeTruthy()
    expect(document.querySelector('[data-block="rich-text"]')?.getAttribute('lang')).toBe('zh-CN')
  })

  it('follows a link of the body to one of our pages in the browser, not a file or another site', async () => {
    const { router } = await renderWithRouter(
      <RichText html='<p><a href="/en/aboutUs">About</a> <a href="https://example.com/">Elsewhere</a> <a href="/files/report.pdf" download>Report</a></p>' />,
    )
    // Another site and a download: the browser's (the click is not prevented).
    expect(fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }))).toBe(true)
    expect(fireEvent.click(screen.getByRole('link', { name: 'Report' }))).toBe(true)
    expect(fireEvent.click(screen.getByRole('link', { name: 'About' }))).toBe(false)
    await expect.poll(() => router.history.location.pathname).toBe('/en/aboutUs')
  })
})
