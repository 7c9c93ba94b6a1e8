/**
 * The consultation pop-up: an accessible modal with the lead form (TanStack Form + the shared
 * zod schema). Close or cancel clears name, phone, address and remark and keeps company,
 * industry and demand; any submission result clears everything and closes the dialog, except a
 * network failure, which keeps what the visitor typed so that they can retry.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { useForm } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { toast } from 'sonner'
import { regionQueries } from '../../content/regions.queries'
import { useLocale } from '../../i18n/use-locale'
import { useConsultationDialog } from '../../lib/consultation-open-state'
import {
  errorText,
  FieldShell,
  fieldBinding,
  Honeypot,
  SubmitButton,
  TextField,
  type TextFieldConfig,
} from '../../lib/form-fields'
import * as m from '../../paraglide/messages.js'
import { submitConsultation } from './consultation.functions'
import {
  acceptsInternationalPhone,
  consultationLimits,
  consultationSchema,
  type ConsultationField,
} from './consultation.schema'
import { CloseIcon } from '../../components/ui/icons'
import { useFormToken } from '../../lib/use-form-token'
import { RegionPicker } from './region-picker'

const empty: Record<ConsultationField, string> = {
  customersName: '',
  customersPhone: '',
  customersAddress: '',
  remark: '',
  companyName: '',
  demand: '',
  industry: '',
}

export function ConsultationDialog() {
  const { open, setOpen, opener } = useConsultationDialog()
  const locale = useLocale()
  const queryClient = useQueryClient()
  // The form always holds a remark string (maybe empty); the service also accepts none.
  const schema = useMemo(() => {
    const shared = consultationSchema(locale)
    return shared.extend({ remark: shared.shape.remark.unwrap() })
  }, [locale])
  // The signed, time-stamped token of this opening (the service's minimum fill time).
  const takeFormToken = useFormToken(open)
  const [honeypot, setHoneypot] = useState('')

  const formElement = useRef<HTMLFormElement>(null)
  const form = useForm({
    defaultValues: empty,
    validators: { onSubmit: schema },
    // Validate everything on submit even when a field already shows an error, so that every
    // invalid field gets its message at once (not only the ones blurred before).
    canSubmitWhenInvalid: true,
    onSubmitInvalid: () => {
      // After the messages render: focus the first invalid field, in the form's order.
      window.requestAnimationFrame(() => {
        formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      })
    },
    onSubmit: async ({ value }) => {
      try {
        const result = await submitConsultation({
          data: {
            lang: locale,
            values: value,
            website: honeypot,
            formToken: await takeFormToken(),
          },
        })
        if (result.status === 'unavailable') {
          toast.error(result.msg)
          return
        }
        if (result.status === 'ok') toast.success(result.msg)
        else toast.error(result.msg)
        form.reset(empty)
        setOpen(false)
      } catch {
        toast.error(m.consult_network_error())
      }
    },
  })

  useEffect(() => {
    if (!open) return
    void queryClient.prefetchQuery(regionQueries.tree())
  }, [open, queryClient])

  /** Close or cancel: personal fields go, company, industry and demand stay. */
  function closeKeepingBusinessFields() {
    const v = form.state.values
    form.reset(
      { ...empty, companyName: v.companyName, industry: v.industry, demand: v.demand },
      { keepDefaultValues: true },
    )
    setOpen(false)
  }

  const international = acceptsInternationalPhone(locale)
  const limits = consultationLimits(locale)
  const fieldId = (name: ConsultationField) => `consult-${name}`
  const describedBy = (name: ConsultationField, extra?: string) =>
    [`${fieldId(name)}-error`, extra].filter(Boolean).join(' ')

  type TextFieldName = Exclude<ConsultationField, 'customersAddress'>
  /** One text input or text area of the form, validated on blur, errors announced. */
  const textField = ({
    counter,
    ...config
  }: TextFieldConfig & { name: TextFieldName; type?: 'text' | 'tel'; counter?: boolean }) => (
    <form.Field name={config.name} validators={{ onBlur: schema.shape[config.name] }}>
      {(field) => (
        <TextField
          {...config}
          {...fieldBinding(field)}
          id={fieldId(config.name)}
          optional={m.consult_optional()}
          locale={locale}
          counter={counter ? m.consult_counter : undefined}
          counterTestId={`${config.name}-counter`}
          className={config.rows ? 'sm:col-span-2' : undefined}
        />
      )}
    </form.Field>
  )

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : closeKeepingBusinessFields())}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[2000] bg-slate-950/60" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-[2000] max-h-[92dvh] w-[min(44rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white shadow-2xl outline-none"
          onCloseAutoFocus={(event) => {
            if (opener.current) {
              event.preventDefault()
              opener.current.focus()
            }
          }}
          data-testid="consult-dialog"
        >
          <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-slate-200 bg-white px-6 py-4">
            <div>
              <Dialog.Title className="text-xl font-semibold text-slate-900">
                {m.consult_title()}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                {m.consult_intro()}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-ring"
              aria-label={m.consult_close()}
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <form
            ref={formElement}
            noValidate
            className="grid gap-x-5 gap-y-1 px-6 pt-5 pb-6 sm:grid-cols-2"
            onSubmit={(event) => {
              event.preventDefault()
              void form.handleSubmit()
            }}
          >
            {textField({
              name: 'customersName',
              label: m.consult_label_name(),
              required: true,
              autoComplete: 'name',
              maxLength: limits.nameMax,
            })}
            {textField({
              name: 'customersPhone',
              label: m.consult_label_phone(),
              required: true,
              type: 'tel',
              autoComplete: 'tel',
              placeholder: international ? '13800138000 / +49301234567' : '13800138000',
            })}
            <form.Field
              name="customersAddress"
              validators={{ onChange: schema.shape.customersAddress }}
            >
              {(field) => {
                const error = errorText(field.state.meta.errors)
                return (
                  <FieldShell
                    id={fieldId('customersAddress')}
                    label={m.consult_label_address()}
                    optional={m.consult_optional()}
                    required
                    error={error}
                    className="sm:col-span-2"
                  >
                    <RegionPicker
                      id={fieldId('customersAddress')}
                      locale={locale}
                      international={international}
                      value={field.state.value}
                      onChange={(value) => field.handleChange(value)}
                      onClose={() => {
                        if (!field.state.value) field.handleChange('')
                      }}
                      invalid={!!error}
                      describedBy={describedBy('customersAddress')}
                    />
                    <input type="hidden" name="customersAddress" value={field.state.value} />
                  </FieldShell>
                )
              }}
            </form.Field>
            {textField({
              name: 'companyName',
              label: m.consult_label_company(),
              required: true,
              autoComplete: 'organization',
              maxLength: limits.companyMax,
            })}
            {textField({
              name: 'industry',
              label: m.consult_label_industry(),
              required: true,
              maxLength: limits.industryMax,
            })}
            {textField({
              name: 'demand',
              label: m.consult_label_demand(),
              required: true,
              rows: 3,
              maxLength: limits.demandMax,
              counter: true,
            })}
            {textField({
              name: 'remark',
              label: m.consult_label_remark(),
              rows: 2,
              maxLength: limits.remarkMax,
            })}
            <Honeypot value={honeypot} onChange={setHoneypot} />
            <div className="mt-3 flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
              <button
                type="button"
                onClick={closeKeepingBusinessFields}
                className="h-11 rounded-md border border-slate-300 px-6 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-ring"
              >
                {m.consult_cancel()}
              </button>
              <SubmitButton
                form={form}
                label={m.consult_submit()}
                busyLabel={m.consult_submitting()}
                testId="consult-submit"
              />
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
