/**
 * The typed client of the management API (api-spec/cms-admin-api.yaml, openapi-fetch): the
 * editor's command line uses it, and so may any script. Every call carries the bearer token.
 */
import createClient from 'openapi-fetch'
import type { paths } from '../../contract/admin-api.gen'

export const ADMIN_API_PREFIX = '/cms/admin/api'

export type EditorClient = ReturnType<typeof editorClient>

export function editorClient(options: {
  /** The service or the site that embeds it, e.g. http://127.0.0.1:3000. */
  baseUrl: string
  token: string
  timeoutMs?: number
}) {
  return createClient<paths>({
    baseUrl: `${options.baseUrl.replace(/\/+$/, '')}${ADMIN_API_PREFIX}`,
    headers: { authorization: `Bearer ${options.token}` },
    fetch: (request) =>
      fetch(request, { signal: AbortSignal.timeout(options.timeoutMs ?? 30_000) }),
  })
}
