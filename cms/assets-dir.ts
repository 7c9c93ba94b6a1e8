import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * A folder of committed assets, `cms/assets/<folder>`: found from the sources (cms/*, cms/*\/*),
 * or up from the bundle when the service runs compiled (dist/server/assets → cms/assets).
 */
export function assetsDir(folder: string): string {
  const here = dirname(fileURLToPath(import.meta.url))
  const candidates = [join(here, 'assets', folder)]
  for (let dir = here; ; dir = dirname(dir)) {
    candidates.push(join(dir, 'cms/assets', folder))
    if (dirname(dir) === dir) break
  }
  return candidates.find((path) => existsSync(path)) ?? candidates[0]!
}
