import type { CSSProperties, ImgHTMLAttributes } from 'react'
import { cn } from '../../lib/cn'

/** An image the page knows the size of (no layout shift) and describes (alt, "" if decorative). */
export interface ImageSource {
  src: string
  width: number
  height: number
  alt: string
  /** The fallback format's widths (`<img srcset>`), with `sizes`. */
  srcSet?: string
  /** How wide the image is shown, for the browser to pick a width (`sizes`). */
  sizes?: string
  /** Better formats first (AVIF, WebP), each a `<source type srcset>` of the `<picture>`. */
  sources?: ReadonlyArray<{ type: string; srcSet: string }>
  /** A tiny blurred picture (data: URL) painted behind the image until it has loaded. */
  placeholder?: string
  /** What to keep in view when the image is cropped, as CSS `object-position` ("62% 55%"). */
  position?: string
}

/**
 * An image with its intrinsic size. Lazy by default; `priority` for the one image that is the
 * largest contentful paint (eager, high fetch priority); `inline` inside phrasing content (a
 * button's or a link's), where a `<div>` may not stand: the wrapper is a block `<span>`. An image
 * with `sources` is a `<picture>` (AVIF, WebP, then the `<img>`'s JPEG), its placeholder the
 * `<img>`'s background.
 */
export function Media({
  image,
  priority,
  caption,
  inline,
  sizes,
  className,
  imgClassName,
  style,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> & {
  image: ImageSource
  priority?: boolean
  imgClassName?: string
} & ({ caption?: string; inline?: never } | { caption?: never; inline: true })) {
  const slot = sizes ?? image.sizes
  const look: CSSProperties = {
    ...(image.placeholder
      ? {
          backgroundImage: `url(${image.placeholder})`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }
      : {}),
    ...(image.position ? { objectPosition: image.position } : {}),
    ...style,
  }
  const img = (
    <img
      data-slot="media"
      src={image.src}
      {...(image.srcSet ? { srcSet: image.srcSet, sizes: slot ?? '100vw' } : {})}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      className={cn('h-auto max-w-full', imgClassName)}
      {...(Object.keys(look).length > 0 ? { style: look } : {})}
      {...props}
    />
  )
  const picture = image.sources?.length ? (
    <picture>
      {image.sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcSet}
          sizes={slot ?? '100vw'}
        />
      ))}
      {img}
    </picture>
  ) : (
    img
  )
  if (inline) return <span className={cn('block', className)}>{picture}</span>
  if (!caption) return <div className={className}>{picture}</div>
  return (
    <figure className={className}>
      {picture}
      <figcaption className="mt-2 text-sm text-ink-muted">{caption}</figcaption>
    </figure>
  )
}
