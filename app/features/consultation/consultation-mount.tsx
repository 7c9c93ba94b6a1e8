import { lazy, Suspense, useEffect, useState } from 'react'
import { useConsultationDialog } from '../../lib/consultation-dialog'

const ConsultationDialog = lazy(() =>
  import('./consultation-dialog').then((mod) => ({ default: mod.ConsultationDialog })),
)

/** Loads the dialog (form, region picker) only when a visitor first opens it, then keeps it mounted. */
export function ConsultationMount() {
  const { open } = useConsultationDialog()
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (open) setWanted(true)
  }, [open])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <ConsultationDialog />
    </Suspense>
  )
}
