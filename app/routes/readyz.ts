import { createFileRoute } from '@tanstack/react-router'
import { inProcessCms, probeExternalCms, usesInProcessCms } from '../content/cms.server'
import { env } from '../lib/env.server'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * Readiness: the content service answers. In-process (CMS_BASE_URL unset) its own /readyz
 * (database reachable, migrations applied); else a probe of the external service.
 */
export const Route = createFileRoute('/readyz')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        if (usesInProcessCms()) {
          try {
            return await (await inProcessCms()).app.fetch(request)
          } catch {
            return Response.json({ status: 'unavailable' }, { status: 503, headers: noStore })
          }
        }
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
