/**
 * What a page with a form that works without JavaScript carries in its loader data (ADR 030):
 * the form's words and the page stamp it posts back, and, on the page answered to a post that
 * was refused, the answer: the visitor's words, per-field errors and the values they sent. The
 * answer exists only on that one answer (status 4xx or 503, `Cache-Control: no-store`), never on
 * a page a cache keeps.
 */
import type { Locale } from '../i18n/locales'
import type { FormKind } from './form-kinds'
import { getPlainFormCopy } from './plain-form.functions'

export interface FormAnswer {
  kind: FormKind
  /** The HTTP status of the answer (4xx, or 503 when nothing definitive came back). */
  code: number
  msg: string
  errors: Record<string, string>
  /** The text fields as sent (never a file), to fill the form again. */
  values: Record<string, string>
}

export interface PlainFormData {
  stamp: string
  labels: Record<string, string>
  answer: FormAnswer | null
}

/**
 * Wraps a page's loader: its data plus `plainForm`, the words and stamp of its form of this kind
 * and the answer to a refused post (Start hands the POST handler's context to the loaders on the
 * server as `serverContext`).
 */
export function withPlainForm<A, R extends { lang: Locale }>(
  kind: FormKind,
  loader: (args: A) => Promise<R>,
) {
  return async (
    args: A & { serverContext?: unknown },
  ): Promise<R & { plainForm: PlainFormData }> => {
    const data = await loader(args)
    const copy = await getPlainFormCopy({ data: { kind, lang: data.lang } })
    const answer = (args.serverContext as { formAnswer?: FormAnswer } | undefined)?.formAnswer
    return { ...data, plainForm: { ...copy, answer: answer?.kind === kind ? answer : null } }
  }
}
