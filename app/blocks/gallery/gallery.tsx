import * as Dialog from '@radix-ui/react-dialog'
import { useRef, useState, type KeyboardEvent } from 'react'
import { Media, type ImageSource } from '../../components/ui/media'

export interface GalleryImage extends ImageSource {
  caption: string
}

export interface GalleryLabels {
  /** Accessible name of a thumbnail button, e.g. "Enlarge: ISO 9001 certificate". */
  open: (caption: string) => string
  close: string
  previous: string
  next: string
  /** "3 / 8" */
  position: (index: number, total: number) => string
}

/**
 * Thumbnails that open a lightbox (Radix Dialog: focus trapped, Escape closes, focus returns to
 * the thumbnail). Arrow keys and buttons step through the images.
 */
export function Gallery({
  images,
  labels,
}: {
  images: readonly GalleryImage[]
  labels: GalleryLabels
}) {
  const [index, setIndex] = useState<number | null>(null)
  const thumbs = useRef<Array<HTMLButtonElement | null>>([])
  const returnTo = useRef(0)
  const current = index === null ? undefined : images[index]
  const step = (delta: number) =>
    setIndex((i) => (i === null ? i : (i + delta + images.length) % images.length))
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
    <div data-block="gallery">
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {images.map((image, i) => (
          <li key={image.src}>
            <button
              ref={(el) => {
                thumbs.current[i] = el
              }}
              type="button"
              onClick={() => {
                returnTo.current = i
                setIndex(i)
              }}
              aria-label={labels.open(image.caption)}
              className="focus-ring group block w-full overflow-hidden rounded-card border border-slate-200 bg-surface p-3 text-left shadow-sm hover:shadow-md"
            >
              <Media
                image={{ ...image, alt: '' }}
                imgClassName="mx-auto w-full transition-transform group-hover:scale-[1.02]"
              />
              <span className="mt-2 block text-sm text-ink">{image.caption}</span>
            </button>
          </li>
        ))}
      </ul>
      <Dialog.Root open={current !== undefined} onOpenChange={(open) => !open && setIndex(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/85" />
          <Dialog.Content
            onKeyDown={onKeyDown}
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              thumbs.current[returnTo.current]?.focus({ preventScroll: true })
            }}
            aria-describedby={undefined}
            className="fixed inset-4 z-50 flex flex-col items-center justify-center gap-4 outline-none md:inset-10"
            data-testid="lightbox"
          >
            {current && index !== null && (
              <>
                <Dialog.Title className="sr-only">{current.caption}</Dialog.Title>
                {/* The caption is light on the dark overlay (Media's own caption is for light pages). */}
                <figure className="flex min-h-0 flex-1 flex-col items-center justify-center">
                  <Media
                    image={current}
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
                    {labels.position(index + 1, images.length)}
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
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  )
}
