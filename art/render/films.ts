/**
 * Renders the seed films (cms/seed/content/media.ts) from the same three.js scenes as the stills:
 * cms/assets/videos/{slug}.mp4 (1280 x 720, 25 fps, H.264 yuv420p, +faststart, at most 4 MB, with
 * the film's sound bed from sound-bed.ts)
 * and the poster cms/assets/images/poster-{slug}.avif, a frame of the film.
 *
 *     npx tsx art/render/films.ts [slug ...]
 *
 * SwiftShader renders on the CPU, so a film frame is made cheaply: no supersampling, no ambient
 * occlusion, no image-based light, small shadow maps. Frames are rendered at FILM_WIDTH x
 * FILM_HEIGHT (default 960 x 540) and FILM_FPS (default 12.5) and ffmpeg scales them to
 * 1280 x 720 (Lanczos) and blends them to 25 fps; set FILM_WIDTH=1280 FILM_HEIGHT=720
 * FILM_FPS=25 on a faster machine to render every frame at full size. The encoder caps the peak
 * rate so that the film stays within 4 MB. Between frames the loop
 * waits while /tmp/bench.lock exists. Run it under `nice -n 10`. Shot lengths must add up to the
 * video's `durationSeconds`; the captions (cms/assets/videos/{slug}.{zh,en}.vtt) follow the
 * shots. See docs/imagery.md.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { videos } from '../../cms/seed/content/media'
import { dataUrlBytes, openRenderer, waitForBench } from './browser'
import { films, type Film } from './film-shots'
import { h264Output, probeSeconds } from './encode'
import { writeManifests } from './manifest'
import { addSoundBed } from './sound-bed'

const ROOT = join(import.meta.dirname, '../..')
const VIDEO_DIR = join(ROOT, 'cms/assets/videos')
const IMAGE_DIR = join(ROOT, 'cms/assets/images')
const MAX_BYTES = 4 * 1024 * 1024
const RENDER_W = Number(process.env.FILM_WIDTH ?? 960)
const RENDER_H = Number(process.env.FILM_HEIGHT ?? 540)
const RENDER_FPS = Number(process.env.FILM_FPS ?? 12.5)

const chosen = process.argv.slice(2)
const list = films.filter((f) => chosen.length === 0 || chosen.includes(f.slug))

/**
 * One encode: CRF for quality, capped by a peak rate (VBV) that keeps the whole film within the
 * byte budget, so a busy scene cannot push it over and no second pass is needed.
 */
function encode(film: Film, crf: number, frames: Buffer[], seconds: number): Buffer {
  const maxrate = Math.floor((MAX_BYTES * 8 * 0.9) / seconds / 1000)
  const out = join('/tmp', `film-${film.slug}.mp4`)
  const filters = [`scale=1280:720:flags=lanczos`]
  if (RENDER_FPS !== 25) filters.push('framerate=fps=25')
  filters.push('format=yuv420p')
  const run = spawnSync(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'image2pipe',
      '-framerate',
      String(RENDER_FPS),
      '-c:v',
      'mjpeg',
      '-i',
      '-',
      '-vf',
      filters.join(','),
      '-r',
      '25',
      ...h264Output(crf, maxrate, out),
    ],
    { input: Buffer.concat(frames), maxBuffer: 1 << 30 },
  )
  if (run.status !== 0) throw new Error(`ffmpeg failed: ${run.stderr}`)
  return readFileSync(out)
}

const renderer = await openRenderer()
try {
  for (const film of list) {
    const video = videos.find((v) => v.slug === film.slug)
    if (!video) throw new Error(`${film.slug} is not a seed video`)
    const seconds = film.shots.reduce((sum, s) => sum + s.seconds, 0)
    if (seconds !== video.durationSeconds)
      throw new Error(
        `${film.slug}: the shots last ${seconds} s but media.ts says ${video.durationSeconds} s`,
      )
    const frames: Buffer[] = []
    let poster: Buffer | undefined
    let elapsed = 0
    let measured = 0
    for (const [index, shot] of film.shots.entries()) {
      await renderer.page.evaluate(
        (a) => (window as unknown as { film: { setup: (x: unknown) => void } }).film.setup(a),
        {
          scene: shot.scene,
          params: shot.params ?? {},
          width: RENDER_W,
          height: RENDER_H,
          path: shot.path,
        },
      )
      const count = Math.round(shot.seconds * RENDER_FPS)
      for (let i = 0; i < count; i++) {
        await waitForBench()
        const started = Date.now()
        const t = (shot.start ?? 0) + i / RENDER_FPS
        const url: string = await renderer.page.evaluate(
          ([time, u]) =>
            (window as unknown as { film: { frame: (t: number, u: number) => string } }).film.frame(
              time!,
              u!,
            ),
          [t, count > 1 ? i / (count - 1) : 0],
        )
        measured += Date.now() - started
        const jpeg = dataUrlBytes(url)
        frames.push(jpeg)
        if (index === film.posterShot && i === Math.floor(count * 0.5)) poster = jpeg
        if (frames.length % 25 === 0)
          console.log(
            `${film.slug}: ${frames.length} frames, ${Math.round(measured / frames.length)} ms/frame`,
          )
      }
      elapsed += shot.seconds
    }
    let crf = 23
    let mp4 = encode(film, crf, frames, seconds)
    while (mp4.length > MAX_BYTES && crf < 35) mp4 = encode(film, (crf += 2), frames, seconds)
    mkdirSync(VIDEO_DIR, { recursive: true })
    const path = join(VIDEO_DIR, `${film.slug}.mp4`)
    writeFileSync(path, mp4)
    // The picture's own budget is 4 MB; the sound bed (sound-bed.ts) adds at most half a MB.
    addSoundBed(film.slug, path)
    const length = probeSeconds(path)
    if (Math.round(length) !== video.durationSeconds)
      throw new Error(
        `${film.slug}.mp4 lasts ${length} s, media.ts says ${video.durationSeconds} s`,
      )
    if (poster) {
      mkdirSync(IMAGE_DIR, { recursive: true })
      const avif = await sharp(poster)
        .resize(1280, 720, { kernel: 'lanczos3' })
        .resize(1200, 675)
        .avif({ quality: 55, effort: 6 })
        .toBuffer()
      writeFileSync(join(IMAGE_DIR, `poster-${film.slug}.avif`), avif)
    }
    console.log(
      `${film.slug}: ${elapsed} s, ${frames.length} frames at ${RENDER_W}x${RENDER_H} ${RENDER_FPS} fps, ` +
        `${Math.round(measured / frames.length)} ms/frame, crf ${crf}, ${Math.round(statSync(path).size / 1024)} KB`,
    )
  }
} finally {
  await renderer.close()
}
writeManifests()
