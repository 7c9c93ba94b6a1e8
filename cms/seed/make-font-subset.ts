/**
 * Rebuilds the Chinese font subsets the seed's Chinese PDFs are drawn with
 * (cms/assets/fonts/noto-sans-sc-subset.ttf for body text, noto-sans-sc-bold-subset.ttf for
 * headings and section titles).
 *
 * Rerun it whenever the Chinese text of a download document changes (cms/seed/content/downloads.ts,
 * document-layouts.ts, contacts.ts, or the words of cms/seed/documents.ts), and commit the two
 * font files:
 *
 *   npx tsx cms/seed/make-font-subset.ts
 *
 * cms/seed/downloads-pdf.test.ts fails while a character is missing, and the seed refuses to draw
 * it. The subsets hold exactly the characters the Chinese documents draw in each weight (collected
 * by laying the documents out) plus ASCII and common CJK punctuation, so they stay small.
 *
 * Needs Noto Sans CJK (Debian/Ubuntu: `apt-get install fonts-noto-cjk`; or pass the font files
 * with --regular/--bold: a .ttc collection, whose Simplified Chinese face is picked, or an .otf)
 * and Python with fontTools (`apt-get install python3-fonttools` or `pip install fonttools`).
 * The outlines are converted to TrueType: @pdf-lib/fontkit 1.1 writes broken subsets of
 * CID-keyed CFF fonts. Same input, same bytes: the output does not change when the text did not.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { downloads } from './content/downloads'
import { renderDownload } from './documents'
import { cjkFontFiles } from './pdf'

/** Punctuation and signs Chinese copy commonly uses, kept so small edits need no rebuild. */
export const commonPunctuation =
  '，。、；：？！…—～·“”‘’（）《》〈〉「」『』【】〔〕［］｛｝／＼％＋－＝＜＞｜＠＃＆＊' +
  '　°±×÷²³℃‰¥￥€§№→←↑↓'

const printableAscii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i))

/**
 * The characters each subset must hold: every character the Chinese documents draw in that weight
 * (found by laying them out, cms/seed/documents.ts), ASCII and common punctuation.
 */
export async function subsetCharacters(): Promise<Record<keyof typeof cjkFontFiles, string>> {
  const sets = { regular: new Set<string>(), bold: new Set<string>() }
  const add = (set: Set<string>, text: string) => {
    for (const char of text) if (!/[\n\r\t]/.test(char)) set.add(char)
  }
  for (const d of downloads)
    await renderDownload(d, 'zh', (weight, text) => add(sets[weight], text))
  for (const set of [sets.regular, sets.bold]) add(set, printableAscii.join('') + commonPunctuation)
  const sorted = (set: Set<string>) =>
    [...set].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join('')
  return { regular: sorted(sets.regular), bold: sorted(sets.bold) }
}

/** Subsets one face with fontTools and converts its CFF outlines to TrueType (cu2qu). */
const python = String.raw`
import sys
from fontTools import subset
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTCollection, TTFont, newTable

source, textfile, out = sys.argv[1:4]
number = 0
if source.lower().endswith(('.ttc', '.otc')):
    faces = [f['name'].getDebugName(1) for f in TTCollection(source, lazy=True).fonts]
    sc = [i for i, name in enumerate(faces) if name and name.endswith(' SC')]
    if not sc:
        sys.exit('no Simplified Chinese (SC) face in %s: %s' % (source, faces))
    number = sc[0]

options = subset.Options()
options.font_number = number
options.drop_tables += ['vhea', 'vmtx', 'VORG']
options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 7, 13, 14]
options.recalc_timestamp = False
font = subset.load_font(source, options)
with open(textfile, encoding='utf-8') as f:
    text = f.read()
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=sorted({ord(c) for c in text}))
subsetter.subset(font)
missing = sorted({c for c in text} - {chr(u) for u in font.getBestCmap()})
if missing:
    sys.exit('not in %s: %s' % (source, ''.join(missing)))

if 'CFF ' in font:
    order = font.getGlyphOrder()
    glyphset = font.getGlyphSet()
    glyf = newTable('glyf')
    glyf.glyphOrder = order
    glyf.glyphs = {}
    for name in order:
        pen = TTGlyphPen(glyphset)
        glyphset[name].draw(Cu2QuPen(pen, 1.0, reverse_direction=True))
        glyf.glyphs[name] = pen.glyph()
        if glyf.glyphs[name].numberOfContours:
            glyf.glyphs[name].recalcBounds(glyf)
    # Glyph records padded to 4 bytes: fontkit's subsetter copies them and may halve the offsets.
    glyf.padding = 4
    font['loca'] = newTable('loca')
    font['glyf'] = glyf
    del font['CFF ']
    hmtx = font['hmtx']
    for name, glyph in glyf.glyphs.items():
        hmtx[name] = (hmtx[name][0], getattr(glyph, 'xMin', 0))
    maxp = newTable('maxp')
    maxp.tableVersion = 0x00010000
    maxp.numGlyphs = len(order)
    maxp.maxZones = 1
    for key in ('maxTwilightPoints', 'maxStorage', 'maxFunctionDefs', 'maxInstructionDefs',
                'maxStackElements', 'maxSizeOfInstructions', 'maxComponentElements'):
        setattr(maxp, key, 0)
    font['maxp'] = maxp
    maxp.recalc(font)
    font['post'].formatType = 3.0
    font.sfntVersion = '\x00\x01\x00\x00'
else:
    font['glyf'].padding = 4
font.recalcTimestamp = False
font.save(out)
`

function findPython(): string {
  const candidates = [process.env.PYTHON, 'python3', '/usr/bin/python3', 'python'].filter(
    (c): c is string => !!c,
  )
  for (const candidate of candidates) {
    const probe = spawnSync(candidate, ['-c', 'import fontTools'], { stdio: 'ignore' })
    if (probe.status === 0) return candidate
  }
  throw new Error(
    'Python with fontTools not found: apt-get install python3-fonttools (or pip install fonttools), or set PYTHON',
  )
}

const defaultSources = {
  regular: [
    '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
    '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
    '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc',
  ],
  bold: [
    '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
    '/usr/share/fonts/noto-cjk/NotoSansCJK-Bold.ttc',
    '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Bold.ttc',
  ],
}

export async function makeFontSubsets(
  sources: Partial<Record<keyof typeof cjkFontFiles, string>> = {},
) {
  const py = findPython()
  const outDir = join(import.meta.dirname, '../assets/fonts')
  const work = mkdtempSync(join(tmpdir(), 'font-subset-'))
  try {
    const characters = await subsetCharacters()
    for (const weight of ['regular', 'bold'] as const) {
      const source = sources[weight] ?? defaultSources[weight].find((path) => existsSync(path))
      if (!source || !existsSync(source))
        throw new Error(
          `Noto Sans CJK ${weight} not found: apt-get install fonts-noto-cjk, or pass --${weight} <file>`,
        )
      const textFile = join(work, `${weight}.txt`)
      writeFileSync(textFile, characters[weight])
      const out = join(outDir, cjkFontFiles[weight])
      const run = spawnSync(py, ['-c', python, source, textFile, out], { encoding: 'utf8' })
      if (run.status !== 0) throw new Error(`fontTools failed for ${source}:\n${run.stderr}`)
      console.log(
        `${out}: ${[...characters[weight]].length} characters, ${Math.round(statSync(out).size / 1024)} KB (from ${source})`,
      )
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { regular: { type: 'string' }, bold: { type: 'string' } },
  })
  await makeFontSubsets(values)
}
