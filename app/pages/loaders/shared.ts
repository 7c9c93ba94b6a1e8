/**
 * What the loaders of the pages read from the content service share (app/pages/loaders/*): a
 * list's copy on later pages, a detail page's head, the 404 or 301 a view stands for, and the
 * detail page by `?id=`. Each domain's loaders are their own module, split with their route's
 * component (vite.config.ts): a page fetches its own loader and query options, no other's.
 */
import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import { navigation } from '../../components/ui/app-link'
import type { Locale } from '../../i18n/locales'
import type { RouteLink } from '../../lib/route-path'
import type { PageCopy } from '../../site/page-copy.server'
import { pageLoader, type LoaderArgs } from '../page-route'

/** A list's copy on page 2 and later: its title names the page ("News – Page 2"). */
export function pagedCopy(copy: PageCopy, labels: { pageTitle?: string }): PageCopy {
  return labels.pageTitle ? { ...copy, title: `${copy.title} – ${labels.pageTitle}` } : copy
}

/** A detail page's head: the item's title and summary once it loaded, else the page's own. */
export function itemCopy<
  V extends { status: 'ok' | 'unavailable'; title: string; summary: string },
>(data: { lang: Locale; copy: PageCopy }, view: V) {
  return {
    lang: data.lang,
    copy:
      view.status === 'ok'
        ? { ...data.copy, title: view.title, description: view.summary }
        : data.copy,
    view,
  }
}

/** A version of the story that is not this locale's: a 301 to the one that is (ADR 025). */
interface Redirect {
  status: 'redirect'
  to: RouteLink
}

/** The view, or the 404 (null) or 301 (another version is this locale's) it stands for. */
export function shown<V>(view: V | Redirect | null): V {
  if (!view) throw notFound()
  if ((view as Redirect).status === 'redirect')
    throw redirect({ ...navigation((view as Redirect).to), statusCode: 301 })
  return view as V
}

/** A detail page by `?id=`: 404 without an id, or for an id the query answers null for. */
export function idDetailLoader<
  V extends { status: 'ok' | 'unavailable'; title: string; summary: string },
  K extends QueryKey,
>(
  page: 'caseDetails' | 'joinDetails',
  query: (
    lang: Locale,
    id: number,
    preview?: string,
  ) => EnsureQueryDataOptions<V | Redirect | null, Error, V | Redirect | null, K>,
) {
  const copy = pageLoader(page)
  return async (args: LoaderArgs & { deps: { id?: number; preview?: string } }) => {
    const data = await copy(args)
    if (!args.deps.id) throw notFound()
    const view = await args.context.queryClient.ensureQueryData(
      query(data.lang, args.deps.id, args.deps.preview),
    )
    return itemCopy(data, shown(view))
  }
}
