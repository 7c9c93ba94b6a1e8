/**
 * The download center's covers: the first page of each download's real PDF, in each of its
 * languages, as a portrait AVIF in cms/assets/images/ (`document-<file>-<language>.avif`), then
 * both manifests:
 *
 *     npx tsx art/render/document-covers.ts
 *
 * The PDFs are the ones the seed writes (cms/seed/documents.ts, reproducible byte for byte);
 * Poppler's `pdftoppm` (Debian: poppler-utils) draws their first page. Re-run it when a
 * document's cover changes; `cms/images.test.ts` checks that every download has its cover. A
 * development tool, not part of the build or of CI; see docs/imagery.md.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { downloads } from '../../cms/seed/content/downloads'
import { renderDownload } from '../../cms/seed/documents'
import { CMS_DIR, documentCovers, DOCUMENT_COVER, writeManifests } from './manifest'

const work = mkdtempSync(join(tmpdir(), 'document-covers-'))
try {
  for (const cover of documentCovers()) {
    const d = downloads.find((x) => x.fileName === cover.fileName)!
    const { bytes } = await renderDownload(d, cover.language)
    const pdf = join(work, 'document.pdf')
    writeFileSync(pdf, bytes)
    // Twice the cover's width, reduced with Lanczos: clean type at a card's size.
    execFileSync('pdftoppm', [
      '-f',
      '1',
      '-l',
      '1',
      '-png',
      '-singlefile',
      '-scale-to-x',
      String(DOCUMENT_COVER.width * 2),
      '-scale-to-y',
      '-1',
      pdf,
      join(work, 'page'),
    ])
    const page = readFileSync(join(work, 'page.png'))
    const avif = await sharp(page)
      .resize(DOCUMENT_COVER.width, DOCUMENT_COVER.height, { kernel: 'lanczos3', fit: 'fill' })
      .avif({ quality: 60, effort: 6, chromaSubsampling: '4:4:4' })
      .toBuffer()
    writeFileSync(join(CMS_DIR, `${cover.name}.avif`), avif)
    console.log(`${cover.name}: ${(avif.length / 1024).toFixed(0)} KB`)
  }
  writeManifests()
} finally {
  rmSync(work, { recursive: true, force: true })
}
