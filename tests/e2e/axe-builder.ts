/**
 * axe for the browser specs: `new AxeBuilder({ page })` in axe's legacy mode, where axe runs in
 * the page and answers there. The default mode gathers the results of each frame and then opens
 * a blank page in the same context, injects axe again and merges them there: half of each
 * `analyze()` here (1.2-4.6 s against 2.4-9.3 s on a busy two-core machine, same violations and
 * passes). The site has no frames, so there is nothing for the default mode to gather.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode()
}
