/**
 * Renders the home page's hero film (art/render/film-shots.ts `heroFilm`) with the stills' light
 * (image-based light, ambient occlusion) at HERO_FILM_WIDTH x HERO_FILM_HEIGHT (default
 * 1920 x 1080) and HERO_FILM_FPS (default 12.5, blended to 25 by ffmpeg):
 *
 *     nice -n 10 npx tsx art/render/hero-film.ts [--frames N]
 *
 * Writes assets/renders/site/home-film.mp4 (H.264 yuv420p, +faststart, no audio, at most 2 MB;
 * the last LOOP_BLEND seconds are cross-faded into the first, so it loops without a cut) and the
 * poster assets/renders/site/home-film.avif (the film's first frame, the site picture `home-film`), then
 * the manifests. `--frames N` renders N frames only and prints the time per frame (to measure).
 * `--encode` encodes the frames of the last run again. Needs Debian's ffmpeg. Between frames the
 * loop waits while /tmp/bench.lock exists. See docs/imagery.md.
 *
 * Then the phone rendition, assets/renders/site/home-film.phone.mp4 (1280 x 720, at most 600 KB),
 * scaled from the film just written; `--phone` makes it alone, from the committed film.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { dataUrlBytes, openRenderer, waitForBench } from './browser'
import { h264Output } from './encode'
import { heroFilm } from './film-shots'
import { SITE_DIR, writeManifests } from './manifest'

const WIDTH = Number(process.env.HERO_FILM_WIDTH ?? 1920)
const HEIGHT = Number(process.env.HERO_FILM_HEIGHT ?? 1080)
const FPS = Number(process.env.HERO_FILM_FPS ?? 12.5)
const MAX_BYTES = 2 * 1024 * 1024
/** Seconds at the end blended into the start (the film lasts `seconds - LOOP_BLEND`). */
const LOOP_BLEND = 1
const framesArg = process.argv.indexOf('--frames')
const limit = framesArg > 0 ? Number(process.argv[framesArg + 1]) : Infinity
/** `--last`: the last frame only (with `--frames 1`, to judge where the move ends). */
const lastOnly = process.argv.includes('--last')
/** `--encode`: encode the frames already in /tmp/hero-film/ again (no rendering). */
const encodeOnly = process.argv.includes('--encode')
/** `--phone`: the phone rendition only, from assets/renders/site/home-film.mp4. */
const phoneOnly = process.argv.includes('--phone')

/**
 * The film for phone-sized windows (ADR 059): a quarter of the pixels and about a quarter of the
 * bytes. A phone's hero shows the film about 550 px wide (CSS), so 720 lines are enough at two
 * device pixels a pixel, and the reader's data plan pays for 0.6 MB instead of 2.
 */
const PHONE = { width: 1280, height: 720, maxBytes: 600 * 1024 }

function encodePhone(master: string): Buffer {
  const out = join(dir, 'home-film.phone.mp4')
  const maxrate = Math.floor((PHONE.maxBytes * 8 * 0.9) / heroFilm.seconds / 1000)
  let crf = 26
  for (;;) {
    const run = spawnSync('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      '-i',
      master,
      '-vf',
      `scale=${PHONE.width}:${PHONE.height}:flags=lanczos`,
      '-profile:v',
      'high',
      ...h264Output(crf, maxrate, out),
    ])
    if (run.status !== 0) throw new Error(`ffmpeg failed: ${run.stderr}`)
    const mp4 = readFileSync(out)
    if (mp4.length <= PHONE.maxBytes || crf >= 36) {
      console.log(`home-film.phone: crf ${crf}, ${Math.round(mp4.length / 1024)} KB`)
      return mp4
    }
    crf += 2
  }
}

