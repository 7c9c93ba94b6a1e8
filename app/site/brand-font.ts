/**
 * The brand typeface's files (ADR 043): the subsets app.css declares, as the hashed URLs Vite
 * gives them (the same files the stylesheet's @font-face rules name, so a preload is the very
 * request the stylesheet makes), and the preload links of a locale's subsets.
 */
import latin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import latinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url'
import cyrillic from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url'
import cyrillicExt from '@fontsource-variable/inter/files/inter-cyrillic-ext-wght-normal.woff2?url'
import vietnamese from '@fontsource-variable/inter/files/inter-vietnamese-wght-normal.woff2?url'
import { localePolicy, type BrandFontSubset, type Locale } from '../i18n/locales'

const files: Readonly<Record<BrandFontSubset, string>> = {
  latin,
  'latin-ext': latinExt,
  cyrillic,
  'cyrillic-ext': cyrillicExt,
  vietnamese,
}

/** The preload links of the subsets a locale's pages use; none for CJK and Thai. */
export function brandFontPreloads(locale: Locale) {
  return localePolicy[locale].brandFont.map((subset) => ({
    rel: 'preload',
    as: 'font',
    type: 'font/woff2',
    href: files[subset],
    // Fonts are fetched in CORS mode: without it the preload is not reused.
    crossOrigin: 'anonymous' as const,
  }))
}
