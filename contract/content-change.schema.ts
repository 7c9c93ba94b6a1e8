/**
 * The body of `POST /api/content-changed` (contract/content-change.ts), checked before anything is
 * dropped: a body of another shape answers 400 and changes nothing.
 */
import { z } from 'zod'
import { contentLanguages } from './content-language'
import { contentChangeTypes, contentCollections, type ContentChange } from './content-change'

export const contentChangeSchema = z.strictObject({
  id: z.string().trim().min(1).max(128),
  type: z.enum(contentChangeTypes),
  collection: z.enum(contentCollections),
  items: z
    .array(
      z.strictObject({
        id: z.number().int().positive(),
        translationKey: z.string().min(1).max(200),
        language: z.enum(contentLanguages),
        kind: z.enum(['case', 'news', 'investor']).optional(),
      }),
    )
    .max(1000),
  at: z.iso.datetime({ offset: true }),
}) satisfies z.ZodType<ContentChange>
