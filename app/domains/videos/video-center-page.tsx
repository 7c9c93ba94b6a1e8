/**
 * The video center: a native `<video>` with its poster and captions (no autoplay, nothing loads
 * before play), its title and description, and the other videos as links that switch the player;
 * the note of a chosen video the content service cannot give now.
 */
import { AppLink } from '../../components/ui/app-link'
import { Heading } from '../../components/ui/heading'
import { Media } from '../../components/ui/media'
import type { PageCopy } from '../../site/page-copy.server'
import { UnavailableNote } from '../../site/detail-parts'
import { AboutIntro } from '../about/about-subnav'
import type { VideoCenterView } from './videos.server'

export function VideoCenterPage({ copy, view }: { copy: PageCopy; view: VideoCenterView }) {
  const { current } = view
  return (
    <AboutIntro page="videoDetails" copy={copy}>
      <div className="container-site py-12 md:py-16">
        {view.status === 'unavailable' ? (
          <UnavailableNote kind="video">{view.labels.unavailable}</UnavailableNote>
        ) : !current ? (
          <p
            className="rounded-card border border-dashed border-slate-300 p-8 text-center text-ink-muted"
            data-testid="videos-empty"
          >
            {view.labels.empty}
          </p>
        ) : (
          <section
            aria-labelledby="video-title"
            className="grid gap-8 lg:grid-cols-[2fr_1fr]"
            lang={current.lang}
          >
            <div className="overflow-hidden rounded-card bg-brand-900 shadow-lg">
              {/* The captions are <track> elements, one per language the service has (mapped below). */}
              {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
              <video
                key={current.id}
                controls
                playsInline
                preload="none"
                poster={current.poster.src}
                width={current.poster.width}
                height={current.poster.height}
                className="aspect-video h-auto w-full bg-brand-900"
                data-testid="video-player"
                aria-labelledby="video-title"
              >
                <source src={current.src} type="video/mp4" />
                {current.captions.map((track) => (
                  <track
                    key={track.src}
                    kind="captions"
                    src={track.src}
                    srcLang={track.srclang}
                    label={track.label}
                    default={track.default}
                  />
                ))}
                <a href={current.src}>{view.labels.unsupported}</a>
              </video>
            </div>
            <div>
              <p className="text-sm font-semibold tracking-wider text-accent-600 uppercase">
                {view.labels.playing}
              </p>
              <Heading level={2} id="video-title" className="mt-2">
                {current.title}
              </Heading>
              <p className="mt-4 leading-relaxed text-ink-muted">{current.description}</p>
              <dl className="mt-6 flex gap-8 text-sm">
                <div>
                  <dt className="text-ink-muted">{view.labels.duration}</dt>
                  <dd className="mt-1 font-semibold tabular-nums">
                    <time dateTime={current.durationIso}>{current.duration}</time>
                  </dd>
                </div>
                <div>
                  <dt className="text-ink-muted">{view.labels.published}</dt>
                  <dd className="mt-1 font-semibold">
                    <time dateTime={current.date}>{current.dateLabel}</time>
                  </dd>
                </div>
              </dl>
            </div>
          </section>
        )}
        {view.others.length > 0 && (
          <section aria-labelledby="more-videos" className="mt-16">
            <Heading level={2} id="more-videos" className="mb-8">
              {view.labels.more}
            </Heading>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="video-list">
              {view.others.map((video) => (
                <li key={video.id} lang={video.lang} className="group relative">
                  <div className="relative overflow-hidden rounded-card">
                    <Media
                      image={video.poster}
                      sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
                      imgClassName="aspect-video w-full object-cover transition-transform group-hover:scale-105"
                    />
                    <span className="absolute right-2 bottom-2 rounded bg-brand-900/85 px-2 py-0.5 text-xs font-semibold text-white tabular-nums">
                      <span className="sr-only">{view.labels.duration} </span>
                      {video.duration}
                    </span>
                  </div>
                  <Heading level={3} size="sm" className="mt-3 text-brand-900">
                    <AppLink
                      link={video.link}
                      className="focus-ring rounded after:absolute after:inset-0"
                    >
                      {video.title}
                    </AppLink>
                  </Heading>
                  <p className="mt-1 text-sm text-ink-muted">
                    <time dateTime={video.date}>{video.dateLabel}</time>
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </AboutIntro>
  )
}
