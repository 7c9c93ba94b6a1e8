/**
 * The films' sound bed (issue 37): a soft, slow pad under each seed film, synthesized here from a
 * chord progression of the film's own (no samples, no recordings, the same bytes on every run),
 * and muxed into the film as AAC next to its untouched picture:
 *
 *     npx tsx art/render/sound-bed.ts [slug ...]
 *
 * films.ts runs it after each encode, so a re-rendered film keeps its sound. The home page's hero
 * film stays silent (it loops muted behind the heading). The level is set here, not by ffmpeg:
 * RMS -27 dBFS, peaks under -6 dBFS, so a viewer who turns the sound on hears a quiet bed that
 * never competes with a presenter's voice (there is none) or startles. docs/imagery.md.
 */
import { spawnSync } from 'node:child_process'
import { renameSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { probeSeconds } from './encode'

export const SAMPLE_RATE = 48_000
/** The bed's loudness, as RMS of both channels in dBFS, and its highest peak. */
export const TARGET_RMS_DB = -27
export const PEAK_CEILING_DB = -6

export interface Mood {
  /** The chords in MIDI note numbers, lowest first; the first is the root of the bass. */
  chords: number[][]
  /** Seconds each chord holds before the next fades in. */
  chordSeconds: number
}

/** One progression a film: calm, major for the company, cooler for cold storage. */
export const moods: Record<string, Mood> = {
  // D major: D - Bm - G - A, the company's warm opening and close.
  'company-film': {
    chords: [
      [50, 57, 62, 66, 69],
      [47, 54, 62, 66, 71],
      [43, 55, 59, 62, 66],
      [45, 57, 61, 64, 69],
    ],
    chordSeconds: 7.5,
  },
  // A minor with added ninths: steel and height.
  'stacker-cranes': {
    chords: [
      [45, 57, 60, 64, 71],
      [41, 57, 60, 65, 67],
      [43, 55, 59, 62, 69],
    ],
    chordSeconds: 7,
  },
  // E major, open fifths: a moving fleet.
  'agv-fleet': {
    chords: [
      [40, 52, 59, 64, 68],
      [45, 57, 61, 64, 71],
      [47, 54, 59, 63, 66],
    ],
    chordSeconds: 7,
  },
  // F sharp minor, sparse and high: cold air.
  'cold-chain': {
    chords: [
      [42, 61, 66, 69, 73],
      [38, 62, 66, 69, 76],
      [40, 59, 64, 68, 71],
    ],
    chordSeconds: 7.5,
  },
  // C lydian: the control room's screens.
  'digital-twin': {
    chords: [
      [36, 55, 60, 64, 66],
      [38, 57, 62, 66, 69],
      [36, 55, 59, 64, 67],
    ],
    chordSeconds: 7,
  },
}

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12)

/** A small, seeded generator: the same noise on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0
    return state / 2 ** 32
  }
}

/** A Schroeder reverb (four combs, two all-passes) over one channel, returned wet. */
function reverb(input: Float32Array, spread: number): Float32Array {
  const combs = [1557, 1617, 1491, 1422].map((d) =>
    Math.round((d + spread) * (SAMPLE_RATE / 44_100)),
  )
  const out = new Float32Array(input.length)
  for (const delay of combs) {
    const line = new Float32Array(delay)
    let at = 0
    let low = 0
    for (let i = 0; i < input.length; i++) {
      const delayed = line[at]!
      low = delayed * 0.6 + low * 0.4 // damping: the tail darkens as it decays
      line[at] = input[i]! + low * 0.84
      out[i]! += delayed / combs.length
      at = (at + 1) % delay
    }
  }
  for (const delay of [556, 441].map((d) => Math.round((d + spread) * (SAMPLE_RATE / 44_100)))) {
    const line = new Float32Array(delay)
    let at = 0
    for (let i = 0; i < out.length; i++) {
      const delayed = line[at]!
      const x = out[i]!
      line[at] = x + delayed * 0.5
      out[i] = delayed - x * 0.5
      at = (at + 1) % delay
    }
  }
  return out
}

/**
 * The bed for a film of `seconds`: interleaved stereo float samples at SAMPLE_RATE, faded in over
 * 2 s and out over 3 s, at TARGET_RMS_DB.
 */
