/** Loader of the video center. */
import { notFound } from '@tanstack/react-router'
import { videoQueries } from '../../domains/videos/videos.queries'
import { pageLoader, type LoaderArgs } from '../page-route'

/**
 * The video center, with the video of `?v=` in the player (404 for an unknown one); with
 * `?preview=`, the version the token names.
 */
export function videoCenterLoader() {
  const copy = pageLoader('videoDetails')
  return async (args: LoaderArgs & { deps: { v?: number; preview?: string } }) => {
    const data = await copy(args)
    const view = await args.context.queryClient.ensureQueryData(
      videoQueries.center(data.lang, args.deps.v ?? null, args.deps.preview),
    )
    if (!view) throw notFound()
    return { ...data, view }
  }
}
