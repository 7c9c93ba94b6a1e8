/** The content service on its own port (npm run cms), for a separate deployment. */
import { serve } from 'srvx'
import { parseCmsEnv } from './env'
import { cmsLogger, startCms } from './instance'

const env = parseCmsEnv(process.env)
const cms = await startCms(env, { trustClientIpHeader: false })
const server = serve({
  port: env.CMS_PORT,
  hostname: env.HOST,
  silent: true,
  fetch: (request) => cms.app.fetch(request),
})
await server.ready()
cmsLogger.info(
  { event: 'cms.listening', url: server.url, database: cms.database.kind },
  `content service on ${server.url}`,
)

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    await server.close()
    await cms.close()
    process.exit(0)
  })
}
