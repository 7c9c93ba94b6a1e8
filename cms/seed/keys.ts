/**
 * The translation keys of the seed content (ADR 025): one per story, shared by its zh and en rows
 * and by its versions in other languages. Each key is derived from the item alone (never from its
 * position or from other items), so adding an item changes no other key; an item may name its
 * key instead (`key`), which is how one keeps a key when a title or a customer's name changes.
 */
import { TRANSLATION_KEY, TRANSLATION_KEY_LENGTH } from '../../contract/content-language'
import type {
  SeedArticle,
  SeedCase,
  SeedCategory,
  SeedDownload,
  SeedJob,
  SeedJobCategory,
  SeedTag,
  SeedVideo,
  SeedWorkPlace,
} from './types'

/** Words that add nothing to a key made from a title. */
const FILLER = new Set([
  'a',
  'an',
  'and',
  'at',
  'for',
  'in',
  'its',
  'of',
  'on',
  'the',
  'to',
  'with',
])

/** Lowercase ASCII words of a text ("4.0" is "4", "0"; "Hexi's" is "hexi", "s"). */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}

/** `prefix-word-word…`, at most `maxWords` words (fillers skipped when `skipFillers`). */
function keyOf(prefix: string, text: string, maxWords = 12, skipFillers = false): string {
  const picked = words(text)
    .filter((w) => !skipFillers || !FILLER.has(w))
    .slice(0, maxWords)
  return checked([prefix, ...picked].join('-'))
}

function checked(key: string): string {
  if (!TRANSLATION_KEY.test(key) || key.length > TRANSLATION_KEY_LENGTH)
    throw new Error(`seed: "${key}" is not a translation key (lowercase words and hyphens, ≤ 100)`)
  return key
}

export const keys = {
  /** The root of the case categories and of the news categories: `category-root-cases`. */
  categoryRoot: (outLink: string) => checked(`category-root-${outLink}`),
  /** `category-tobacco` (the category's URL slug). */
  category: (c: SeedCategory) => checked(c.key ?? `category-${c.outLink}`),
  /** `tag-wms`. */
  tag: (t: SeedTag) => checked(`tag-${t.key}`),
  /** `case-hengyuan-tobacco-logistics-center`: the customer's English name. */
  case: (c: SeedCase) => (c.key ? checked(c.key) : keyOf('case', c.customer.en)),
  /**
   * `news-2026-03-fleet-scheduler-4-0`, `investor-2026-04-2025-annual-report`: the type, the
   * month of publication and the first four words of the English title.
   */
  article: (a: SeedArticle) =>
    a.key ? checked(a.key) : keyOf(`${a.type}-${a.publishDate.slice(0, 7)}`, a.title.en, 4, true),
  /** `video-agv-fleet` (the clip's file name). */
  video: (v: SeedVideo & { slug: string }) => checked(v.key ?? `video-${v.slug}`),
  /** `download-stacker-crane-datasheet` (the offered file name). */
  download: (d: SeedDownload) =>
    d.key
      ? checked(d.key)
      : keyOf('download', d.fileName.replace(/\.pdf$/, '').replace(/^starbridge-/, '')),
  /** `job-category-rd`. */
  jobCategory: (c: SeedJobCategory) => checked(`job-category-${c.key}`),
  /** `workplace-kuala-lumpur`. */
  workPlace: (w: SeedWorkPlace) => checked(`workplace-${w.key}`),
  /** `job-wms-backend-engineer-java`: the English title. */
  job: (j: SeedJob) => (j.key ? checked(j.key) : keyOf('job', j.title.en)),
}

/** Throws unless every key of `items` is different: two stories never share a key. */
export function assertUniqueKeys(kind: string, items: readonly string[]): void {
  const seen = new Set<string>()
  for (const key of items) {
    if (seen.has(key))
      throw new Error(`seed: two ${kind} items share the translation key "${key}": give one a key`)
    seen.add(key)
  }
}
