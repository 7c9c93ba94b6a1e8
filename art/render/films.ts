/**
 * Renders the seed films (cms/seed/content/media.ts) from the same three.js scenes as the stills:
 * cms/assets/videos/{slug}.mp4 (1920 x 1080, 25 fps, H.264 yuv420p, +faststart, the picture at
 * most 8 MB, 12 MB for the 60 s company film, with the film's sound bed from sound-bed.ts)
 * and the poster cms/assets/images/poster-{slug}.avif, a frame of the film.
 *
 *     nice -n 19 npx tsx art/render/films.ts [slug ...]
 *     nice -n 19 npx tsx art/render/films.ts --sample 3 [slug ...]   # measure: 3 frames a shot
 *     nice -n 19 npx tsx art/render/films.ts --encode [slug ...]     # encode the last frames again
 *
 * SwiftShader renders on the CPU, so a film frame is made cheaply: no supersampling, no ambient
 * occlusion, no image-based light, small shadow maps. Frames are rendered at FILM_WIDTH x
 * FILM_HEIGHT (default 1440 x 810) and FILM_FPS (default 12.5) and ffmpeg scales them to
 * 1920 x 1080 (Lanczos) and blends them to 25 fps; set FILM_WIDTH=1920 FILM_HEIGHT=1080 to render
 * every frame at full size (FILM_FPS=25 too on a faster machine). Each run keeps its frames in
 * /tmp/film-frames/{slug}/, which `--encode` encodes again without rendering. The encoder caps
 * the peak rate so that the film stays within its budget. Between frames the loop waits while
 * /tmp/bench.lock exists. Shot lengths must add up to the video's `durationSeconds`; the captions
 * (cms/assets/videos/{slug}.*.vtt) follow the shots. See docs/imagery.md.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { videos } from '../../cms/seed/content/media'
import { dataUrlBytes, openRenderer, waitForBench, type RenderBrowser } from './browser'
import { films, type Film } from './film-shots'
import { h264Output, probeSeconds } from './encode'
import { writeManifests } from './manifest'
import { addSoundBed } from './sound-bed'

const ROOT = join(import.meta.dirname, '../..')
const VIDEO_DIR = join(ROOT, 'cms/assets/videos')
const IMAGE_DIR = join(ROOT, 'cms/assets/images')
/** The picture's budget: 12 MB for the 60 s company film, 8 MB for the short films. */
const maxBytes = (film: Film) => (film.slug === 'company-film' ? 12 : 8) * 1024 * 1024
const RENDER_W = Number(process.env.FILM_WIDTH ?? 1440)
const RENDER_H = Number(process.env.FILM_HEIGHT ?? 810)
const RENDER_FPS = Number(process.env.FILM_FPS ?? 12.5)
/** The lowest CRF tried; the encoder steps up from it while the picture is over its budget. */
const FIRST_CRF = 23
/** The frames of the last run, one folder a film (`--encode` encodes them again). */
const FRAME_DIR = '/tmp/film-frames'
const sampleArg = process.argv.indexOf('--sample')
/** `--sample N`: N frames from the middle of each shot only, to SAMPLE_DIR, and the time per frame. */
const sample = sampleArg > 0 ? Number(process.argv[sampleArg + 1]) : 0
const SAMPLE_DIR = '/tmp/film-sample'
const encodeOnly = process.argv.includes('--encode')

const chosen = process.argv
  .slice(2)
  .filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--sample')
const list = films.filter((f) => chosen.length === 0 || chosen.includes(f.slug))

/**
 * One encode: CRF for quality, capped by a peak rate (VBV) that keeps the whole film within the
 * byte budget, so a busy scene cannot push it over and no second pass is needed.
 */
