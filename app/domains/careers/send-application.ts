/**
 * Sends a job application to the site's upload endpoint with XMLHttpRequest: unlike fetch, it
 * reports the upload's progress. Resolves with the endpoint's JSON answer (any status); rejects
 * when no answer arrives (network error, abort, timeout).
 */
import { FORM_TOKEN_HEADER } from '../../../contract/headers'
import type { ApplicationAnswer } from './job-application.server'

export type { ApplicationAnswer }

export const APPLICATION_ENDPOINT = '/api/job-application'

export function sendApplication(
  url: string,
  body: FormData,
  formToken: string,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; answer: ApplicationAnswer | null }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.responseType = 'json'
    xhr.timeout = 120_000
    xhr.setRequestHeader('Accept', 'application/json')
    // In a header: the server checks it before it reads the body.
    xhr.setRequestHeader(FORM_TOKEN_HEADER, formToken)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => {
      const answer = xhr.response as ApplicationAnswer | null
      resolve({ status: xhr.status, answer: answer && typeof answer === 'object' ? answer : null })
    }
    const fail = () => reject(new Error('application upload failed'))
    xhr.onerror = fail
    xhr.onabort = fail
    xhr.ontimeout = fail
    xhr.send(body)
  })
}
