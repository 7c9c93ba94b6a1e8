import * as Dialog from '@radix-ui/react-dialog'
import type { KeyboardEvent } from 'react'
import { Media } from '../../components/ui/media'
import type { GalleryImage, GalleryLabels } from './gallery'

/**
 * The gallery's lightbox (Radix Dialog: focus trapped, Escape closes, focus returns to the
 * thumbnail). Arrow keys and buttons step through the images. Loaded on first use (gallery.tsx).
 */
export function GalleryLightbox({
  image: current,
  index,
  total,
  labels,
  onStep: step,
  onClose,
  returnFocus,
}: {
  image: GalleryImage
  index: number
  total: number
  labels: GalleryLabels
  onStep: (delta: number) => void
  onClose: () => void
  returnFocus: () => void
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault()
      step(1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      step(-1)
    }
  }
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/85" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocus()
          }}
          aria-describedby={undefined}
          className="fixed inset-4 z-50 flex flex-col items-center justify-center gap-4 outline-none md:inset-10"
          data-testid="lightbox"
        >
          <>
            <Dialog.Title className="sr-only">{current.caption}</Dialog.Title>
            {/* The caption is light on the dark overlay (Media's own caption is for light pages). */}
            <figure className="flex min-h-0 flex-1 flex-col items-center justify-center">
              <Media
                image={current}
                // most of the window, whatever the thumbnail's slot was
                sizes="90vw"
                className="flex min-h-0 items-center"
                imgClassName="max-h-full w-auto rounded-lg bg-white object-contain p-2"
              />
              <figcaption className="mt-3 max-w-2xl text-center text-sm text-slate-100">
                {current.caption}
              </figcaption>
            </figure>
            <div className="flex items-center gap-3 text-white">
              <button
                type="button"
                onClick={() => step(-1)}
                className="focus-ring rounded-control border border-white/40 px-4 py-2 text-sm hover:bg-white/10"
              >
                {labels.previous}
              </button>
              <p aria-live="polite" className="min-w-16 text-center text-sm tabular-nums">
                {labels.position(index + 1, total)}
              </p>
              <button
                type="button"
                onClick={() => step(1)}
                className="focus-ring rounded-control border border-white/40 px-4 py-2 text-sm hover:bg-white/10"
              >
                {labels.next}
              </button>
              <Dialog.Close className="focus-ring ml-4 rounded-control bg-white px-4 py-2 text-sm font-semibold text-brand-900">
                {labels.close}
              </Dialog.Close>
            </div>
          </>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
