/**
 * The files the build writes into `public/` (git-ignored) before the client is bundled, so that
 * they are served like every public file: the footer's QR codes (`vite-qr-codes.ts`) and the tab
 * and home-screen icons (`vite-site-icons.ts`).
 */
import type { Plugin } from 'vite'
import { writeQrCodes } from './vite-qr-codes.ts'
import { writeSiteIcons } from './vite-site-icons.ts'

export function publicFilesPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'starbridge:public-files',
    configResolved(config) {
      root = config.root
    },
    async buildStart() {
      await writeQrCodes(root, process.env.PUBLIC_SITE_URL || 'http://localhost:3000')
      await writeSiteIcons(root)
    },
  }
}
