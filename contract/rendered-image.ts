import type { ContentLanguage } from './content-language'

/**
 * A rendered picture as its generated manifest lists it (assets/renders/manifest.ts for the site,
 * cms/assets/images/manifest.ts for the content service; both written by art/render/manifest.ts).
 */
export interface RenderedImage {
  /** File base name: `<name>.avif` beside its manifest. */
  name: string
  width: number
  height: number
  /** What a crop must keep: 0..1 from the left and from the top. */
  focal: { x: number; y: number }
  /**
   * What it shows, in zh and en; a cover may say it in more of the languages its story is told
   * in (else a reader of one of those is given the story's title).
   */
  alt: { zh: string; en: string } & Partial<Record<ContentLanguage, string>>
}
