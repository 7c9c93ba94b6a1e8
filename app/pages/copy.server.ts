/**
 * Each page's copy: the base every page has (app/site/page-copy.server.ts) and the copy its
 * domain builds. Every domain's copy module (`app/domains/<domain>/<name>-copy.server.ts`) that
 * exports `pageCopy` adds its builders to the table; its `PageExtras` declaration is made from
 * the same builders, so a declared page always has its builder, of the declared type
 * (docs/decisions/052-copy-modules-register-their-pages.md).
 */
import type { Locale } from '../i18n/locales'
import {
  pageBaseCopy,
  type CopyBuilders,
  type PageCopy,
  type PageExtras,
} from '../site/page-copy.server'
import type { PageId } from '../site/registry'

type Builders = { [P in keyof PageExtras]: (locale: Locale) => PageExtras[P] }

/** The domains' copy modules, by path: their `pageCopy`, where they export one. */
const modules = import.meta.glob<CopyBuilders | undefined>('../domains/*/*-copy.server.ts', {
  eager: true,
  import: 'pageCopy',
})

/** Each page's builder, from the module that declares it; a page two modules build is an error. */
export const copyBuilders = Object.entries(modules).reduce<CopyBuilders>((table, [path, more]) => {
  for (const id of Object.keys(more ?? {}))
    if (id in table) throw new Error(`${path}: copy of page ${id} is built by another module too`)
  return { ...table, ...more }
}, {}) as Builders

/** The domains declare copy only for pages of the registry. */
const declaredPagesExist: [Exclude<keyof PageExtras, PageId>] extends [never] ? true : never = true
void declaredPagesExist

export function buildPageCopy<P extends PageId>(id: P, locale: Locale): PageCopy<P> {
  const more = (copyBuilders as CopyBuilders)[id]
  return { ...pageBaseCopy(id, locale), ...(more ? more(locale) : {}) } as PageCopy<P>
}