export function soundBed(mood: Mood, seconds: number, seed = 1): Float32Array {
  const n = Math.round(seconds * SAMPLE_RATE)
  const left = new Float32Array(n)
  const right = new Float32Array(n)
  const fade = 2 // seconds of cross-fade between chords
  const noise = random(seed)
  for (let c = 0; ; c++) {
    const start = c * mood.chordSeconds - fade / 2
    if (start >= seconds) break
    const chord = mood.chords[c % mood.chords.length]!
    const end = start + mood.chordSeconds + fade
    const from = Math.max(0, Math.floor(start * SAMPLE_RATE))
    const to = Math.min(n, Math.ceil(end * SAMPLE_RATE))
    chord.forEach((midi, v) => {
      const bass = v === 0
      const f = hz(bass ? midi - 12 : midi)
      // Voices spread across the stereo image; the bass in the middle.
      const pan = bass ? 0.5 : 0.2 + (0.6 * (v - 1)) / Math.max(1, chord.length - 2)
      const level = bass ? 0.5 : 0.32 / Math.sqrt(v)
      const wobble = 0.07 + 0.05 * v // each voice swells at its own slow rate
      const phase = noise() * Math.PI * 2
      const toLeft = Math.cos((pan * Math.PI) / 2)
      const toRight = Math.sin((pan * Math.PI) / 2)
      for (let i = from; i < to; i++) {
        const t = i / SAMPLE_RATE
        // Raised-cosine edges: each chord swells in as the last one fades.
        const into = Math.min(1, (t - start) / fade, (end - t) / fade)
        const edge = into <= 0 ? 0 : 0.5 - 0.5 * Math.cos(Math.PI * into)
        const swell = 0.75 + 0.25 * Math.sin(2 * Math.PI * wobble * t + phase)
        const w = 2 * Math.PI * f * t
        // A soft tone: the fundamental, a slightly detuned twin (a slow chorus), a faint octave.
        const tone = bass
          ? Math.sin(w)
          : Math.sin(w) + 0.45 * Math.sin(w * 1.0035 + phase) + 0.12 * Math.sin(2 * w)
        const s = tone * level * edge * swell
        left[i]! += s * toLeft
        right[i]! += s * toRight
      }
    })
  }
  // Air: brown noise, far below the pad.
  let brown = 0
  for (let i = 0; i < n; i++) {
    brown = (brown + (noise() * 2 - 1) * 0.02) * 0.995
    left[i]! += brown * 0.15
    right[i]! += brown * 0.15
  }
  const wetL = reverb(left, 0)
  const wetR = reverb(right, 23)
  const out = new Float32Array(n * 2)
  let energy = 0
  for (let i = 0; i < n; i++) {
    const t = i / SAMPLE_RATE
    const envelope = Math.min(1, t / 2, (seconds - t) / 3)
    const l = (left[i]! * 0.7 + wetL[i]! * 0.6) * envelope
    const r = (right[i]! * 0.7 + wetR[i]! * 0.6) * envelope
    out[2 * i] = l
    out[2 * i + 1] = r
    energy += l * l + r * r
  }
  const rms = Math.sqrt(energy / (2 * n))
  let gain = 10 ** (TARGET_RMS_DB / 20) / rms
  let peak = 0
  for (const s of out) peak = Math.max(peak, Math.abs(s))
  gain = Math.min(gain, 10 ** (PEAK_CEILING_DB / 20) / peak)
  for (let i = 0; i < out.length; i++) out[i]! *= gain
  return out
}

/**
 * Puts the film's bed under the picture of `path` in place: the video stream copied as it is, any
 * earlier audio replaced, AAC-LC stereo at 64 kbit/s, the index first.
 */
export function addSoundBed(slug: string, path: string): void {
  const mood = moods[slug]
  if (!mood) throw new Error(`no sound bed for ${slug}`)
  const seconds = probeSeconds(path)
  const pcm = soundBed(mood, seconds, slug.length)
  const out = `${path}.sound.mp4`
  const run = spawnSync(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-i',
      path,
      '-f',
      'f32le',
      '-ar',
      String(SAMPLE_RATE),
      '-ac',
      '2',
      '-i',
      '-',
      '-map',
      '0:v:0',
      '-map',
      '1:a:0',
      '-c:v',
      'copy',
      '-c:a',
      'aac',
      '-b:a',
      '64k',
      '-shortest',
      '-movflags',
      '+faststart',
      out,
    ],
    { input: Buffer.from(pcm.buffer), maxBuffer: 1 << 30 },
  )
  if (run.status !== 0) throw new Error(`ffmpeg failed: ${run.stderr}`)
  renameSync(out, path)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = join(import.meta.dirname, '../../cms/assets/videos')
  const chosen = process.argv.slice(2)
  for (const slug of Object.keys(moods).filter((s) => chosen.length === 0 || chosen.includes(s))) {
    const path = join(dir, `${slug}.mp4`)
    addSoundBed(slug, path)
    console.log(`${slug}: sound bed added, ${(statSync(path).size / 1024 / 1024).toFixed(2)} MB`)
  }
}
