/** contract/content-language.ts says what api-spec/cms-open-api.yaml says. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import {
  byContentLanguage,
  contentLanguages,
  LANGUAGE_PREFERENCE,
  parseLanguagePreference,
  TRANSLATION_KEY,
} from './content-language'

const schemas = parse(
  readFileSync(join(import.meta.dirname, '../api-spec/cms-open-api.yaml'), 'utf8'),
).components.schemas

describe('content languages', () => {
  it('are the contract’s, in its order', () => {
    expect(contentLanguages).toEqual(schemas.ContentLanguage.enum)
    expect(LANGUAGE_PREFERENCE.source).toBe(schemas.LanguagePreference.pattern)
    expect(TRANSLATION_KEY.source).toBe(schemas.TranslationKey.pattern)
  })

  it('parse a preference list, most preferred first, each once', () => {
    expect(parseLanguagePreference('ja,en')).toEqual(['ja', 'en'])
    expect(parseLanguagePreference('zh-TW,zh,zh-TW')).toEqual(['zh-TW', 'zh'])
    for (const bad of ['', 'xx', 'ja,', 'ja, en', 'EN', Array(16).fill('en').join(',')])
      expect(parseLanguagePreference(bad), bad).toBeUndefined()
    expect(parseLanguagePreference(Array(15).fill('en').join(','))).toEqual(['en'])
  })

  it('order versions zh, en, then the site locales', () => {
    const versions = ['vi', 'ja', 'en', 'de', 'zh-TW', 'zh'].map((language) => ({
      language: language as (typeof contentLanguages)[number],
    }))
    expect(versions.sort(byContentLanguage).map((v) => v.language)).toEqual([
      'zh',
      'en',
      'zh-TW',
      'de',
      'ja',
      'vi',
    ])
  })
})
