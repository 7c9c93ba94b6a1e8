/**
 * Our certificates as documents (paper, guilloche border, issuing body, number, scope, dates,
 * signature and seal), laid out in HTML and photographed by headless Chromium, written as
 * assets/renders/site/certificate-<id>.avif (replacing public/certificates/<id>.svg):
 *
 *     npx tsx art/render/certificates.ts
 *
 * The issuing bodies and numbers are those of our records as shown on the site's mock-ups; the
 * page draws no logo of any other company. A development tool like render.ts (docs/imagery.md).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import sharp from 'sharp'
import { writeManifests, SITE_DIR } from './manifest'
import { certificates, type Certificate } from './certificate-texts'

const W = 1400
const H = 990

function seal(text: string, color: string): string {
  const letters = [...text]
  const step = 300 / Math.max(letters.length, 1)
  const chars = letters
    .map((ch, i) => {
      const a = -150 + step * (i + 0.5)
      return `<text transform="rotate(${a.toFixed(1)} 80 80) translate(80 24)" text-anchor="middle" font-size="15" font-weight="700" fill="${color}">${ch}</text>`
    })
    .join('')
  return `<svg viewBox="0 0 160 160" width="170" height="170" style="transform:rotate(-8deg);opacity:.86;mix-blend-mode:multiply">
    <circle cx="80" cy="80" r="74" fill="none" stroke="${color}" stroke-width="5"/>
    <circle cx="80" cy="80" r="66" fill="none" stroke="${color}" stroke-width="1.5"/>
    ${chars}
    <path d="M80 56l7 21h22l-18 13 7 21-18-13-18 13 7-21-18-13h22z" fill="${color}"/>
  </svg>`
}

function signature(seed: number): string {
  let state = 11 + seed * 7919
  const random = () => (state = (state * 48271) % 2147483647) / 2147483647
  let x = 12
  let d = `M${x} ${44 + random() * 8}`
  for (let i = 0; i < 9; i++) {
    const up = 12 + random() * 26
    const nx = x + 12 + random() * 16
    d += ` C${x + 4} ${40 - up}, ${nx - 10} ${40 - up}, ${nx - 4} ${42}`
    d += ` S${nx + 2} ${50 + random() * 10}, ${nx} ${38 + random() * 6}`
    x = nx
  }
  d += ` M${12 + random() * 20} ${58} Q${x * 0.6} ${48 + random() * 10}, ${x + 14} ${52}`
  return `<svg viewBox="0 0 240 80" width="210" height="70"><path d="${d}" fill="none" stroke="#1c2a4a" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>`
}

/** A verification code: a seeded module pattern with three finder squares (it encodes nothing). */
function qr(seed: number): string {
  let state = 7 + seed * 977
  const random = () => (state = (state * 48271) % 2147483647) / 2147483647
  const n = 25
  const cells: string[] = []
  const finder = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="7" height="7" fill="#1e2433"/><rect x="${x + 1}" y="${y + 1}" width="5" height="5" fill="#fff"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3" fill="#1e2433"/>`
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      const inFinder = (x < 8 && y < 8) || (x > n - 9 && y < 8) || (x < 8 && y > n - 9)
      if (!inFinder && random() > 0.52)
        cells.push(`<rect x="${x}" y="${y}" width="1" height="1" fill="#1e2433"/>`)
    }
  return `<svg viewBox="-2 -2 ${n + 4} ${n + 4}" width="96" height="96" shape-rendering="crispEdges"><rect x="-2" y="-2" width="${n + 4}" height="${n + 4}" fill="#fff"/>${cells.join('')}${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}</svg>`
}

