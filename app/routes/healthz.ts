import { createFileRoute } from '@tanstack/react-router'

/** Liveness: the process serves requests (readiness, the content service too, is /readyz). */
export const Route = createFileRoute('/healthz')({
  server: {
    handlers: {
      GET: () => Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } }),
    },
  },
})
