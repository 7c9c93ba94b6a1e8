/**
 * The download request posted without JavaScript (ADR 030): the download center's form for one
 * document (`?id=`), stored by `storeDownloadRequest` like the dialog's; a granted request goes
 * straight to the document (the content service's signed link), as the dialog does.
 */
import { SHORT_FORM_BODY_LIMIT } from '../../lib/body-limits'
import type { PlainFormSpec } from '../../forms/form-post.server'
import { storeDownloadRequest } from './download.server'

export const downloadPost: PlainFormSpec<{ url: string }> = {
  kind: 'download',
  multipart: false,
  // Four short text fields, urlencoded or multipart.
  limit: SHORT_FORM_BODY_LIMIT,
  fields: ['name', 'company', 'phone', 'email'],
  store: ({ values, form, ...ctx }) => {
    const id = form.get('downloadId')
    return storeDownloadRequest({
      ...ctx,
      values: {
        ...values,
        downloadId: typeof id === 'string' && /^\d{1,10}$/.test(id) ? Number(id) : id,
      },
    })
  },
  confirmation: ({ result }) => result.url,
}
