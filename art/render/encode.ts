import { spawnSync } from 'node:child_process'

/**
 * The H.264 output options the films share (films.ts, hero-film.ts): libx264 `slow` at a CRF,
 * its peak rate capped (VBV) so a busy scene cannot push a film over its byte budget, yuv420p for
 * every player, the index first (`+faststart`) and no audio track (the seed films get their sound bed
 * afterwards, sound-bed.ts; the home page's hero film stays silent).
 */
export function h264Output(crf: number, maxrateK: number, out: string): string[] {
  return [
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    String(crf),
    '-maxrate',
    `${maxrateK}k`,
    '-bufsize',
    `${maxrateK * 2}k`,
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
    out,
  ]
}

/** A media file's length from its container, in seconds (ffprobe). */
export function probeSeconds(path: string): number {
  const run = spawnSync('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'csv=p=0',
    path,
  ])
  return Number(String(run.stdout).trim())
}
