/** Shapes of the seed content (written in code, loaded into an empty database). */

export interface Bilingual<T> {
  zh: T
  en: T
}

/** Which generated illustration a cover or poster shows. */
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
  name: Bilingual<string>
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
  illustration: Illustration
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
  illustration: Illustration
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
  illustration: Illustration
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
  publishDate: string
  illustration: Illustration
}

export interface SeedJobCategory {
  key: string
  name: Bilingual<string>
}

export interface SeedWorkPlace {
  key: string
  name: Bilingual<string>
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
  publishDate: string
}

export interface SeedLink {
  name: Bilingual<string>
  link: string
}
