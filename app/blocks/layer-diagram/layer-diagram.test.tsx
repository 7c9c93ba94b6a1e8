// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LayerDiagram } from './layer-diagram'
import { layoutDiagram, wrapLabel } from './layout'

afterEach(cleanup)

const props = {
  title: '自动化配送中心架构',
  description: '货物从收货月台进入立体库。',
  rows: [
    { nodes: ['ERP · TMS'] },
    { nodes: ['StarOS WMS Cloud', 'StarWCS Control'] },
    { nodes: ['收货月台', '托盘立体库', '发货月台'], flow: true, tone: 'field' as const },
  ],
  aside: ['Digital Twin Studio'],
  legend: { goods: '货物流', data: '数据与控制' },
}

describe('LayerDiagram', () => {
  it('is an image named by its title and described with its layers and flow', () => {
    render(<LayerDiagram layout={layoutDiagram(props)} />)
    const image = screen.getByRole('img', { name: props.title })
    const desc = image.querySelector('desc')?.textContent
    expect(desc).toContain(props.description)
    expect(desc).toContain('收货月台 → 托盘立体库 → 发货月台')
    expect(desc).toContain('StarOS WMS Cloud, StarWCS Control')
    expect(image.getAttribute('aria-describedby')).toBe(image.querySelector('desc')?.id)
  })

  it('draws every label in the page language and the legend', () => {
    render(<LayerDiagram layout={layoutDiagram(props)} />)
    const text = screen.getByRole('img').textContent
    for (const label of ['托盘立体库', '货物流', '数据与控制', 'Digital Twin']) {
      expect(text).toContain(label)
    }
    // One arrow between each pair of flow nodes.
    expect(document.querySelectorAll('line[marker-end]')).toHaveLength(2 + 1)
  })

  it('reads top to bottom on narrow screens: the layers as a list, the flow in order', () => {
    render(<LayerDiagram layout={layoutDiagram(props)} />)
    // No sideways scroll box any more (issue 27, item 3).
    expect(screen.queryByRole('region')).toBeNull()
    const layers = screen.getByRole('list', { name: props.title })
    expect(layers.closest('.lg\\:hidden')).not.toBeNull()
    const items = Array.from(layers.children)
    expect(items).toHaveLength(3)
    const flow = Array.from(items[2]!.querySelectorAll('li:not([aria-hidden])')).map(
      (li) => li.textContent,
    )
    expect(flow).toEqual(['收货月台', '托盘立体库', '发货月台'])
    expect(items[2]!.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(2)
    expect(document.body.textContent).toContain('Digital Twin Studio')
  })
})

describe('wrapLabel', () => {
  it('keeps a short label on one line at the largest size', () => {
    expect(wrapLabel('Sorter', 120)).toEqual({ size: 15, lines: ['Sorter'] })
  })

  it('breaks Latin text between words, never inside one (Goods-to-person stays whole)', () => {
    const { lines } = wrapLabel('Goods-to-person picking station', 110)
    expect(lines.length).toBeGreaterThan(1)
    expect(lines).toContain('Goods-to-person')
    for (const width of [60, 80, 100, 130, 160])
      for (const line of wrapLabel('Goods-to-person picking station', width).lines)
        expect(['Goods-to-person', 'picking', 'station', 'picking station']).toContain(line)
  })

  it('breaks CJK and Thai text between words, never inside one', () => {
    const cjk = wrapLabel('货到人拣选工作站与分拣系统', 90)
    expect(cjk.lines.length).toBeGreaterThan(1)
    expect(cjk.lines.join('')).toBe('货到人拣选工作站与分拣系统')
    for (const line of cjk.lines) expect(line).not.toMatch(/^(站|统|选)/)
    const thai = wrapLabel('ระบบขนส่งพาเลทอัตโนมัติ', 60)
    expect(thai.lines.join('')).toBe('ระบบขนส่งพาเลทอัตโนมัติ')
    for (const line of thai.lines) expect(line).not.toMatch(/^(เลท|ส่ง|มัติ)/)
  })

  it('breaks where the server marked phrases, and draws no mark', () => {
    const { lines } = wrapLabel('端到端\u200b智能\u200b物流', 50)
    expect(lines).toEqual(['端到端', '智能', '物流'])
  })

  it('shrinks the type until a compound word longer than the box fits, never cutting it', () => {
    const { size, lines } = wrapLabel('Palettenhochregallager', 84)
    expect(size).toBeLessThan(11)
    expect(lines).toEqual(['Palettenhochregallager'])
  })
})
