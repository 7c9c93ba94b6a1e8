/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  Scripts,
  useMatches,
} from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { ConsultationMount } from '../domains/consultation/consultation-mount'
import { startBuildFreshness } from '../lib/build-freshness'
import { statusOfError } from '../lib/error-status'
import { ConsultationDialogProvider } from '../lib/consultation-open-state'
import { loadShell } from '../pages/navigation.queries'
import { NotFoundPage } from '../components/layout/error-page'
import { SiteShell } from '../components/layout/site-shell'
import { localeFromPath, readCookie } from '../i18n/detect'
import { LOCALE_COOKIE, localeCookie } from '../i18n/locales'
import { useLocale } from '../i18n/use-locale'
import { getLocale } from '../paraglide/runtime.js'
import type { SeoHead } from '../lib/seo'
import { companyShortName, documentTitle, siteConfig } from '../lib/site-config'
import { brandFontPreloads } from '../site/brand-font'
import appCss from '../styles/app.css?url'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // The locale of the URL being loaded (at "/": the detected one), never a stale global.
  beforeLoad: ({ location }) => ({ locale: localeFromPath(location.pathname) ?? getLocale() }),
  // Header and footer data: in the server-rendered HTML, hydrated without a second request.
  loader: async ({ context }) => {
    const shell = await loadShell(context.queryClient, context.locale)
    return {
      locale: context.locale,
      ...shell,
      notFoundTitle: shell.menu.shell.errors.notFoundTitle,
    }
  },
  head: ({ matches, loaderData }) => {
    const notFoundPage = matches.some(
      (match) =>
        match._notFound ||
        match.status === 'notFound' ||
        // A query naming an id that cannot be one (app/lib/search-params.ts).
        (match.status === 'error' && statusOfError(match.error) === 404),
    )
    const locale = loaderData?.locale ?? getLocale()
    return {
      meta: [
        // Pages set their own title; this one is left for the not-found page.
        {
          title: documentTitle(
            loaderData && notFoundPage ? loaderData.notFoundTitle : companyShortName(locale),
            locale,
          ),
        },
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: siteConfig.brandColor },
        // A missing page is never indexed (the server adds X-Robots-Tag to every 404 too).
        ...(notFoundPage ? [{ name: 'robots', content: 'noindex' }] : []),
      ],
      links: [
        ...brandFontPreloads(locale),
        { rel: 'stylesheet', href: appCss },
        // PNG, not the SVG: an SVG icon is decoded on the page's main thread (ADR 058).
        { rel: 'icon', href: '/icons/favicon-32.png', sizes: '32x32', type: 'image/png' },
        { rel: 'icon', href: '/icons/favicon-48.png', sizes: '48x48', type: 'image/png' },
        { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
      ],
    }
  },
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})

function RootDocument({ children }: { children: ReactNode }) {
  const locale = useLocale()
  // og:locale:alternate of a server-rendered page (the router's head keeps one meta per property).
  const localeAlternates = useMatches({
    select: (matches) =>
      matches
        .map((match) => (match.loaderData as { seo?: SeoHead } | undefined)?.seo)
        .findLast(Boolean)?.localeAlternates ?? [],
  })
  return (
    <html lang={locale}>
      <head>
        <HeadContent />
        {localeAlternates.map((code) => (
          <meta key={code} property="og:locale:alternate" content={code} />
        ))}
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function RootLayout() {
  const locale = useLocale()
  // The locale of every page read is remembered for the next visit to "/" (pages themselves are
  // the same bytes for every visitor, so the server never sets it on them: ADR 028).
  useEffect(() => {
    if (readCookie(document.cookie, LOCALE_COOKIE) !== locale)
      document.cookie = localeCookie(locale, window.location.protocol === 'https:')
  }, [locale])
  useEffect(() => {
    // Marks the end of hydration (used by browser tests and scroll logic).
    document.documentElement.dataset.hydrated = 'true'
    return startBuildFreshness({
      buildId: import.meta.env.VITE_BUILD_ID,
      intervalMs: Number(import.meta.env.VITE_BUILD_POLL_INTERVAL_MS) || undefined,
    })
  }, [])
  return (
    <ConsultationDialogProvider>
      <SiteShell>
        <Outlet />
      </SiteShell>
      <ConsultationMount />
    </ConsultationDialogProvider>
  )
}