function encode(film: Film, crf: number, frames: Buffer[], seconds: number): Buffer {
  const maxrate = Math.floor((maxBytes(film) * 8 * 0.9) / seconds / 1000)
  const out = join('/tmp', `film-${film.slug}.mp4`)
  const filters = [`scale=1920:1080:flags=lanczos`]
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

/** Frame numbers of a film's shots at RENDER_FPS: where each shot starts and how many it has. */
function shotFrames(film: Film) {
  let first = 0
  return film.shots.map((shot) => {
    const count = Math.round(shot.seconds * RENDER_FPS)
    const at = { first, count }
    first += count
    return at
  })
}

/** A film's frames as JPEGs, and the time a frame took (all, and after each shot's first). */
async function render(renderer: RenderBrowser, film: Film) {
  const frames: Buffer[] = []
  let measured = 0
  // after the first frame of a shot (its shaders compile then): the steady cost of a frame
  let warm = 0
  let warmFrames = 0
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
    const { count } = shotFrames(film)[index]!
    const from = sample ? Math.floor(count / 2) : 0
    const to = sample ? Math.min(count, from + sample) : count
    for (let i = from; i < to; i++) {
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
      const took = Date.now() - started
      measured += took
      if (i > from) {
        warm += took
        warmFrames++
      }
      frames.push(dataUrlBytes(url))
      if (frames.length % 25 === 0)
        console.log(
          `${film.slug}: ${frames.length} frames, ${Math.round(measured / frames.length)} ms/frame`,
        )
    }
  }
  return {
    frames,
    msPerFrame: Math.round(measured / frames.length),
    warmMsPerFrame: Math.round(warm / Math.max(1, warmFrames)),
  }
}

/** The frames a run kept (FRAME_DIR), in order. */
function keptFrames(film: Film): Buffer[] {
  const dir = join(FRAME_DIR, film.slug)
  const names = readdirSync(dir)
    .filter((n) => n.endsWith('.jpg'))
    .sort()
  const expected = shotFrames(film).reduce((sum, s) => sum + s.count, 0)
  if (names.length !== expected)
    throw new Error(`${dir} holds ${names.length} frames, the film has ${expected}`)
  return names.map((n) => readFileSync(join(dir, n)))
}

const renderer = encodeOnly ? undefined : await openRenderer()
try {
  for (const film of list) {
    const video = videos.find((v) => v.slug === film.slug)
    if (!video) throw new Error(`${film.slug} is not a seed video`)
    const seconds = film.shots.reduce((sum, s) => sum + s.seconds, 0)
    if (seconds !== video.durationSeconds)
      throw new Error(
        `${film.slug}: the shots last ${seconds} s but media.ts says ${video.durationSeconds} s`,
      )
    const rendered = renderer ? await render(renderer, film) : undefined
    const frames = rendered?.frames ?? keptFrames(film)
    if (rendered) {
      const dir = join(sample ? SAMPLE_DIR : FRAME_DIR, film.slug)
      rmSync(dir, { recursive: true, force: true })
      mkdirSync(dir, { recursive: true })
      frames.forEach((jpeg, i) =>
        writeFileSync(join(dir, `frame-${String(i).padStart(4, '0')}.jpg`), jpeg),
      )
      console.log(
        `${film.slug}: ${frames.length} frames at ${RENDER_W}x${RENDER_H} ${RENDER_FPS} fps, ` +
          `${rendered.msPerFrame} ms/frame, ${rendered.warmMsPerFrame} ms/frame after each shot's first, in ${dir}`,
      )
      if (sample) continue
    }
    let crf = FIRST_CRF
    let mp4 = encode(film, crf, frames, seconds)
    while (mp4.length > maxBytes(film) && crf < 35) mp4 = encode(film, (crf += 2), frames, seconds)
    mkdirSync(VIDEO_DIR, { recursive: true })
    const path = join(VIDEO_DIR, `${film.slug}.mp4`)
    writeFileSync(path, mp4)
    // The sound bed (sound-bed.ts) adds at most half a MB to the picture's budget.
    addSoundBed(film.slug, path)
    const length = probeSeconds(path)
    if (Math.round(length) !== video.durationSeconds)
      throw new Error(
        `${film.slug}.mp4 lasts ${length} s, media.ts says ${video.durationSeconds} s`,
      )
    // the poster: the middle frame of the shot `posterShot`
    const { first, count } = shotFrames(film)[film.posterShot]!
    mkdirSync(IMAGE_DIR, { recursive: true })
    const avif = await sharp(frames[first + Math.floor(count * 0.5)])
      .resize(1200, 675, { kernel: 'lanczos3' })
      .avif({ quality: 55, effort: 6 })
      .toBuffer()
    writeFileSync(join(IMAGE_DIR, `poster-${film.slug}.avif`), avif)
    console.log(
      `${film.slug}: ${seconds} s, crf ${crf}, picture ${Math.round(mp4.length / 1024)} KB, ` +
        `with sound ${Math.round(statSync(path).size / 1024)} KB`,
    )
  }
} finally {
  await renderer?.close()
}
if (!sample) writeManifests()
