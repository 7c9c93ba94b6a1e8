import type { ImgHTMLAttributes } from 'react'
import { cn } from '../../lib/cn'

/** An image the page knows the size of (no layout shift) and describes (alt, "" if decorative). */
export interface ImageSource {
  src: string
  width: number
  height: number
  alt: string
}

/**
 * An image with its intrinsic size. Lazy by default; `priority` for the one image that is the
 * largest contentful paint (eager, high fetch priority); `inline` inside phrasing content (a
 * button's or a link's), where a `<div>` may not stand: the wrapper is a block `<span>`.
 */
export function Media({
  image,
  priority,
  caption,
  inline,
  className,
  imgClassName,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> & {
  image: ImageSource
  priority?: boolean
  imgClassName?: string
} & ({ caption?: string; inline?: never } | { caption?: never; inline: true })) {
  const img = (
    <img
      data-slot="media"
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      className={cn('h-auto max-w-full', imgClassName)}
      {...props}
    />
  )
  if (inline) return <span className={cn('block', className)}>{img}</span>
  if (!caption) return <div className={className}>{img}</div>
  return (
    <figure className={className}>
      {img}
      <figcaption className="mt-2 text-sm text-ink-muted">{caption}</figcaption>
    </figure>
  )
}