function encode(dir: string, crf: number, seconds: number): Buffer {
  const out = join(dir, 'home-film.mp4')
  const length = seconds - LOOP_BLEND
  // [a] the film without its last LOOP_BLEND s, [b] that tail: b fades out over a's first second
  const graph = [
    `[0:v]scale=${WIDTH}:${HEIGHT}:flags=lanczos,framerate=fps=25,split[m][t]`,
    `[m]trim=0:${length},setpts=PTS-STARTPTS[a]`,
    `[t]trim=${length}:${seconds},setpts=PTS-STARTPTS,format=yuva420p,fade=t=out:st=0:d=${LOOP_BLEND}:alpha=1[b]`,
    `[a][b]overlay=eof_action=pass,format=yuv420p[v]`,
  ].join(';')
  const maxrate = Math.floor((MAX_BYTES * 8 * 0.9) / length / 1000)
  const run = spawnSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-framerate',
    String(FPS),
    '-i',
    join(dir, 'frame-%04d.jpg'),
    '-filter_complex',
    graph,
    '-map',
    '[v]',
    '-r',
    '25',
    '-profile:v',
    'high',
    ...h264Output(crf, maxrate, out),
  ])
  if (run.status !== 0) throw new Error(`ffmpeg failed: ${run.stderr}`)
  return readFileSync(out)
}

const dir = '/tmp/hero-film'
mkdirSync(dir, { recursive: true })
if (phoneOnly) {
  writeFileSync(join(SITE_DIR, 'home-film.phone.mp4'), encodePhone(join(SITE_DIR, 'home-film.mp4')))
  process.exit(0)
}
const shot = heroFilm
const count = Math.min(limit, Math.round(shot.seconds * FPS))
// the film opens on the frame the loop's blend starts from: the poster is that frame
const posterIndex = Math.round((shot.seconds - LOOP_BLEND) * FPS)
async function render(): Promise<Buffer | undefined> {
  let poster: Buffer | undefined
  const renderer = await openRenderer()
  try {
    await renderer.page.evaluate(
      (a) => (window as unknown as { film: { setup: (x: unknown) => void } }).film.setup(a),
      {
        scene: shot.scene,
        params: shot.params ?? {},
        width: WIDTH,
        height: HEIGHT,
        path: shot.path,
        look: 'still',
      },
    )
    const total = Math.round(shot.seconds * FPS)
    const started = Date.now()
    for (let i = lastOnly ? total - 1 : 0; i < (lastOnly ? total : count); i++) {
      await waitForBench()
      const url: string = await renderer.page.evaluate(
        ([time, u]) =>
          (window as unknown as { film: { frame: (t: number, u: number) => string } }).film.frame(
            time!,
            u!,
          ),
        [(shot.start ?? 0) + i / FPS, i / (total - 1)],
      )
      const jpeg = dataUrlBytes(url)
      if (i === posterIndex) poster = jpeg
      writeFileSync(
        join(dir, lastOnly ? 'last.jpg' : `frame-${String(i + 1).padStart(4, '0')}.jpg`),
        jpeg,
      )
      console.log(
        `frame ${i + 1}/${count}: ${Math.round((Date.now() - started) / (i + 1))} ms/frame`,
      )
    }
  } finally {
    await renderer.close()
  }
  return poster
}

const poster = encodeOnly
  ? readFileSync(join(dir, `frame-${String(posterIndex + 1).padStart(4, '0')}.jpg`))
  : await render()
if (encodeOnly || (count === Math.round(shot.seconds * FPS) && !lastOnly)) {
  let crf = 24
  let mp4 = encode(dir, crf, shot.seconds)
  while (mp4.length > MAX_BYTES && crf < 36) mp4 = encode(dir, (crf += 2), shot.seconds)
  mkdirSync(SITE_DIR, { recursive: true })
  writeFileSync(join(SITE_DIR, 'home-film.mp4'), mp4)
  writeFileSync(join(SITE_DIR, 'home-film.phone.mp4'), encodePhone(join(SITE_DIR, 'home-film.mp4')))
  let avif = Buffer.alloc(0)
  for (let quality = 62; quality >= 32; quality -= 6) {
    avif = await sharp(poster!).avif({ quality, effort: 6, chromaSubsampling: '4:4:4' }).toBuffer()
    if (avif.length <= 200 * 1024) break
  }
  writeFileSync(join(SITE_DIR, 'home-film.avif'), avif)
  console.log(
    `home-film: crf ${crf}, ${Math.round(mp4.length / 1024)} KB, poster ${Math.round(avif.length / 1024)} KB`,
  )
  writeManifests()
}
