import type { ReactNode } from 'react'
import { Media, type ImageSource } from '../../components/ui/media'

/**
 * A hero's full-bleed picture behind its text (issue 37): the page's largest contentful paint
 * (eager, high priority, `sizes="100vw"`), cropped to cover the band around its focal point, under
 * a brand shade that keeps white text readable (a darker shade on phones, where the text covers
 * the picture; from `lg` the shade clears towards the right, where the text is not). `children`
 * lie over the picture (the home page's film).
 */
export function HeroBackdrop({ image, children }: { image: ImageSource; children?: ReactNode }) {
  return (
    <div className="hero-backdrop" data-testid="hero-backdrop">
      <Media image={image} priority />
      {children}
      <div aria-hidden="true" className="hero-shade" />
    </div>
  )
}
