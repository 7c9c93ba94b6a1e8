/**
 * Compiles the Node entry points, the production server (server/start.ts, launched with its
 * process settings by server/launch.sh), the standalone content service (cms/server.ts) and the
 * share images' child process (app/share-images/share-image-renderer.ts), into dist/start.mjs,
 * dist/cms-server.mjs and dist/share-image-renderer.mjs, so production runs plain JavaScript under node: no tsx
 * loader and no esbuild child process (ADR 017). Packages in node_modules stay external imports
 * (drizzle-orm excepted, below); our own modules are bundled.
 */
import { defineConfig } from 'vite'

export default defineConfig({
  publicDir: false,
  // Our .env is read by the server at run time (app/lib/env.server.ts), never baked in.
  envDir: false,
  logLevel: 'warn',
  // Except drizzle-orm, bundled as in the site build (vite.config.ts): loaded from node_modules,
  // its modules cost about 0.7 s of CPU at start.
  ssr: { noExternal: ['drizzle-orm'] },
  build: {
    ssr: true,
    target: 'node24',
    outDir: 'dist',
    // dist/ also holds the site build (client/, server/): keep it.
    emptyOutDir: false,
    copyPublicDir: false,
    minify: false,
    rolldownOptions: {
      input: {
        start: 'server/start.ts',
        'cms-server': 'cms/server.ts',
        'share-image-renderer': 'app/share-images/share-image-renderer.ts',
      },
      output: { entryFileNames: '[name].mjs', chunkFileNames: 'node-chunks/[name]-[hash].mjs' },
    },
  },
})
