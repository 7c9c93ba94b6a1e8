/**
 * `prestart` and `precms`: builds when the compiled entry points are missing, so `npm start` on a
 * fresh checkout still builds first (ADR 003, ADR 017). Plain JavaScript because it runs before
 * there is anything compiled to run. `site` needs the whole build; `cms` only the Node entries.
 * A build that exists is used as it is: after changing sources, run `npm run build`.
 */
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const targets = {
  site: {
    files: ['dist/start.mjs', 'dist/server/server.js', 'dist/client'],
    command: 'npm run build',
  },
  cms: { files: ['dist/cms-server.mjs'], command: 'npm run build:node' },
}

const name = process.argv[2] ?? 'site'
const target = targets[name]
if (!target) {
  console.error(`ensure-build: unknown target "${name}" (site or cms)`)
  process.exit(2)
}
const missing = target.files.filter((file) => !existsSync(resolve(root, file)))
if (missing.length > 0) {
  console.log(`No build found (${missing.join(', ')}): building (${target.command})…`)
  execSync(target.command, { cwd: root, stdio: 'inherit' })
}
