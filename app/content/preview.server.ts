/**
 * A preview token's version (issue 35, ADR 040): the open API's `GET /preview?token=` answers the
 * version the token names, whatever its status, never cached here or anywhere (every call asks
 * the service: a token is one editor's, and the version may change between two looks).
 */
import type { components } from '../../contract/api.gen'
import type { Locale } from '../i18n/locales'
import { CmsError } from './client'
import { cmsClient } from './cms.server'
import { readerScriptFor } from './reader-script.server'

type Article = components['schemas']['Article']
type Job = components['schemas']['Job']
export type PreviewVersion =
  Article | Job | components['schemas']['Media'] | components['schemas']['Download']

/**
 * The version, in the reader's script; 'invalid' for a token the service did not sign (or a
 * version since deleted), 'expired' for one past its time, null when the service cannot answer.
 */
export async function previewVersion(
  locale: Locale,
  token: string,
): Promise<PreviewVersion | 'invalid' | 'expired' | null> {
  try {
    const { data } = await cmsClient().GET('/preview', { params: { query: { token } } })
    return data?.code === 0 && data.data ? readerScriptFor(locale)(data.data) : null
  } catch (error) {
    // The client rejects every answer that is not a 2xx with its status (content/client.ts).
    const status = error instanceof CmsError ? error.status : 0
    if (status === 410) return 'expired'
    return status === 401 || status === 404 ? 'invalid' : null
  }
}

export const isArticle = (version: PreviewVersion): version is Article =>
  'content' in version && 'type' in version
export const isJob = (version: PreviewVersion): version is Job => 'responsibilities' in version
export const isMedia = (version: PreviewVersion): version is components['schemas']['Media'] =>
  'sourceUrl' in version
export const isDownload = (version: PreviewVersion): version is components['schemas']['Download'] =>
  'fileType' in version
