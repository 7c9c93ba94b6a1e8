/**
 * Versions of seeded stories in the site's other languages (issues 24, 36 and 37): case studies,
 * news, investor items, open positions and the films of the video centre written for ja, de, ko,
 * th, it, hu, ru, kk, ms and vi, one folder per language under ./languages. Each names its story by its kind and the exact English
 * title of the seed item; the seed stops when one names no story. zh-TW readers get the Chinese
 * seed converted by script (app/content/reader-script.server.ts), so no version is written for it.
 */
import { de } from './languages/de'
import { hu } from './languages/hu'
import { it } from './languages/it'
import { ja } from './languages/ja'
import { kk } from './languages/kk'
import { ko } from './languages/ko'
import { ms } from './languages/ms'
import { ru } from './languages/ru'
import { th } from './languages/th'
import { vi } from './languages/vi'

/** The languages stories are written in besides the seed's zh and en. */
export const storyLanguages = ['ja', 'de', 'ko', 'th', 'it', 'hu', 'ru', 'kk', 'ms', 'vi'] as const
export type StoryLanguage = (typeof storyLanguages)[number]

/** A story version's text: body HTML uses <h2>, <p>, <ul><li>, <table> only; no attributes, no links. */
interface Story {
  title: string
  summary: string
  body: string
}

export type ExtraVersion = { language: StoryLanguage } & (
  | ({ of: { kind: 'case'; enTitle: string }; customer?: string } & Story)
  | ({ of: { kind: 'news' | 'investor'; enTitle: string } } & Story)
  | {
      of: { kind: 'job'; enTitle: string }
      title: string
      /** As many items as the seed job has, in its order. */
      responsibilities: string[]
      requirements: string[]
    }
  | {
      /** A film of the video centre: its title and description; clip, poster and captions are the film's. */
      of: { kind: 'video'; enTitle: string }
      title: string
      description: string
    }
)

export const extraVersions: ExtraVersion[] = [
  ...ja,
  ...de,
  ...ko,
  ...th,
  ...it,
  ...hu,
  ...ru,
  ...kk,
  ...ms,
  ...vi,
]
