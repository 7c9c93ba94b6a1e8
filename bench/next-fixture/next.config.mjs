import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Defaults of `next start` (gzip on); the fixture is its own workspace root. */
const config = {
  poweredByHeader: false,
  images: { unoptimized: true },
  turbopack: { root: dirname(fileURLToPath(import.meta.url)) },
  // The generated tree is not hand-written code: build it as it is.
  typescript: { ignoreBuildErrors: true },
}
export default config
