import { lazy, Suspense, useRef, useState } from 'react'
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

/** The lightbox (Radix Dialog) loads on the first click, not with the page. */
const loadLightbox = () => import('./gallery-lightbox')
const GalleryLightbox = lazy(() =>
  loadLightbox().then((module) => ({ default: module.GalleryLightbox })),
)

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
              // Fetch the lightbox when a visitor is about to open it.
              onPointerEnter={() => void loadLightbox()}
              onFocus={() => void loadLightbox()}
              aria-label={labels.open(image.caption)}
              className="focus-ring group block w-full overflow-hidden rounded-card border border-slate-200 bg-surface p-3 text-left shadow-sm hover:shadow-md"
            >
              <Media
                inline
                image={{ ...image, alt: '' }}
                imgClassName="mx-auto w-full transition-transform group-hover:scale-[1.02]"
              />
              <span className="mt-2 block text-sm text-ink">{image.caption}</span>
            </button>
          </li>
        ))}
      </ul>
      {current && index !== null && (
        <Suspense fallback={null}>
          <GalleryLightbox
            image={current}
            index={index}
            total={images.length}
            labels={labels}
            onStep={step}
            onClose={() => setIndex(null)}
            returnFocus={() => thumbs.current[returnTo.current]?.focus({ preventScroll: true })}
          />
        </Suspense>
      )}
    </div>
  )
}
