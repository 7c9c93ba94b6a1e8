/**
 * The shots of each film: a scene with its parameters, a camera move (from -> to, eased over the
 * shot) and a length. The captions of a film follow its shots (cms/assets/videos/*.vtt).
 */
import type { Shot } from './stills'

export interface FilmShot {
  scene: string
  params?: Record<string, unknown>
  seconds: number
  /** Scene time at the first frame (machines keep moving from there). */
  start?: number
  path: { from: Shot; to: Shot }
}

export interface Film {
  slug: string
  shots: FilmShot[]
  /** Which shot the poster is taken from (its middle frame). */
  posterShot: number
}

const aisleParams = { seed: 501, levels: 11, bays: 14, lift: 5, craneX: 8 }

export const films: Film[] = [
  {
    slug: 'company-film',
    posterShot: 1,
    shots: [
      {
        scene: 'park',
        params: { seed: 601 },
        seconds: 12,
        path: {
          from: { pos: [190, 95, 170], look: [0, 5, 0] },
          to: { pos: [120, 45, 150], look: [-10, 6, 0] },
        },
      },
      {
        scene: 'fleet',
        params: { seed: 602, mode: 'pods' },
        seconds: 10,
        path: {
          from: { pos: [18, 9, 22], look: [-2, 0, -2] },
          to: { pos: [8, 4.5, 16], look: [-4, 0.5, -2] },
        },
      },
      {
        scene: 'aisle',
        params: aisleParams,
        seconds: 10,
        path: {
          from: { pos: [-7, 1.6, 0.5], look: [20, 6, 0] },
          to: { pos: [-1.5, 2.4, 0.4], look: [20, 8, 0] },
        },
      },
      {
        scene: 'sortation',
        params: { seed: 604 },
        seconds: 10,
        path: {
          from: { pos: [14, 9, 16], look: [-6, 0.5, -3] },
          to: { pos: [6, 5, 12], look: [-8, 0.5, -3] },
        },
      },
      {
        scene: 'factory',
        params: { seed: 605 },
        seconds: 8,
        path: {
          from: { pos: [12, 3, 5], look: [-10, 0.9, -0.5] },
          to: { pos: [6, 2.4, 3], look: [-12, 0.9, -0.5] },
        },
      },
      {
        scene: 'control',
        params: { seed: 606 },
        seconds: 10,
        path: {
          from: { pos: [4, 2.4, 7.5], look: [-0.5, 1.7, -5] },
          to: { pos: [1.5, 2.0, 4.5], look: [0, 1.8, -5] },
        },
      },
    ],
  },
  {
    slug: 'stacker-cranes',
    posterShot: 0,
    shots: [
      {
        scene: 'aisle',
        params: { ...aisleParams, seed: 511, levels: 13, double: true },
        seconds: 12,
        path: {
          from: { pos: [-8, 1.4, 0.5], look: [20, 7, 0] },
          to: { pos: [-2, 1.8, 0.45], look: [20, 10, 0] },
        },
      },
      {
        scene: 'aisle',
        params: { ...aisleParams, seed: 512, levels: 13, double: true, secondCrane: true },
        seconds: 10,
        start: 6,
        path: {
          from: { pos: [-3, 12, 0.4], look: [20, 6, 0] },
          to: { pos: [-3, 5, 0.4], look: [20, 5, 0] },
        },
      },
    ],
  },
  {
    slug: 'agv-fleet',
    posterShot: 0,
    shots: [
      {
        scene: 'fleet',
        params: { seed: 521, mode: 'pods' },
        seconds: 12,
        path: {
          from: { pos: [-4, 12, 22], look: [0, 0, -2] },
          to: { pos: [14, 6, 16], look: [-2, 0, -2] },
        },
      },
      {
        scene: 'factory',
        params: { seed: 522, accent: 0x39434f },
        seconds: 10,
        path: {
          from: { pos: [14, 4, 7], look: [-8, 0.8, -0.5] },
          to: { pos: [8, 2.4, 3], look: [-12, 0.8, -0.5] },
        },
      },
    ],
  },
  {
    slug: 'cold-chain',
    posterShot: 1,
    shots: [
      {
        scene: 'aisle',
        params: { seed: 531, cold: true, shuttles: true, levels: 8 },
        seconds: 11,
        path: {
          from: { pos: [-6, 3, 0.4], look: [16, 4, 0] },
          to: { pos: [-2, 5.5, 0.3], look: [16, 5, 0] },
        },
      },
      {
        scene: 'aisle',
        params: { seed: 532, cold: true, levels: 10, lift: 4, craneX: 6 },
        seconds: 10,
        path: {
          from: { pos: [-7, 1.5, 0.5], look: [16, 5, 0] },
          to: { pos: [-3, 2.2, 0.4], look: [16, 7, 0] },
        },
      },
    ],
  },
  {
    slug: 'digital-twin',
    posterShot: 0,
    shots: [
      {
        scene: 'control',
        params: { seed: 541 },
        seconds: 12,
        path: {
          from: { pos: [-4, 2.2, 7], look: [1, 1.8, -5] },
          to: { pos: [3, 2.0, 5], look: [-1, 1.8, -5] },
        },
      },
      {
        scene: 'fleet',
        params: { seed: 542, mode: 'mixed' },
        seconds: 10,
        // Under the hall's 14 m roof: from 26 m up the camera saw the roof's grey for 9 s.
        path: {
          from: { pos: [-7, 11, 19], look: [0, 0, -2] },
          to: { pos: [8, 9, 16], look: [-2, 0, -3] },
        },
      },
    ],
  },
]

/**
 * The home page's hero film: one slow, captionless camera move (art/render/hero-film.ts). Its
 * first frame is the poster (the site picture `home-film`); its last second is blended into its
 * first, so the loop has no cut.
 */
export const heroFilm: FilmShot = {
  scene: 'fleet',
  params: { seed: 101, mode: 'mixed' },
  seconds: 7,
  start: 0,
  path: {
    from: { pos: [10, 2.4, 8.5], look: [-6, 1.2, -5], fov: 44 },
    to: { pos: [8.6, 2.25, 7.2], look: [-6.5, 1.2, -5], fov: 44 },
  },
}
