import type { ExtraVersion } from '../../more-languages'

/** Case studies in ms: each names its seed story by its kind and exact English title. */
export const cases: ExtraVersion[] = []
