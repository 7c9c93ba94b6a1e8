import { lazy, Suspense, useState } from 'react'
import { useConsultationDialog } from '../../lib/consultation-open-state'

/** The dialog and its toasts (sonner), loaded together on first use. */
const ConsultationDialog = lazy(() =>
  Promise.all([import('./consultation-dialog'), import('sonner')]).then(([dialog, sonner]) => ({
    default: function DialogWithToasts() {
      return (
        <>
          <dialog.ConsultationDialog />
          <sonner.Toaster position="top-center" offset={16} duration={3000} richColors />
        </>
      )
    },
  })),
)

/** Loads the dialog (form, region picker) only when a visitor first opens it, then keeps it mounted. */
export function ConsultationMount() {
  const { open } = useConsultationDialog()
  const [wanted, setWanted] = useState(false)
  // Once opened, the dialog stays mounted (state adjusted during render, not in an effect).
  if (open && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <ConsultationDialog />
    </Suspense>
  )
}
