import { createFileRoute } from '@tanstack/react-router'
import { inProcessCms, probeExternalCms, usesInProcessCms } from '../content/cms.server'
import { env } from '../lib/env.server'
import { ensureSearchPages } from '../pages/search-pages.server'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * Readiness: the content service answers. In-process (CMS_BASE_URL unset) its own /readyz
 * (database reachable, migrations applied); else a probe of the external service.
 */
export const Route = createFileRoute('/readyz')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        // The first check (npm start's, before it listens) sends the pages to site search; the
        // in-process service has them before the server listens.
        if (usesInProcessCms()) {
          try {
            await ensureSearchPages()
            return await (await inProcessCms()).app.fetch(request)
          } catch {
            return Response.json({ status: 'unavailable' }, { status: 503, headers: noStore })
          }
        }
        void ensureSearchPages()
        const probe = await probeExternalCms(env().CMS_BASE_URL!)
        return Response.json(
          probe.ready
            ? { status: 'ready', cms: 'external' }
            : { status: 'unavailable', cms: 'external', reason: probe.reason },
          { status: probe.ready ? 200 : 503, headers: noStore },
        )
      },
    },
  },
})
