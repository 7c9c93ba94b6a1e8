/**
 * The accessibility sweep: every page type of the registry (one sample URL each, detail pages
 * included) in zh-CN, en, ja and th, hydrated, through axe-core with all its rules (in ja and th
 * all but color-contrast: colours come from the theme's tokens, the same in every locale, and the
 * contrast pass is a third of axe's time on a long page). Also what axe does not judge: one h1, a
 * skip link to the main landmark, and the page's language on <html>.
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
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { samplePaths } from '../../app/site/registry'
import { gotoHydrated } from './fixtures'

/** Page types per test: a locale's whole sweep is several minutes of axe on a busy machine. */
const PER_TEST = 8
const groups = Array.from({ length: Math.ceil(samplePaths.length / PER_TEST) }, (_, i) =>
  samplePaths.slice(i * PER_TEST, (i + 1) * PER_TEST),
)

/** The locales whose sweep includes the contrast rule: one CJK, one Latin. */
const contrastChecked = ['zh-CN', 'en']

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
        const axe = new AxeBuilder({ page })
        const result = await (
          contrastChecked.includes(locale) ? axe : axe.disableRules(['color-contrast'])
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
