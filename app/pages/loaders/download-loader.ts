/** Loader of the download center. */
import { notFound } from '@tanstack/react-router'
import { downloadCenterQueries } from '../../domains/downloads/download-center.queries'
import { pageLoader, type LoaderArgs } from '../page-route'

/**
 * The download center; `?id=` opens that document's form (404 for an unknown one); with
 * `?preview=`, the document version the token names first in the list.
 */
export function downloadCenterLoader() {
  const copy = pageLoader('downloadCenter')
  return async (args: LoaderArgs & { deps: { id?: number; preview?: string } }) => {
    const data = await copy(args)
    const view = await args.context.queryClient.ensureQueryData(
      downloadCenterQueries.page(data.lang, args.deps.id ?? null, args.deps.preview),
    )
    if (!view) throw notFound()
    return { ...data, view }
  }
}
