/**
 * What a page read, and what a content change drops (issue 35, ADR 041). Every read of a story or
 * a list of stories notes a tag while a page renders (`readContent`); the page cache keeps the
 * tags with the page. A change (contract/content-change.ts: from the embedded content service, from
 * other processes on its PostgreSQL, or from `POST /api/content-changed`) is applied once per id:
 * the content caches of its collection are emptied, and every page, share image and nginx copy
 * that read one of its tags is dropped. TTLs stay as the safety net.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { LRUCache } from 'lru-cache'
import type { ContentChange, ContentCollection } from '../../contract/content-change'
import { logger } from '../lib/logger.server'

const reading = new AsyncLocalStorage<Set<string>>()

/** Runs `render`, noting in `tags` the content it reads (in every async step it starts). */
export function notingContent<T>(tags: Set<string>, render: () => T): T {
  return reading.run(tags, render)
}

/** The page being rendered (if any) showed this content. */
export function readContent(...tags: string[]): void {
  const noted = reading.getStore()
  if (noted) for (const tag of tags) noted.add(tag)
}

/** The tags of content: a list (of one kind), a version by id, a story by translation key. */
export const contentTag = {
  /** Anything of the content service (the sitemap lists it all). */
  any: 'content',
  list: (collection: ContentCollection, kind?: string) =>
    kind ? `${collection}:list:${kind}` : `${collection}:list`,
  id: (collection: ContentCollection, id: number) => `${collection}:id:${id}`,
  key: (collection: ContentCollection, key: string) => `${collection}:key:${key}`,
}

/** Every tag a change touches: its versions, their stories, and the lists they are on. */
export function tagsOf(change: ContentChange): Set<string> {
  const tags = new Set([contentTag.any, contentTag.list(change.collection)])
  for (const item of change.items) {
    tags.add(contentTag.id(change.collection, item.id))
    tags.add(contentTag.key(change.collection, item.translationKey))
    if (item.kind) tags.add(contentTag.list(change.collection, item.kind))
  }
  return tags
}

/** Something that drops what a change touched (a cache of this process, nginx's copies). */
export type ChangeListener = (change: ContentChange, tags: Set<string>) => void

const listeners = new Set<ChangeListener>()

/** Calls `listener` with every change applied from now on; returns the unsubscribe. */
export function onContentChange(listener: ChangeListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Changes applied lately, by id: one that arrives twice (a webhook retried, a replay) is dropped. */
const applied = new LRUCache<string, true>({ max: 10_000 })

/** Applies a change once per id; false when it was applied before. */
export function applyContentChange(change: ContentChange): boolean {
  if (applied.has(change.id)) return false
  applied.set(change.id, true)
  const tags = tagsOf(change)
  logger.info({
    event: 'content.changed',
    change: change.id,
    type: change.type,
    collection: change.collection,
    items: change.items.map((item) => item.id),
  })
  for (const listener of listeners) {
    try {
      listener(change, tags)
    } catch (error) {
      logger.error({ event: 'content.change_listener_failed', err: (error as Error).message })
    }
  }
  return true
}
