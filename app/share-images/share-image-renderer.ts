/**
 * The child process that draws share images (issue 33, finding 11): sharp, libvips, librsvg's
 * fonts and the decoded pictures live here, not in the site's process, and the process exits when
 * it has had nothing to draw for a few seconds, which gives all of that memory back. The site
 * (share-image.server.ts) sends one job at a time over IPC and starts it again when needed.
 *
 * A job: the overlay SVG, the picture's bytes (or none: a plain brand background), the size. The
 * answer: the JPEG's bytes, or the error's message.
 */
import sharp from 'sharp'

export interface RenderJob {
  id: number
  svg: string
  picture?: Uint8Array
  width: number
  height: number
}

export type RenderAnswer = { id: number; jpeg: Uint8Array } | { id: number; error: string }

/** Idle this long, the process exits (the site starts a new one for the next image). */
const IDLE_MS = Number(process.env.SHARE_RENDERER_IDLE_MS ?? 5_000)

sharp.cache(false)
sharp.concurrency(1)

async function render({ svg, picture, width, height }: RenderJob): Promise<Buffer> {
  const base = picture
    ? sharp(picture).resize(width, height, { fit: 'cover', position: 'attention' })
    : sharp({ create: { width, height, channels: 3, background: '#13315c' } })
  return base
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
}

let idle: ReturnType<typeof setTimeout> | undefined
const rest = () => {
  clearTimeout(idle)
  idle = setTimeout(() => process.exit(0), IDLE_MS)
}

process.on('message', (job: RenderJob) => {
  clearTimeout(idle)
  render(job).then(
    (jpeg) => process.send?.({ id: job.id, jpeg } satisfies RenderAnswer, rest),
    (error: unknown) =>
      process.send?.({ id: job.id, error: (error as Error).message } satisfies RenderAnswer, rest),
  )
})
// The site went away: nothing more will come.
process.on('disconnect', () => process.exit(0))
rest()
