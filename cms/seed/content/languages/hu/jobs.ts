import type { ExtraVersion } from '../../more-languages'

/** Open positions in hu: each names its seed story by its kind and exact English title. */
export const jobs: ExtraVersion[] = []
