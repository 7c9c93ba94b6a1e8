import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useRef, useState } from 'react'
import type { Menu } from '../../site/menu'
import { MenuIcon } from '../ui/icons'

/** The sheet (Radix Dialog and Accordion) loads on first use: most visitors never open it. */
const MobilePanelDialog = lazy(() =>
  import('./mobile-panel-dialog').then((mod) => ({ default: mod.MobilePanelDialog })),
)

/** The hamburger of phones and tablets; it opens the mobile panel and gets focus back after. */
export function MobilePanel({
  menu,
  activeSection,
}: {
  menu: Menu
  activeSection: string | undefined
}) {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  // A navigation closes the sheet (state adjusted during render, not in an effect).
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const [shownFor, setShownFor] = useState(pathname)
  if (shownFor !== pathname) {
    setShownFor(pathname)
    setOpen(false)
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
        // Prefetch the sheet as soon as the visitor shows intent.
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="inline-flex size-11 items-center justify-center rounded-md text-white hover:bg-white/10 focus-ring lg:hidden"
        aria-label={menu.labels.openMenu}
        data-testid="mobile-menu-button"
      >
        <MenuIcon />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobilePanelDialog
            menu={menu}
            activeSection={activeSection}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={button}
          />
        </Suspense>
      )}
    </>
  )
}
