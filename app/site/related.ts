/** The pages that show related content from the content service (see related.server.ts). */
export const relatedPages = [
  'AGVDetails',
  'pilerDetails',
  'logisticsSolution',
  'plantSolution',
  'gardenSolution',
] as const

export type RelatedPage = (typeof relatedPages)[number]
