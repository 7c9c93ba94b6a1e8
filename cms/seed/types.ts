/** Shapes of the seed content (written in code, loaded into an empty database). */
import type { RenderedImageName } from '../assets/images/manifest'
import type { StoryLanguage } from './content/more-languages'

export interface Bilingual<T> {
  zh: T
  en: T
}

/** A rendered picture of the content service: cms/assets/images/<name>.avif (art/render). */
export type CmsImageName = RenderedImageName

/** The kinds of generated drawing (cms/media/art.ts): article pictures without a render. */
export type Illustration =
  | 'stacker'
  | 'agv'
  | 'shuttle'
  | 'conveyor'
  | 'sorter'
  | 'palletizer'
  | 'cold-store'
  | 'control-room'
  | 'factory-line'
  | 'park'
  | 'report'
  | 'handshake'

export interface SeedCategory {
  /**
   * Its translation key, when it should not be derived (cms/seed/keys.ts): set it to keep the
   * key when the text it is derived from changes.
   */
  key?: string
  /** URL slug, also the key the other seed files refer to. */
  outLink: string
  name: Bilingual<string>
}

export interface SeedTag {
  key: string
  /** As each language writes it: an article's version names its own language's tags. */
  name: EveryLanguage<string>
}

export interface SeedCase {
  /**
   * Its translation key, when it should not be derived (cms/seed/keys.ts): set it to keep the
   * key when the text it is derived from changes.
   */
  key?: string
  /** outLink of its category. */
  category: string
  customer: Bilingual<string>
  title: Bilingual<string>
  summary: Bilingual<string>
  /** Body HTML: <h2>, <p>, <ul><li>, <table> only; no inline styles, no scripts, no links. */
  body: Bilingual<string>
  /** YYYY-MM-DD */
  publishDate: string
  tags: string[]
  /** Its cover: a render of its own (no two cases share one; a seed test checks). */
  image: CmsImageName
}

export interface SeedArticle {
  /**
   * Its translation key, when it should not be derived (cms/seed/keys.ts): set it to keep the
   * key when the text it is derived from changes.
   */
  key?: string
  type: 'news' | 'investor'
  title: Bilingual<string>
  summary: Bilingual<string>
  body: Bilingual<string>
  publishDate: string
  tags: string[]
  /** Its cover: a render that shows the story's place or scene. */
  image: CmsImageName
  /** Investor reports get a generated PDF attachment. */
  hasAttachment?: boolean
}

export interface SeedVideo {
  /**
   * Its translation key, when it should not be derived (cms/seed/keys.ts): set it to keep the
   * key when the text it is derived from changes.
   */
  key?: string
  title: Bilingual<string>
  description: Bilingual<string>
  durationSeconds: number
  publishDate: string
  /** Its poster: a frame of the film (art/render/films.ts writes poster-<slug>). */
  poster: CmsImageName
}

/** The language of a generated document (the seed writes every document in both). */
export type DocumentLanguage = keyof Bilingual<string>

/** A table cell or a key figure, written for one language (numbers through Intl). */
export type SheetText = (language: DocumentLanguage) => string

/** A row of a specification table: one value per model column. */
export interface SeedSpecRow {
  label: Bilingual<string>
  /** The unit symbol, printed in its own column ("kg", "m/s", "mm"). */
  unit?: string
  values: readonly SheetText[]
}

/** A specification table: model columns, rows in titled groups. */
export interface SeedSpecTable {
  caption: Bilingual<string>
  /** The column headings after the label column: model names, or headings in each language. */
  models: ReadonlyArray<string | Bilingual<string>>
  groups: ReadonlyArray<{ title: Bilingual<string>; rows: readonly SeedSpecRow[] }>
}

/** A key figure: "40 m" large, "lift height" under it. */
export interface SeedKeyFigure {
  value: SheetText
  unit?: string
  label: Bilingual<string>
}

/** The vector product views of covers (cms/seed/pdf-art.ts). */
export type ProductView = 'stacker' | 'agv' | 'shuttle' | 'warehouse'

