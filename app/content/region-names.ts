/**
 * What the city picker receives, and how it shows and filters it. Browser-safe: the names are
 * made on the server (region-names.server.ts), never here.
 *
 * The value stored in the form is always the content service's Chinese path (广东省/深圳市/南山区);
 * what differs per locale is only how an option is shown:
 * - zh-CN: the Chinese name (`name`);
 * - zh-TW: the name in Traditional characters (`display`, only where it differs);
 * - every other locale: a romanized name first (`latin`, "Guangdong"), the Chinese after it.
 */
import { localePolicy, type Locale } from '../i18n/locales'

/** A node of the region tree as the picker receives it. */
export interface PickerRegion {
  id: number
  /** The service's Chinese name (Simplified): what the form stores. */
  name: string
  /** Traditional characters, for zh-TW readers, when they differ from `name`. */
  display?: string
  /** Romanized name ("Guangdong", "Shenzhen", "Nanshan") for readers of other languages. */
  latin?: string
  children?: PickerRegion[]
}

/** Which labels a locale's readers get: one tree per variant, shared by the locales of one. */
export type RegionVariant = 'hans' | 'hant' | 'latin'
export const regionVariants = ['hans', 'hant', 'latin'] as const

export function regionVariant(locale: Locale): RegionVariant {
  const policy = localePolicy[locale]
  if (policy.contentLanguage !== 'zh') return 'latin'
  return policy.script === 'Hant' ? 'hant' : 'hans'
}

/** The shown name of an option, without its romanization. */
export function regionLabel(node: { name: string; display?: string }): string {
  return node.display ?? node.name
}

/** Lower case without accents, apostrophes, hyphens or spaces ("Xi'an" -> "xian", "Lü" -> "lu"). */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s'’\-‐.]/g, '')
    .replace(/v/g, 'u')
}

/**
 * Whether an option matches what was typed in the filter: part of its Chinese name, of its
 * Traditional name or (case- and accent-insensitive) of its romanized name.
 */
export function regionMatches(
  node: { name: string; display?: string; latin?: string },
  typed: string,
): boolean {
  const query = typed.trim().toLowerCase()
  if (!query) return true
  if (node.name.toLowerCase().includes(query)) return true
  if (node.display?.toLowerCase().includes(query)) return true
  if (!node.latin) return false
  const latin = folded(query)
  return latin.length > 0 && folded(node.latin).includes(latin)
}

/**
 * The nodes of a stored value ("广东省/深圳市/南山区"), walking the tree by Chinese name; null when
 * a part is not in the tree (not loaded yet, or a value the tree no longer has).
 */
export function regionPathNodes<N extends { name: string; children?: N[] }>(
  tree: readonly N[],
  value: string,
): N[] | null {
  const nodes: N[] = []
  let level: readonly N[] | undefined = tree
  for (const part of value.split('/')) {
    const node: N | undefined = level?.find((n) => n.name === part)
    if (!node) return null
    nodes.push(node)
    level = node.children
  }
  return nodes
}
