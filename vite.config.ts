import { paraglideVitePlugin } from '@inlang/paraglide-js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { buildInfoPlugin } from './scripts/vite-build-info.ts'
import { qrCodesPlugin } from './scripts/vite-qr-codes.ts'

export default defineConfig({
  server: { port: 3000 },
  plugins: [
    qrCodesPlugin(),
    paraglideVitePlugin({
      project: './project.inlang',
      outdir: './app/paraglide',
      // Locale resolution is ours: the route on the server, the URL (or
      // <html lang> at "/") in the browser. See docs/decisions/002.
      strategy: ['custom-route', 'baseLocale'],
      emitGitIgnore: false,
    }),
    tanstackStart({ srcDirectory: 'app' }),
    viteReact(),
    tailwindcss(),
    buildInfoPlugin(),
  ],
})
