/**
 * The page registry: every route of the spec's table, without the locale prefix.
 * Used for unprefixed redirects, tests, screenshots and menus.
 */

/** About children, numbered 1 to 10 in the spec's order; groups 1-4, 5-7, 8-10. */
export const aboutChildren = [
  'chairman',
  'electricity',
  'development',
  'contactUs',
  'culture',
  'responsibility',
  'certification',
  'journalism',
  'videoDetails',
  'downloadCenter',
] as const
export type AboutChild = (typeof aboutChildren)[number]

export const aboutGroups: ReadonlyArray<{
  id: 'company' | 'culture' | 'media'
  items: readonly AboutChild[]
}> = [
  { id: 'company', items: aboutChildren.slice(0, 4) },
  { id: 'culture', items: aboutChildren.slice(4, 7) },
  { id: 'media', items: aboutChildren.slice(7, 10) },
]

/** Concrete paths of every page (one example for dynamic segments). */
export const pagePaths = [
  '',
  'productCenter',
  'AGVDetails',
  'pilerDetails',
  'logisticsSolution',
  'plantSolution',
  'gardenSolution',
  'succeedCase/AllCase',
  'succeedCase/tobacco',
  'caseDetails?id=1',
  'serviceSupport?anchor=2',
  'secretaries',
  'investor',
  'investor-news',
  'joinUs',
  'join-details?id=1',
  'aboutUs',
  ...aboutChildren.map((c) => `aboutUs/${c}`),
] as const

const knownPatterns: RegExp[] = [
  /^\/(productCenter|AGVDetails|pilerDetails|logisticsSolution|plantSolution|gardenSolution|caseDetails|serviceSupport|secretaries|investor|investor-news|joinUs|join-details|aboutUs)\/?$/,
  /^\/succeedCase\/[A-Za-z0-9_-]+\/?$/,
  new RegExp(`^/aboutUs/(${aboutChildren.join('|')})/?$`),
]

/** True when an unprefixed path (e.g. "/secretaries") names one of our pages. */
export function isKnownUnprefixedPath(pathname: string): boolean {
  return knownPatterns.some((re) => re.test(pathname))
}
