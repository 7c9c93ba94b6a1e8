/**
 * A change of published content (issue 35): what the content service tells the site when a story
 * is published, unpublished, edited while published, deleted while published, or when its
 * scheduled `publishAt` / `unpublishAt` passes. In process when the service is embedded; on one
 * PostgreSQL through LISTEN/NOTIFY between processes; to a site elsewhere as the body of a signed
 * webhook (Standard Webhooks) to `POST /api/content-changed`. Another CMS may send the same body.
 */
import type { ContentLanguage } from './content-language'

/** The admin API's collections. */
export const contentCollections = ['articles', 'jobs', 'media', 'downloads'] as const
export type ContentCollection = (typeof contentCollections)[number]

export const contentChangeTypes = ['published', 'unpublished', 'updated', 'deleted'] as const
export type ContentChangeType = (typeof contentChangeTypes)[number]

/** One version a change touched. */
export interface ChangedItem {
  /** The version's id (the id of the open API's detail path). */
  id: number
  translationKey: string
  language: ContentLanguage
  /** Articles only: which list it belongs to. */
  kind?: 'case' | 'news' | 'investor'
}

export interface ContentChange {
  /** Unique per change (also the webhook's `webhook-id`): a replay of it changes nothing. */
  id: string
  type: ContentChangeType
  collection: ContentCollection
  items: ChangedItem[]
  /** When it took effect (ISO 8601). */
  at: string
}
