/** Precompresses the hashed client assets (br + gzip) so the server never compresses them per request. */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const compressible = /\.(js|mjs|css|svg|json|txt|html|xml|map|woff)$/

export function compressDir(dir: string): number {
  let count = 0
  for (const name of readdirSync(dir)) {
    const file = join(dir, name)
    if (statSync(file).isDirectory()) {
      count += compressDir(file)
      continue
    }
    if (!compressible.test(name)) continue
    const source = readFileSync(file)
    if (source.length < 512) continue
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    )
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }))
    count++
  }
  return count
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist/client'
  console.log(`precompressed ${compressDir(dir)} files under ${dir}`)
}
