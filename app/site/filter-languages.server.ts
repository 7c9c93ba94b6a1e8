/**
 * Where the language picker of a filtered list goes (ADR 025): the same list in each locale with
 * each selected filter (a topic, a job category or workplace, the selected video or document)
 * carried over through its translation key to that language's id, or dropped when that language
 * has no version of it; a search text is kept. Null when nothing is selected (the picker keeps
 * the URL as it is) or the service cannot say.
 */
import { bestVersion, locales, type Locale } from '../i18n/locales'
import { translationsOf, type TranslatableType } from '../content/translations.server'

export interface SelectedFilter {
  /** The query parameter (`tag`, `category`, `place`, `v`, `id`). */
  param: string
  type: TranslatableType
  id: number | null | undefined
}

export async function filterLanguageLinks(
  listPath: (locale: Locale) => string,
  filters: readonly SelectedFilter[],
  kept: Readonly<Record<string, string | null | undefined>> = {},
): Promise<Record<Locale, string> | undefined> {
  const selected = filters.filter((f): f is SelectedFilter & { id: number } => Boolean(f.id))
  if (selected.length === 0) return undefined
  const versions = await Promise.all(selected.map((f) => translationsOf(f.type, f.id)))
  if (versions.some((v) => v === null)) return undefined
  return Object.fromEntries(
    locales.map((locale) => {
      const params = new URLSearchParams()
      selected.forEach((filter, i) => {
        const known = versions[i]
        const best = known && known !== 'missing' ? bestVersion(locale, known) : null
        if (best) params.set(filter.param, String(best.version.id))
      })
      for (const [name, value] of Object.entries(kept)) if (value) params.set(name, value)
      const query = params.toString()
      return [locale, `${listPath(locale)}${query ? `?${query}` : ''}`]
    }),
  ) as Record<Locale, string>
}
