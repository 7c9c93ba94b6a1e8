/**
 * The seed's tags in the languages stories are written in besides zh and en (ja, de, ko, th, it,
 * hu, ru, kk, ms, vi): one row per tag and language under the tag's one translation key, inserted
 * after the zh and en rows so their ids stay what they were. A story's version in one of these
 * languages names these rows, so topic chips, a filter by topic and an article's topics read in
 * the reader's language (zh-TW readers get the Chinese rows, converted by the site).
 */
import type { CmsDatabase } from '../db/client'
import * as t from '../db/schema'
import { tags } from './content/case-categories'
import { storyLanguages, type StoryLanguage } from './content/more-languages'

type Tx = Parameters<Parameters<CmsDatabase['transaction']>[0]>[0]

/** Inserts the tags in every story language; answers each language's tag ids by seed key. */
export async function insertTagVersions(
  tx: CmsDatabase | Tx,
  translationKeys: readonly string[],
): Promise<Record<StoryLanguage, Map<string, number>>> {
  const idsOf = {} as Record<StoryLanguage, Map<string, number>>
  for (const language of storyLanguages) {
    const rows = await tx
      .insert(t.tag)
      .values(
        tags.map((tag, i) => ({
          language,
          translationKey: translationKeys[i]!,
          key: tag.key,
          tagName: tag.name[language],
        })),
      )
      .returning({ id: t.tag.id, key: t.tag.key })
    idsOf[language] = new Map(rows.map((row) => [row.key, row.id]))
  }
  return idsOf
}
