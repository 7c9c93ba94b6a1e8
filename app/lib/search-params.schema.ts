/**
 * Search-param schemas of the routes (zod/mini: the small, tree-shakable build, since these ship
 * in the main client bundle). Anything invalid is dropped rather than answered with an error.
 */
import * as z from 'zod/mini'

const positiveInt = z.coerce.number().check(z.int(), z.positive())

/** `?id=` of the detail pages (caseDetails, join-details). */
export const idSearchSchema = z.object({ id: z.catch(z.optional(positiveInt), undefined) })

/** `?anchor=1..4` of the service page. */
export const anchorSearchSchema = z.object({
  anchor: z.catch(z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(4))), undefined),
})
