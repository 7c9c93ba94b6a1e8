/**
 * Our illustrations: optimized SVG (svgo finds nothing left to remove), small, with their own
 * width and height, and no words baked in (labels belong to the page, in 13 languages).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { optimize, type Config } from 'svgo'
import { describe, expect, it } from 'vitest'
import config from '../../svgo.config.mjs'

const publicDir = join(import.meta.dirname, '../../public/illustrations')
const files = readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.svg'))
  .map((file) => join(publicDir, file))

describe('illustrations', () => {
  it('exist', () => {
    expect(files.length).toBeGreaterThan(10)
  })

  it.each(files)('%s is optimized, under 60 KB, sized and free of text', (file) => {
    expect(statSync(file).size).toBeLessThanOrEqual(60 * 1024)
    const svg = readFileSync(file, 'utf8')
    const root = svg.match(/<svg[^>]*>/)?.[0] ?? ''
    expect(root).toMatch(/\sviewBox="[\d. ]+"/)
    expect(root).toMatch(/\swidth="\d+"/)
    expect(root).toMatch(/\sheight="\d+"/)
    expect(svg).not.toMatch(/<text[\s>]/)
    const optimized = optimize(svg, { ...(config as Config), path: file }).data
    expect(optimized.length).toBeGreaterThanOrEqual(Math.floor(svg.length * 0.99))
  })
})
