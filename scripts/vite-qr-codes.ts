/**
 * QR codes of the site's own URLs, generated at build time into public/qr/ (git-ignored):
 * the home page (official account card) and the video page (video channel card). Unprefixed
 * paths, so that the phone that scans them gets its own language.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import QRCode from 'qrcode'

export const footerQrCodes = [
  { file: 'home.svg', path: '/' },
  { file: 'video.svg', path: '/aboutUs/videoDetails' },
] as const

export async function writeQrCodes(root: string, origin: string) {
  const dir = join(root, 'public', 'qr')
  mkdirSync(dir, { recursive: true })
  for (const code of footerQrCodes) {
    const svg = await QRCode.toString(new URL(code.path, origin).href, {
      type: 'svg',
      margin: 1,
      errorCorrectionLevel: 'M',
      color: { dark: '#0b2545', light: '#ffffff' },
    })
    writeFileSync(join(dir, code.file), svg)
  }
}
