/** Open state of the consultation pop-up, shared by the side box, calls to action and the dialog. */
import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react'

interface ConsultationDialogState {
  open: boolean
  setOpen: (open: boolean) => void
  /** Opens the dialog and remembers the element to return focus to. */
  openFrom: (opener: HTMLElement | null) => void
  opener: React.RefObject<HTMLElement | null>
}

const Context = createContext<ConsultationDialogState | null>(null)

export function ConsultationDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLElement | null>(null)
  const value = useMemo(
    () => ({
      open,
      setOpen,
      opener,
      openFrom: (element: HTMLElement | null) => {
        opener.current = element
        setOpen(true)
      },
    }),
    [open],
  )
  return <Context.Provider value={value}>{children}</Context.Provider>
}

export function useConsultationDialog(): ConsultationDialogState {
  // Always inside the provider (the root layout's), so no check of its own: bytes count on the job
  // page (ADR 062).
  return useContext(Context)!
}
