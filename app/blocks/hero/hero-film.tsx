import { useEffect, useRef, useState } from 'react'

export interface HeroFilmProps {
  /** The film's files: renditions for narrow windows first (`media`), then encodings, best first. */
  sources: ReadonlyArray<{ type: string; url: string; media?: string }>
  /** The button's names: "pause the film", "play the film" (the page's language). */
  labels: { pause: string; play: string }
}

/** Whether the reader asked for less motion or less data: the film then waits for the button. */
function calmWanted(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  return matchMedia('(prefers-reduced-motion: reduce)').matches || connection?.saveData === true
}

/**
 * `run` once the main thread is idle (within a second at the latest), not in the task that asked:
 * starting the film (`play()` sets up the media pipeline, ~16 ms of the main thread in Chromium
 * here) ran inside the intersection callback at the end of the page's hydration, one of the
 * longest tasks of the load (ADR 058). Safari has no idle callback: a zero timeout there.
 */
function whenIdle(run: () => void): { request: () => void; cancel: () => void } {
  let pending: (() => void) | undefined
  return {
    request: () => {
      if (pending) return
      if (typeof requestIdleCallback === 'function') {
        const id = requestIdleCallback(() => ((pending = undefined), run()), { timeout: 1000 })
        pending = () => cancelIdleCallback(id)
      } else {
        const id = setTimeout(() => ((pending = undefined), run()), 0)
        pending = () => clearTimeout(id)
      }
    },
    cancel: () => {
      pending?.()
      pending = undefined
    },
  }
}

/**
 * The home page's hero film over its poster picture (the `<img>` before it in the backdrop): muted,
 * looping, without controls or captions (it has no words), downloaded only when it plays
 * (`preload="none"`). It plays while it is on screen, unless the reader prefers reduced motion or
 * saves data (then the poster stays until the button is pressed); the button pauses and plays it
 * (WCAG 2.2.2). The film shows only once it plays, so the poster is what paints first.
 */
export function HeroFilm({ sources, labels }: HeroFilmProps) {
  const ref = useRef<HTMLVideoElement>(null)
  // null until the page decides (hydration): then whether the reader has paused it
  const [held, setHeld] = useState<boolean | null>(null)
  const [showing, setShowing] = useState(false)
  const heldRef = useRef(false)

  useEffect(() => {
    const video = ref.current
    if (!video) return
    video.muted = true
    // the poster is the picture under the film, already loaded in the size this window needs
    const poster = video.parentElement?.querySelector('img')
    if (poster?.currentSrc) video.poster = poster.currentSrc
    heldRef.current = calmWanted()
    setHeld(heldRef.current)
    const start = whenIdle(() => {
      if (!heldRef.current) void video.play().catch(() => undefined)
    })
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !heldRef.current) start.request()
        else {
          start.cancel()
          video.pause()
        }
      },
      { threshold: 0.2 },
    )
    observer.observe(video)
    return () => {
      start.cancel()
      observer.disconnect()
    }
  }, [])

  function toggle() {
    const video = ref.current
    if (!video) return
    heldRef.current = !video.paused
    setHeld(heldRef.current)
    if (heldRef.current) video.pause()
    else void video.play().catch(() => undefined)
  }

  const paused = held !== false
  return (
    <>
      <video
        ref={ref}
        className={showing ? 'hero-film is-playing' : 'hero-film'}
        muted
        loop
        playsInline
        preload="none"
        disablePictureInPicture
        aria-hidden="true"
        tabIndex={-1}
        data-testid="hero-film"
        onPlaying={() => setShowing(true)}
      >
        {sources.map((source) => (
          <source key={source.url} src={source.url} type={source.type} media={source.media} />
        ))}
      </video>
      <button
        type="button"
        className="hero-film-toggle focus-ring"
        onClick={toggle}
        aria-label={paused ? labels.play : labels.pause}
        data-testid="hero-film-toggle"
        data-film={held === null ? 'pending' : held ? 'held' : 'running'}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="currentColor">
          {paused ? (
            <path d="M4 2.5v11l9.5-5.5z" />
          ) : (
            <path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" />
          )}
        </svg>
      </button>
    </>
  )
}
