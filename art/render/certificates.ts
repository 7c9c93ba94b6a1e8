/**
 * Our certificates as the documents they are, each kind in its own form (`kind` in
 * certificate-texts.ts): a certification body's system certificate (guilloche, seal, QR code),
 * a European test body's attestation (a table of what was assessed, a blue ink stamp), a software
 * appraisal's result (the level reached among five), a state accreditation on red-bordered paper,
 * and brass plaques for the wall. Laid out in HTML and photographed by headless Chromium, written
 * as assets/renders/site/certificate-<id>.avif (the certification page's gallery):
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

function systemCertificate(c: Certificate, index: number): string {
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

const HOLDER = {
  zh: '星桥智能物流科技股份有限公司',
  en: 'Starbridge Logistics Automation Co., Ltd.',
}
const SERIF = "'Noto Serif CJK SC','Noto Sans CJK SC','DejaVu Serif',serif"
const SANS = "'Noto Sans CJK SC','DejaVu Sans',sans-serif"

/** A round ink stamp with the issuer's name around its rim and `middle` inside (no star). */
function inkStamp(text: string, middle: string, color: string): string {
  const letters = [...text]
  const step = 320 / Math.max(letters.length, 1)
  const chars = letters
    .map((ch, i) => {
      const a = -160 + step * (i + 0.5)
      return `<text transform="rotate(${a.toFixed(1)} 80 80) translate(80 22)" text-anchor="middle" font-size="11" font-weight="700" fill="${color}">${ch}</text>`
    })
    .join('')
  return `<svg viewBox="0 0 160 160" width="150" height="150" style="transform:rotate(11deg);opacity:.8;mix-blend-mode:multiply">
    <circle cx="80" cy="80" r="75" fill="none" stroke="${color}" stroke-width="3"/>
    <circle cx="80" cy="80" r="50" fill="none" stroke="${color}" stroke-width="1.5"/>
    ${chars}
    <text x="80" y="76" text-anchor="middle" font-size="22" font-weight="800" fill="${color}" font-family="DejaVu Sans">${middle}</text>
    <text x="80" y="98" text-anchor="middle" font-size="11" fill="${color}" font-family="DejaVu Sans Mono">APPROVED</text>
  </svg>`
}

