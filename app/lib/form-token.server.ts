/** A form token from the content service, for a form that opens now (contract/form-token.ts). */
import { setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { formTokenIssuedAt } from '../../contract/form-token'
import { cmsClient } from '../content/cms.server'
import { logger } from './logger.server'

export async function freshFormToken(): Promise<
  { token: string; waitMs: number } | { token: null }
> {
  // A token is one visitor's, and only for a while: never kept by a cache.
  setResponseHeader('Cache-Control', 'no-store')
  try {
    const { data } = await cmsClient().GET('/formToken')
    if (data?.code === 0) {
      // How long after issue the service accepts it (its clock's difference, not a time).
      const { notBefore, token } = data.data
      const issuedAt = formTokenIssuedAt(token) ?? Date.now()
      return { token, waitMs: Math.max(0, Date.parse(notBefore) - issuedAt) }
    }
  } catch (error) {
    logger.warn({ event: 'form_token.unavailable', err: (error as Error).message })
  }
  setResponseStatus(503)
  return { token: null }
}
