import { createFileRoute } from '@tanstack/react-router'
import { shareImage } from '../../pages/share-stories.server'

/**
 * `/og/<locale>/<page id>.jpg` and `/og/<locale>/<page id>/<id>.jpg`: a page's share image
 * (app/share-images/share-image.server.ts); 404 for anything else.
 */
export const Route = createFileRoute('/og/$')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const bytes = await shareImage(new URL(request.url).pathname)
        if (!bytes) {
          return new Response('Not Found', {
            status: 404,
            headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
          })
        }
        return new Response(new Uint8Array(bytes), {
          headers: {
            'Content-Type': 'image/jpeg',
            'Content-Length': String(bytes.length),
            // A day, then revalidated in the background: a title or a cover may change.
            'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
            'X-Content-Type-Options': 'nosniff',
          },
        })
      },
    },
  },
})
