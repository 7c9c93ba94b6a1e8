/**
 * Each page's copy: the base every page has (app/site/page-copy.server.ts) and the copy its
 * domain builds. The table must name exactly the pages the domains declare in `PageExtras`, each
 * with a builder of the declared type: a page left out or a builder of another shape fails
 * typecheck (docs/decisions/047-page-assembly-layer.md).
 */
import type { Locale } from '../i18n/locales'
import {
  aboutOverviewCopy,
  certificationCopy,
  chairmanCopy,
  contactCopy,
  cultureCopy,
  energyCopy,
  historyCopy,
  responsibilityCopy,
} from '../domains/about/about-copy.server'
import { consultationCopy } from '../domains/consultation/consultation-copy.server'
import { homeCopy } from '../domains/home/home-copy.server'
import { investorCopy, secretariesCopy } from '../domains/investor/investor-copy.server'
import { agvCopy, stackerCopy } from '../domains/products/equipment-copy.server'
import { productCenterCopy } from '../domains/products/product-center-copy.server'
import { serviceSupportCopy } from '../domains/service/service-copy.server'
import { solutionCopy } from '../domains/solutions/solution-copy.server'
import { pageBaseCopy, type PageCopy, type PageExtras } from '../site/page-copy.server'
import type { PageId } from '../site/registry'

const extra: { [P in keyof PageExtras]: (locale: Locale) => PageExtras[P] } = {
  home: homeCopy,
  serviceSupport: serviceSupportCopy,
  productCenter: productCenterCopy,
  AGVDetails: agvCopy,
  pilerDetails: stackerCopy,
  logisticsSolution: (locale) => solutionCopy('logisticsSolution', locale),
  plantSolution: (locale) => solutionCopy('plantSolution', locale),
  gardenSolution: (locale) => solutionCopy('gardenSolution', locale),
  aboutUs: aboutOverviewCopy,
  chairman: chairmanCopy,
  electricity: energyCopy,
  development: historyCopy,
  contactUs: contactCopy,
  culture: cultureCopy,
  responsibility: responsibilityCopy,
  certification: certificationCopy,
  secretaries: secretariesCopy,
  investor: investorCopy,
  consultation: consultationCopy,
}

/** The domains declare copy only for pages of the registry. */
const declaredPagesExist: [Exclude<keyof PageExtras, PageId>] extends [never] ? true : never = true
void declaredPagesExist

export function buildPageCopy<P extends PageId>(id: P, locale: Locale): PageCopy<P> {
  const more = (extra as Partial<Record<PageId, (locale: Locale) => object>>)[id]
  return { ...pageBaseCopy(id, locale), ...(more ? more(locale) : {}) } as PageCopy<P>
}
