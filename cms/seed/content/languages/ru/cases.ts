import type { ExtraVersion } from '../../more-languages'

/** Case studies in ru: each names its seed story by its kind and exact English title. */
export const cases: ExtraVersion[] = []
