import { createFileRoute } from '@tanstack/react-router'
import { readerScriptCaptions } from '../../domains/videos/captions.server'

/**
 * `/captions/<locale>/<video id>.vtt`: a video's Chinese captions in the script of the locale's
 * readers, zh-TW's Traditional (app/domains/videos/captions.server.ts); 404 for anything else.
 */
export const Route = createFileRoute('/captions/$')({
  server: {
    handlers: {
      GET: ({ request }) => readerScriptCaptions(new URL(request.url).pathname),
    },
  },
})