const shell = (background: string, css: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;width:${W}px;height:${H}px;background:${background};overflow:hidden}
  ${css}</style></head><body>${body}</body></html>`

/** A European test body's attestation: English first, a table of what was assessed, blue ink. */
function attestation(c: Certificate, index: number): string {
  const rows = [
    ['Holder / 持证人', `${HOLDER.en}<br><span class="zh">${HOLDER.zh}</span>`],
    ['Scope / 评估范围', `${c.scope.en}<br><span class="zh">${c.scope.zh}</span>`],
    ['Reference / 依据', c.number.replace(/^No\. [^·]+· /, '').replace(/ · /g, '<br>')],
    ['Certificate No. / 编号', c.number.split(' · ')[0]!.replace(/^No\. /, '')],
  ]
  return shell(
    '#cfd3d9',
    `.paper{position:absolute;inset:26px;background:#fdfdfb;box-shadow:0 8px 24px rgba(0,0,0,.25);font-family:${SANS};color:#1b2233}
    .band{height:118px;background:${c.tint};color:#fff;display:flex;align-items:center;justify-content:space-between;padding:0 64px}
    .mono{width:74px;height:74px;border:3px solid #fff;display:grid;place-items:center;font:800 22px 'DejaVu Sans';letter-spacing:.05em}
    .body-name{font-size:26px;font-weight:700;letter-spacing:.02em}.body-zh{font-size:15px;opacity:.85;margin-top:4px}
    h1{margin:46px 64px 0;font-size:46px;letter-spacing:.06em;color:${c.tint}}
    .h1-zh{margin:6px 64px 0;font-size:20px;color:#4a5468;letter-spacing:.2em}
    table{margin:38px 64px 0;border-collapse:collapse;width:calc(100% - 128px);font-size:20px;line-height:1.5}
    td{border-top:1px solid #c9ced8;padding:16px 14px 16px 0;vertical-align:top}td:first-child{width:250px;color:#56607a;font-size:16px}
    .zh{color:#56607a;font-size:16px}
    .foot{position:absolute;left:64px;right:64px;bottom:44px;display:flex;justify-content:space-between;align-items:flex-end;font-size:14px;color:#3b4356}
    .line{border-top:1px solid #6b7385;width:240px;padding-top:4px}
    .stamp{position:absolute;left:420px;bottom:40px}`,
    `<div class="paper">
      <div class="band"><div><div class="body-name">${c.issuer.en}</div><div class="body-zh">${c.issuer.zh}</div></div><div class="mono">EMCS</div></div>
      <h1>${c.title.en.toUpperCase()}</h1><div class="h1-zh">${c.title.zh}</div>
      <table>${rows.map(([k, v]) => `<tr><td>${k}</td><td>${v}</td></tr>`).join('')}</table>
      <div class="foot">
        <div>${signature(21 + index * 13)}<div class="line">${c.signer.en} / ${c.signer.zh}</div></div>
        <div style="text-align:right">Issued / 签发: ${c.issued}<br>Valid until / 有效期至: ${c.validUntil}</div>
      </div>
      <div class="stamp">${inkStamp(c.issuer.en.toUpperCase(), 'EMCS', c.sealColor)}</div>
    </div>`,
  )
}

/** A software appraisal's result: the level reached shown among the five, English first. */
function appraisal(c: Certificate, index: number): string {
  const levels = [1, 2, 3, 4, 5]
    .map(
      (l) =>
        `<div class="lv ${l <= 3 ? 'on' : ''}" style="height:${40 + l * 26}px"><span>${l}</span></div>`,
    )
    .join('')
  return shell(
    '#d3d6d3',
    `.paper{position:absolute;inset:26px;background:#fff;box-shadow:0 8px 24px rgba(0,0,0,.25);font-family:${SANS};color:#17232a;display:flex}
    .side{width:150px;background:${c.tint};position:relative}
    .side::after{content:'';position:absolute;left:0;right:0;top:60px;height:6px;background:#f5a524}
    .main{flex:1;padding:64px 72px 0;position:relative}
    .issuer{font-size:17px;letter-spacing:.14em;text-transform:uppercase;color:${c.tint};font-weight:700}
    .issuer-zh{font-size:15px;color:#5a6b70;margin-top:4px}
    h1{font-size:42px;margin:34px 0 4px;font-weight:800}.h1-zh{font-size:20px;color:#5a6b70;letter-spacing:.12em}
    .holder{margin-top:30px;font-size:24px;font-weight:700}.holder-zh{font-size:17px;color:#3b4a50;margin-top:2px}
    .scope{margin-top:18px;font-size:16px;line-height:1.6;max-width:640px;color:#2b3a40}
    .levels{position:absolute;right:80px;top:150px;display:flex;align-items:flex-end;gap:12px}
    .lv{width:46px;background:#e3e8e8;display:flex;align-items:flex-end;justify-content:center;color:#7b8a8e;font:700 18px 'DejaVu Sans';padding-bottom:8px;box-sizing:border-box}
    .lv.on{background:${c.tint};color:#fff}
    .ml{position:absolute;right:80px;top:370px;width:290px;text-align:center;font-size:30px;font-weight:800;color:${c.tint}}
    .ml small{display:block;font-size:15px;color:#5a6b70;font-weight:400;margin-top:4px}
    .foot{position:absolute;left:72px;right:72px;bottom:48px;display:flex;justify-content:space-between;align-items:flex-end;font-size:14px;color:#3b4a50}
    .line{border-top:1px solid #6b7385;width:240px;padding-top:4px}
    .no{font-family:'DejaVu Sans Mono',monospace;font-size:13px;color:#5a6b70;margin-top:14px}`,
    `<div class="paper"><div class="side"></div><div class="main">
      <div class="issuer">${c.issuer.en}</div><div class="issuer-zh">${c.issuer.zh}</div>
      <h1>${c.title.en}</h1><div class="h1-zh">${c.title.zh}</div>
      <div class="holder">${HOLDER.en}</div><div class="holder-zh">${HOLDER.zh}</div>
      <div class="scope">${c.scope.en}<br><span style="color:#5a6b70">${c.scope.zh}</span></div>
      <div class="no">${c.number}</div>
      <div class="levels">${levels}</div>
      <div class="ml">Maturity Level 3<small>成熟度 3 级 · 已定义级 / Defined</small></div>
      <div class="foot">
        <div>${signature(29 + index * 13)}<div class="line">${c.signer.en} / ${c.signer.zh}</div></div>
        <div>Appraisal completed / 评估完成: ${c.issued}<br>Valid until / 有效期至: ${c.validUntil}</div>
        ${qr(index)}
      </div>
    </div></div>`,
  )
}

/** A state accreditation: red ornamental border, the title in red, the authority's red seal. */
function stateCertificate(c: Certificate): string {
  const corner = (rot: number, pos: string) =>
    `<svg viewBox="0 0 90 90" width="90" height="90" style="position:absolute;${pos};transform:rotate(${rot}deg)"><path d="M6 84V6h78M18 84V18h66M30 84c0-30 24-54 54-54M6 6l24 24" fill="none" stroke="#b8862b" stroke-width="3"/><circle cx="30" cy="30" r="6" fill="#b8862b"/></svg>`
  return shell(
    '#d8d2c8',
    `.paper{position:absolute;inset:26px;background:radial-gradient(circle at 50% 40%,#fffaf0 0,#f7eddb 70%,#efe2c8 100%);box-shadow:0 8px 24px rgba(0,0,0,.25);font-family:${SERIF};color:#2a1a14}
    .frame{position:absolute;inset:26px;border:14px solid ${c.tint};box-shadow:inset 0 0 0 4px #f7eddb,inset 0 0 0 7px #b8862b}
    .inner{position:absolute;inset:90px 130px;text-align:center}
    h1{font-size:66px;margin:20px 0 0;letter-spacing:.35em;color:${c.tint}}
    .h1-en{font-size:17px;letter-spacing:.3em;color:#7a5a3a;text-transform:uppercase;margin-top:6px}
    .no{position:absolute;right:24px;top:-14px;font-size:15px;color:#5a4636;font-family:'DejaVu Sans Mono',monospace}
    .holder{margin-top:48px;font-size:32px;font-weight:700}.holder-en{font-size:16px;color:#5a4636;margin-top:4px}
    .body{margin:30px auto 0;font-size:21px;line-height:1.8;max-width:900px}
    .body-en{font-size:15px;color:#5a4636;max-width:900px;margin:8px auto 0;line-height:1.5}
    .foot{position:absolute;right:0;bottom:0;text-align:center;font-size:19px;line-height:1.7}
    .foot small{display:block;font-size:13px;color:#5a4636}
    .date{position:absolute;left:0;bottom:0;text-align:left;font-size:16px;color:#5a4636;line-height:1.6}
    .seal{position:absolute;right:20px;bottom:-30px}`,
    `<div class="paper"><div class="frame"></div>
      ${corner(0, 'left:48px;top:48px')}${corner(90, 'right:48px;top:48px')}${corner(270, 'left:48px;bottom:48px')}${corner(180, 'right:48px;bottom:48px')}
      <div class="inner">
        <div class="no">证书编号：${c.number.replace(/^No\. /, '')}</div>
        <h1>${c.title.zh}</h1><div class="h1-en">${c.title.en}</div>
        <div class="holder">${HOLDER.zh}</div><div class="holder-en">${HOLDER.en}</div>
        <div class="body">${c.scope.zh}</div><div class="body-en">${c.scope.en}</div>
        <div class="date">发证时间：${c.issued}<br>有效期：三年（至 ${c.validUntil}）</div>
        <div class="foot">${c.issuer.zh}<small>${c.issuer.en}</small></div>
        <div class="seal">${seal(c.issuer.zh, c.sealColor)}</div>
      </div>
    </div>`,
  )
}

/** A brass plaque on a wall: engraved title in red, the holder and the authority in black. */
function plaque(c: Certificate): string {
  const screws = [
    [34, 34],
    [34, 'calc(100% - 56px)'],
    ['calc(100% - 56px)', 34],
    ['calc(100% - 56px)', 'calc(100% - 56px)'],
  ]
    .map(
      ([x, y]) =>
        `<div class="screw" style="left:${typeof x === 'number' ? `${x}px` : x};top:${typeof y === 'number' ? `${y}px` : y}"></div>`,
    )
    .join('')
  const year = c.issued.slice(0, 4)
  // engraved Chinese text takes Chinese quotation marks
  const title = c.title.zh.replace(/"([^"]+)"/g, '“$1”')
  return shell(
    'radial-gradient(ellipse at 50% 30%,#e9e6df 0,#cfcac0 80%)',
    `.plaque{position:absolute;left:130px;top:95px;width:1140px;height:800px;border-radius:6px;
      background:repeating-linear-gradient(90deg,rgba(255,255,255,.07) 0 1px,rgba(0,0,0,.04) 1px 3px),
        linear-gradient(135deg,#f3d98a 0,#d6aa4c 28%,#f0d58c 52%,#b98a32 78%,#e2c072 100%);
      box-shadow:0 22px 40px rgba(0,0,0,.35),inset 0 0 0 3px rgba(255,240,200,.6),inset 0 0 0 14px rgba(150,105,30,.35);
      font-family:${SERIF};text-align:center;color:#3a2608}
    .screw{position:absolute;width:22px;height:22px;border-radius:50%;background:radial-gradient(circle at 35% 35%,#fff6d8,#a57a2a 70%);box-shadow:0 1px 2px rgba(0,0,0,.5)}
    .engrave{text-shadow:0 1px 0 rgba(255,240,200,.7),0 -1px 0 rgba(80,50,0,.35)}
    .issuer{margin-top:86px;font-size:30px;letter-spacing:.3em}
    h1{margin:52px 0 0;font-size:${Math.min(86, Math.floor(900 / [...title].length))}px;letter-spacing:.12em;color:#b3121f;font-weight:800}
    .h1-en{font-size:20px;letter-spacing:.22em;text-transform:uppercase;margin-top:12px;color:#5a3c10}
    .holder{margin-top:64px;font-size:40px;font-weight:700;letter-spacing:.12em}
    .holder-en{font-size:19px;margin-top:8px;letter-spacing:.08em;color:#5a3c10}
    .year{position:absolute;left:0;right:0;bottom:70px;font-size:24px;letter-spacing:.3em}`,
    `<div class="plaque">${screws}
      <div class="issuer engrave">${c.issuer.zh}</div>
      <h1 class="engrave">${title}</h1><div class="h1-en engrave">${c.title.en}</div>
      <div class="holder engrave">${HOLDER.zh}</div><div class="holder-en engrave">${HOLDER.en}</div>
      <div class="year engrave">${c.issuer.zh} · ${year} · ${c.number.replace(/^No\. /, '')}</div>
    </div>`,
  )
}

function page(c: Certificate, index: number): string {
  switch (c.kind) {
    case 'system':
      return systemCertificate(c, index)
    case 'attestation':
      return attestation(c, index)
    case 'appraisal':
      return appraisal(c, index)
    case 'state':
      return stateCertificate(c)
    case 'plaque':
      return plaque(c)
  }
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
