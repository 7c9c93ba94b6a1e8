/**
 * The accessibility sweep: every page type of the registry (one sample URL each, detail pages
 * included) in zh-CN, en, ja and th, hydrated, through axe-core. zh-CN and en run every rule, ja
 * and th the rules whose outcome follows the locale: its language attributes, and the text a page
 * takes from its messages and content (names of links, buttons, fields, dialogs and images, the
 * title, headings and their order, ids made from text). The rules of structure (landmarks, roles
 * and ARIA, lists, tables, focus) and colour judge the same components and theme tokens in every
 * locale, so a third and fourth pass of them finds what the first two found. Also what axe does
 * not judge: one h1, a skip link to the main landmark, and the page's language on <html>.
 *
 * This is the one place where a page as loaded is checked with axe: the specs of the pages check
 * the states the sweep cannot reach (open menus and dialogs, forms with errors, phones, a paused
 * film, a page after a language switch).
 *
 * Excluded nodes, each with its reason:
 * - Radix Navigation Menu's focus sentinel (an aria-hidden span with tabindex 0 beside the open
 *   trigger): it exists only while a menu is open, which no page load here does; kept for parity
 *   with the header test, which opens the menus.
 */
import { axeBuilder } from './axe-builder'
import { expect, test } from '@playwright/test'
import { samplePaths } from '../../app/site/registry'
import { gotoHydrated } from './fixtures'

/** Page types per test: a locale's whole sweep is several minutes of axe on a busy machine. */
const PER_TEST = 8
const groups = Array.from({ length: Math.ceil(samplePaths.length / PER_TEST) }, (_, i) =>
  samplePaths.slice(i * PER_TEST, (i + 1) * PER_TEST),
)

/** The locales swept with every rule: one CJK, one Latin. */
const everyRule = ['zh-CN', 'en']

/** The rules that follow the locale (language, names, text), for the other locales' passes. */
const localeRules = [
  // The page's and its parts' languages.
  'html-has-lang',
  'html-lang-valid',
  'html-xml-lang-mismatch',
  'valid-lang',
  // Names and text alternatives, taken from the locale's messages and content.
  'document-title',
  'link-name',
  'button-name',
  'input-button-name',
  'label',
  'select-name',
  'aria-command-name',
  'aria-dialog-name',
  'aria-input-field-name',
  'aria-meter-name',
  'aria-progressbar-name',
  'aria-toggle-field-name',
  'aria-tooltip-name',
  'aria-treeitem-name',
  'image-alt',
  'input-image-alt',
  'role-img-alt',
  'svg-img-alt',
  'object-alt',
  'area-alt',
  'frame-title',
  'summary-name',
  'empty-heading',
  'empty-table-header',
  // Headings from the locale's content, and ids that anchors and labels make from its text.
  'page-has-heading-one',
  'heading-order',
  'duplicate-id-aria',
  'aria-valid-attr-value',
]

for (const locale of ['zh-CN', 'en', 'ja', 'th']) {
  for (const [i, group] of groups.entries())
    test(`${locale}, page types ${i * PER_TEST + 1}–${i * PER_TEST + group.length} of ${samplePaths.length}: axe passes, one h1, a skip link, the right lang`, async ({
      page,
    }) => {
      test.setTimeout(240_000)
      const failures: string[] = []
      for (const sample of group) {
        const path = `/${locale}${sample ? `/${sample}` : ''}`
        await gotoHydrated(page, path)
        const axe = axeBuilder(page)
        const result = await (
          everyRule.includes(locale) ? axe : axe.withRules(localeRules)
        ).analyze()
        for (const violation of result.violations)
          failures.push(
            `${path}: ${violation.id} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
          )
        if ((await page.locator('h1').count()) !== 1) failures.push(`${path}: not one h1`)
        if ((await page.locator('html').getAttribute('lang')) !== locale)
          failures.push(`${path}: lang`)
        const skip = page.locator('a.skip-link')
        if (
          (await skip.getAttribute('href')) !== '#main' ||
          (await page.locator('main#main').count()) !== 1
        )
          failures.push(`${path}: skip link`)
      }
      expect(failures).toEqual([])
    })
}