function page(c: Certificate, index: number): string {
  const guilloche = Array.from({ length: 36 }, (_, i) => {
    const r = 300 + i * 6
    return `<ellipse cx="700" cy="495" rx="${r}" ry="${r * 0.42}" transform="rotate(${i * 5} 700 495)" fill="none" stroke="${c.tint}" stroke-opacity=".07"/>`
  }).join('')
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;width:${W}px;height:${H}px;background:#d9d6cf}
  .paper{position:absolute;inset:26px;background:
    radial-gradient(circle at 30% 20%, #fffdf6 0, #f8f4e8 55%, #efe9d8 100%);
    box-shadow:0 8px 24px rgba(0,0,0,.25);font-family:'Noto Serif CJK SC','Noto Sans CJK SC','DejaVu Serif',serif;color:#1e2433}
  .frame{position:absolute;inset:28px;border:10px double ${c.tint};outline:1px solid ${c.tint};outline-offset:-22px}
  .bg{position:absolute;inset:0}
  .inner{position:absolute;inset:70px 96px;display:flex;flex-direction:column;align-items:center;text-align:center}
  .issuer{font-size:22px;letter-spacing:.12em;color:${c.tint};font-weight:700}
  .issuer-en{font-size:14px;letter-spacing:.2em;color:#56607a;margin-top:4px;text-transform:uppercase}
  h1{font-size:54px;margin:26px 0 2px;letter-spacing:.3em;color:#1e2433}
  .h1-en{font-size:18px;letter-spacing:.35em;color:#56607a;text-transform:uppercase}
  .no{margin-top:14px;font-size:15px;color:#56607a;font-family:'DejaVu Sans Mono',monospace}
  .holder{margin-top:26px;font-size:30px;font-weight:700}
  .holder-en{font-size:17px;color:#3b4356;margin-top:4px}
  .body{margin-top:22px;font-size:19px;line-height:1.7;max-width:980px}
  .body-en{font-size:15px;line-height:1.55;color:#3b4356;max-width:980px;margin-top:8px}
  .foot{position:absolute;left:0;right:0;bottom:0;display:flex;justify-content:space-between;align-items:flex-end;font-size:15px;color:#3b4356;text-align:left}
  .sign{display:flex;flex-direction:column;gap:2px}
  .line{border-top:1px solid #6b7385;width:220px;padding-top:4px}
  .sealbox{position:absolute;left:560px;bottom:70px}
  </style></head><body><div class="paper">
    <svg class="bg" viewBox="0 0 ${W - 52} ${H - 52}" preserveAspectRatio="none">${guilloche}</svg>
    <div class="frame"></div>
    <div class="inner">
      <div class="issuer">${c.issuer.zh}</div>
      <div class="issuer-en">${c.issuer.en}</div>
      <h1>${c.title.zh}</h1>
      <div class="h1-en">${c.title.en}</div>
      <div class="no">${c.number}</div>
      <div class="holder">星桥智能物流科技股份有限公司</div>
      <div class="holder-en">Starbridge Logistics Automation Co., Ltd.</div>
      <div class="body">${c.scope.zh}</div>
      <div class="body-en">${c.scope.en}</div>
      <div class="foot">
        <div class="sign">${signature(17 + index * 13)}<div class="line">${c.signer.zh}<br>${c.signer.en}</div></div>
        <div>发证日期 Issued: ${c.issued}<br>有效期至 Valid until: ${c.validUntil}</div>
        ${qr(index)}
      </div>
    </div>
    <div class="sealbox">${seal(c.issuer.zh, c.sealColor)}</div>
  </div></body></html>`
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
})
try {
  const context = await browser.newContext({
    viewport: { width: W, height: H },
    deviceScaleFactor: 1,
  })
  const tab = await context.newPage()
  mkdirSync(SITE_DIR, { recursive: true })
  for (const [index, c] of certificates.entries()) {
    await tab.setContent(page(c, index))
    const png = await tab.screenshot({ type: 'png' })
    const avif = await sharp(png).resize(1200).avif({ quality: 60, effort: 6 }).toBuffer()
    writeFileSync(join(SITE_DIR, `certificate-${c.id}.avif`), avif)
    console.log(`certificate-${c.id}: ${Math.round(avif.length / 1024)} KB`)
  }
} finally {
  await browser.close()
}
writeManifests()
