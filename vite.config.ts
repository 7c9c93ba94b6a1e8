import { paraglideVitePlugin } from '@inlang/paraglide-js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { hasSplitLoader, pageOfRouteId } from './app/site/registry.ts'
import { buildInfoPlugin } from './scripts/vite-build-info.ts'
import { publicFilesPlugin } from './scripts/vite-public-files.ts'
import { siteImagesPlugin } from './scripts/vite-site-images.ts'

export default defineConfig({
  server: { port: 3000 },
  // drizzle-orm bundled into the server build, not imported from node_modules: its 450 files share
  // one 180 KB package.json whose exports map Node reads again for each module it loads, about
  // 0.7 s of CPU at start (issue 15); bundled, the content service's import takes 0.1 s.
  ssr: { noExternal: ['drizzle-orm'] },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                // React DOM in a chunk of its own, evaluated and set up in a task of its own
                // before the entry (ADR 058, app/lib/react-dom-client.ts): in the entry's chunk
                // it made that chunk's evaluation the longest task of a page's load.
                {
                  name: 'react-dom',
                  test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]|[\\/]app[\\/]lib[\\/]react-dom-client\.ts$/,
                },
                {
                  name: 'ui',
                  test: /[\\/]app[\\/](components[\\/]ui[\\/](heading|section|container|media|badge|card)\.tsx|lib[\\/]cn\.ts|blocks[\\/](case-strip|figures-strip|article-list|cta-band)[\\/])|react-query[\\/].*queryOptions/,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    publicFilesPlugin(),
    siteImagesPlugin(),
    paraglideVitePlugin({
      project: './project.inlang',
      outdir: './app/paraglide',
      // Locale resolution is ours: the route on the server, the URL (or
      // <html lang> at "/") in the browser. See docs/decisions/002.
      strategy: ['custom-route', 'baseLocale'],
      emitGitIgnore: false,
    }),
    // Route code splitting on: each page's component is its own chunk. A chunk that fails to
    // load is handled by our one reload guard (docs/decisions/004, app/lib/build-freshness.ts).
    tanstackStart({
      srcDirectory: 'app',
      router: {
        codeSplittingOptions: {
          // Pages read from the content service ship their loader with their component: their
          // query options, server-function stubs and views stay out of the main chunk (ADR 010).
          // Which pages: the registry's lists, details and articles, and `splitLoader` pages.
          splitBehavior: ({ routeId }) => {
            const page = pageOfRouteId(routeId)
            return page && hasSplitLoader(page)
              ? [['loader', 'component'], ['errorComponent'], ['notFoundComponent']]
              : undefined
          },
        },
      },
    }),
    viteReact(),
    tailwindcss(),
    buildInfoPlugin(),
  ],
})