/** A stacker crane in its aisle, in mm (letters as printed on the drawing). */
export interface CraneSize {
  /** A: crane length; B: wheel base; C: aisle width; D: lowest load level; E: top approach. */
  length: number
  wheelBase: number
  aisle: number
  lowest: number
  top: number
  /** H: overall height. */
  height: number
  /** Depth of the single-deep racking on each side. */
  rack: number
}

/** A vehicle in mm: L × W × H, its lifting stroke S and plate, its turning circle D (AGV). */
export interface VehicleSize {
  length: number
  width: number
  height: number
  stroke: number
  plate: number
  circle?: number
}

interface DrawingText {
  caption: Bilingual<string>
  /** What the drawing shows, the model it is drawn for. */
  subject: Bilingual<string>
  /** The table of main dimensions per model printed under the views. */
  table: SeedSpecTable
}

/** A dimensioned drawing (cms/seed/pdf-drawings.ts): its views and the table under them. */
export type SeedDrawing = DrawingText &
  (
    | { kind: 'stacker'; size: CraneSize }
    | { kind: 'vehicle'; variant: 'agv' | 'shuttle'; size: VehicleSize }
  )

/**
 * How a download is laid out: a data sheet or the brochure (cover, overview, specification
 * tables, dimensioned drawing, contacts) or a white paper (title band, text, figures, contacts).
 */
export interface SeedLayout {
  kind: 'datasheet' | 'brochure' | 'white-paper'
  /** The product drawn on the cover (or in a white paper's title band). */
  view: ProductView
  figures: readonly SeedKeyFigure[]
  tables: readonly SeedSpecTable[]
  drawing?: SeedDrawing
}

/** The text of a generated PDF: a heading and sections of plain-text paragraphs. */
export interface SeedDocument {
  heading: string
  sections: Array<{ title: string; paragraphs: string[] }>
}

export interface SeedDownload {
  /**
   * Its translation key, when it should not be derived (cms/seed/keys.ts): set it to keep the
   * key when the text it is derived from changes.
   */
  key?: string
  title: Bilingual<string>
  summary: Bilingual<string>
  /** File name offered to the browser, ASCII, ending in .pdf */
  fileName: string
  /**
   * The document's text in both languages: the seed renders one PDF per language (cms/seed/pdf.ts).
   * The Chinese text is drawn with the committed font subset: after editing it, run
   * `npx tsx cms/seed/make-font-subset.ts` (a test fails until the subset covers every character).
   */
  document: Bilingual<SeedDocument>
  /** Its pages beyond the text: cover picture, key figures, tables, drawing (cms/seed/documents.ts). */
  layout: SeedLayout
  publishDate: string
}

/** A name in the seed's zh and en and in every language stories are written in. */
export type EveryLanguage<T> = Bilingual<T> & Record<StoryLanguage, T>

export interface SeedJobCategory {
  key: string
  /** As each language writes it: a position's version names its own language's category. */
  name: EveryLanguage<string>
}

export interface SeedWorkPlace {
  key: string
  /** As each language writes the place (Шэньчжэнь, 선전, Thâm Quyến…). */
  name: EveryLanguage<string>
}

export interface SeedJob {
  /**
   * Its translation key, when it should not be derived (cms/seed/keys.ts): set it to keep the
   * key when the text it is derived from changes.
   */
  key?: string
  category: string
  workPlace: string
  title: Bilingual<string>
  headcount: number
  responsibilities: Bilingual<string[]>
  requirements: Bilingual<string[]>
  /**
   * Days before the seed day it was posted: the seed's dates move with the day it runs, so its
   * open positions are open on the day a site is seeded (ADR 037).
   */
  postedDaysAgo: number
  /** A closed posting: days before the seed day it closed. Otherwise open until filled. */
  closedDaysAgo?: number
}

export interface SeedLink {
  name: Bilingual<string>
  link: string
}
