/** The films' sound bed: quiet, never clipping, faded at both ends, stereo, the same every run. */
import { describe, expect, it } from 'vitest'
import { moods, PEAK_CEILING_DB, SAMPLE_RATE, soundBed, TARGET_RMS_DB } from './sound-bed'

const db = (x: number) => 20 * Math.log10(x)
const rms = (samples: Float32Array, from = 0, to = samples.length) => {
  let sum = 0
  for (let i = from; i < to; i++) sum += samples[i]! ** 2
  return Math.sqrt(sum / (to - from))
}

describe('sound bed', () => {
  const seconds = 12
  const bed = soundBed(moods['agv-fleet']!, seconds)

  it('is as long as the film, in stereo at 48 kHz', () => {
    expect(bed.length).toBe(seconds * SAMPLE_RATE * 2)
  })

  it('sits at its quiet level and never peaks over its ceiling', () => {
    expect(db(rms(bed))).toBeCloseTo(TARGET_RMS_DB, 0)
    let peak = 0
    for (const s of bed) peak = Math.max(peak, Math.abs(s))
    expect(db(peak)).toBeLessThanOrEqual(PEAK_CEILING_DB + 0.01)
    expect(db(peak)).toBeGreaterThan(TARGET_RMS_DB)
  })

  it('fades in from silence and out to silence', () => {
    const tenth = SAMPLE_RATE / 10
    const start = rms(bed, 0, tenth * 2)
    const middle = rms(bed, bed.length / 2 - tenth, bed.length / 2 + tenth)
    const end = rms(bed, bed.length - tenth * 2)
    expect(start).toBeLessThan(middle / 10)
    expect(end).toBeLessThan(middle / 10)
  })

  it('has two channels of its own, a tone not noise, and the same bytes on every run', () => {
    let difference = 0
    for (let i = 0; i < bed.length; i += 2) difference += (bed[i]! - bed[i + 1]!) ** 2
    expect(difference).toBeGreaterThan(0)
    // A tone: the first chord's E3 (164.8 Hz) carries far more energy than a frequency off the
    // chord (150 Hz), measured on the left channel in the first chord.
    const energyAt = (f: number) => {
      let re = 0
      let im = 0
      const from = (SAMPLE_RATE * 4) | 0
      for (let i = from; i < from + SAMPLE_RATE * 2; i++) {
        const w = (2 * Math.PI * f * i) / SAMPLE_RATE
        re += bed[2 * i]! * Math.cos(w)
        im += bed[2 * i]! * Math.sin(w)
      }
      return Math.hypot(re, im)
    }
    expect(energyAt(164.81)).toBeGreaterThan(energyAt(150) * 5)
    const again = Buffer.from(soundBed(moods['agv-fleet']!, seconds).buffer)
    expect(again.equals(Buffer.from(bed.buffer))).toBe(true)
  })

  it('has a progression for every seed film', () => {
    for (const slug of [
      'company-film',
      'stacker-cranes',
      'agv-fleet',
      'cold-chain',
      'digital-twin',
    ])
      expect(moods[slug]?.chords.length, slug).toBeGreaterThanOrEqual(3)
  })
})
