/**
 * Renders the stills of art/render/stills.ts with three.js in headless Chromium (SwiftShader)
 * and writes them as AVIF, with their manifests:
 *
 *     npx tsx art/render/render.ts [--preview] [name-or-prefix ...]
 *
 * Each still is rendered at 2x its size (supersampling for clean edges), reduced with Lanczos
 * by sharp and encoded as AVIF; the quality is lowered step by step until the file fits its
 * budget (heroes 200 KB at 1920 px, other pictures 120 KB). `--preview` writes quick PNGs at a
 * third of the size to /tmp/render-preview/ instead, to judge framing. A development tool, not
 * part of the build or of CI; see docs/imagery.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { dataUrlBytes, openRenderer, waitForBench } from './browser'
import { writeManifests, SITE_DIR, CMS_DIR } from './manifest'
import { cmsStills, stills, type Still } from './stills'

const args = process.argv.slice(2)
const preview = args.includes('--preview')
const filters = args.filter((a) => !a.startsWith('--'))
const SUPERSAMPLE = Number(process.env.SUPERSAMPLE ?? 2)
const all = [...stills, ...cmsStills]
const chosen = all.filter((s) => filters.length === 0 || filters.some((f) => s.name.startsWith(f)))

function budget(still: Still): number {
  return still.width >= 1920 ? 200 * 1024 : 120 * 1024
}

async function encode(png: Buffer, still: Still): Promise<Buffer> {
  const resized = await sharp(png)
    .resize(still.width, still.height, { kernel: 'lanczos3' })
    .toBuffer()
  for (let quality = 62; ; quality -= 6) {
    const avif = await sharp(resized)
      .avif({ quality, effort: 6, chromaSubsampling: '4:4:4' })
      .toBuffer()
    if (avif.length <= budget(still) || quality <= 32) return avif
  }
}

const renderer = await openRenderer()
try {
  for (const still of chosen) {
    await waitForBench()
    const scale = preview ? 1 / 3 : SUPERSAMPLE
    const started = Date.now()
    const url: string = await renderer.page.evaluate(
      (a) => (window as unknown as { shoot: (x: unknown) => string }).shoot(a),
      {
        scene: still.scene,
        params: still.params ?? {},
        width: Math.round(still.width * scale),
        height: Math.round(still.height * scale),
      },
    )
    const png = dataUrlBytes(url)
    if (preview) {
      mkdirSync('/tmp/render-preview', { recursive: true })
      writeFileSync(`/tmp/render-preview/${still.name}.png`, png)
      console.log(`${still.name}: preview in ${Date.now() - started} ms`)
      continue
    }
    const avif = await encode(png, still)
    const dir = still.target === 'site' ? SITE_DIR : CMS_DIR
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, `${still.name}.avif`), avif)
    console.log(
      `${still.name}: ${still.width}x${still.height}, ${Math.round(avif.length / 1024)} KB, rendered in ${Date.now() - started} ms`,
    )
  }
} finally {
  await renderer.close()
}
if (!preview) writeManifests()
