/**
 * The download form, in a modal dialog loaded on first use: name, company, phone and email with
 * the consultation form's rules (the contract's schema, honeypot, minimum fill time, server-side
 * checks). On success the content service's signed URL starts the download and the dialog says so,
 * with a link in case the browser did not start it.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { useForm } from '@tanstack/react-form'
import { useMemo, useRef, useState } from 'react'
import { CloseIcon } from '../../components/ui/icons'
import { isChineseLocale } from '../../i18n/locales'
import { useLocale } from '../../i18n/use-locale'
import { cn } from '../../lib/cn'
import { errorText, Honeypot, SubmitButton } from '../../lib/form-fields'
import type { DocumentItem } from './download-center.server'
import * as m from '../../paraglide/messages.js'
import { useFormToken } from '../../lib/use-form-token'
import { submitDownloadRequest } from './download.functions'
import { downloadSchema } from './download.schema'

type Field = 'name' | 'company' | 'phone' | 'email'

export default function DownloadDialog({
  document,
  onClose,
}: {
  document: DocumentItem
  onClose: () => void
}) {
  const locale = useLocale()
  const schema = useMemo(() => downloadSchema(locale).omit({ downloadId: true }), [locale])
  // The signed, time-stamped token of this opening (the service's minimum fill time).
  const takeFormToken = useFormToken(true)
  const [honeypot, setHoneypot] = useState('')
  const [granted, setGranted] = useState<{ url: string; msg: string } | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const formElement = useRef<HTMLFormElement>(null)
  const form = useForm({
    defaultValues: { name: '', company: '', phone: '', email: '' },
    validators: { onSubmit: schema },
    canSubmitWhenInvalid: true,
    onSubmitInvalid: () => {
      window.requestAnimationFrame(() => {
        formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      })
    },
    onSubmit: async ({ value }) => {
      setFailure(null)
      try {
        const result = await submitDownloadRequest({
          data: {
            lang: locale,
            values: { ...value, downloadId: document.id },
            website: honeypot,
            formToken: await takeFormToken(),
          },
        })
        if (result.status === 'ok') {
          setGranted({ url: result.url, msg: result.msg })
          window.location.assign(result.url)
        } else setFailure(result.msg)
      } catch {
        setFailure(m.consult_network_error())
      }
    },
  })

  // Chinese locales keep the spec's mainland-only phone rule (as the consultation form does).
  const international = !isChineseLocale(locale)
  const fields: Array<{
    name: Field
    label: string
    type: 'text' | 'tel' | 'email'
    autoComplete: string
    placeholder?: string
  }> = [
    { name: 'name', label: m.consult_label_name(), type: 'text', autoComplete: 'name' },
    {
      name: 'company',
      label: m.consult_label_company(),
      type: 'text',
      autoComplete: 'organization',
    },
    {
      name: 'phone',
      label: m.consult_label_phone(),
      type: 'tel',
      autoComplete: 'tel',
      placeholder: international ? '13800138000 / +49301234567' : '13800138000',
    },
    { name: 'email', label: m.download_label_email(), type: 'email', autoComplete: 'email' },
  ]

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[2000] bg-slate-950/60" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-[2000] max-h-[92dvh] w-[min(34rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white shadow-2xl outline-none"
          onCloseAutoFocus={(event) => event.preventDefault()}
          data-testid="download-dialog"
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
            <div>
              <Dialog.Title className="text-xl font-semibold text-slate-900">
                {m.download_dialog_title()}
              </Dialog.Title>
              <p className="mt-1 font-medium text-brand-800" lang={document.lang}>
                {document.title}
              </p>
              <Dialog.Description className="mt-2 text-sm text-slate-600">
                {m.download_dialog_intro()}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="focus-ring inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
              aria-label={m.consult_close()}
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          {granted ? (
            <div className="px-6 py-8" role="status" data-testid="download-granted">
              <p className="text-lg font-semibold text-brand-900">{granted.msg}</p>
              <p className="mt-3">
                <a
                  href={granted.url}
                  className="focus-ring rounded font-medium text-brand-700 underline underline-offset-2"
                >
                  {m.download_fallback()}
                </a>
              </p>
            </div>
          ) : (
            <form
              ref={formElement}
              noValidate
              className="grid gap-y-1 px-6 pt-5 pb-6"
              onSubmit={(event) => {
                event.preventDefault()
                void form.handleSubmit()
              }}
            >
              {fields.map((config) => (
                <form.Field
                  key={config.name}
                  name={config.name}
                  validators={{ onBlur: schema.shape[config.name] as typeof schema.shape.name }}
                >
                  {(field) => {
                    const id = `download-${config.name}`
                    const error = errorText(field.state.meta.errors)
                    return (
                      <div>
                        <label
                          htmlFor={id}
                          className="mb-1.5 block text-sm font-medium text-slate-800"
                        >
                          <span className="mr-0.5 text-red-600" aria-hidden="true">
                            *
                          </span>
                          {config.label}
                        </label>
                        <input
                          id={id}
                          name={config.name}
                          type={config.type}
                          autoComplete={config.autoComplete}
                          placeholder={config.placeholder}
                          value={field.state.value}
                          onChange={(e) => field.handleChange(e.target.value)}
                          onBlur={field.handleBlur}
                          aria-invalid={error ? true : undefined}
                          aria-required
                          aria-describedby={`${id}-error`}
                          className={cn(
                            'focus-ring h-11 w-full rounded-md border bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400',
                            error ? 'border-red-500' : 'border-slate-300',
                          )}
                        />
                        <p
                          id={`${id}-error`}
                          role={error ? 'alert' : undefined}
                          className="mt-1 min-h-5 text-xs text-red-700"
                        >
                          {error}
                        </p>
                      </div>
                    )
                  }}
                </form.Field>
              ))}
              <Honeypot value={honeypot} onChange={setHoneypot} />
              {failure && (
                <p role="alert" className="mb-2 rounded-md bg-red-50 p-3 text-sm text-red-800">
                  {failure}
                </p>
              )}
              <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Dialog.Close className="focus-ring h-11 rounded-md border border-slate-300 px-6 text-sm font-medium text-slate-700 hover:bg-slate-50">
                  {m.consult_cancel()}
                </Dialog.Close>
                <SubmitButton
                  form={form}
                  label={m.download_submit()}
                  busyLabel={m.download_submitting()}
                  testId="download-submit"
                />
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
