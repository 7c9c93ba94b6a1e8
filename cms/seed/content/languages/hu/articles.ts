import type { ExtraVersion } from '../../more-languages'

/** News and investor items in hu: each names its seed story by its kind and exact English title. */
export const articles: ExtraVersion[] = []
