// @vitest-environment jsdom
import { Link } from '@tanstack/react-router'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '../../lib/render-with-router'
import { linkHref, routeLink, type RouteLink } from '../../lib/route-path'
import { AppLink } from './app-link'

afterEach(cleanup)

describe('AppLink', () => {
  it('is an <a href> with the typed link’s address, its own attributes and no active marks', async () => {
    await renderWithRouter(
      <AppLink
        link={routeLink('/$lang/aboutUs/journalism', { lang: 'en' }, { page: 2, q: 'agv' })}
        className="focus-ring"
        lang="zh-CN"
      >
        News
      </AppLink>,
      // The page it links to: the router would mark it active; the view decides instead.
      '/en/aboutUs/journalism?page=2&q=agv',
    )
    const link = screen.getByRole('link', { name: 'News' })
    expect(link.getAttribute('href')).toBe('/en/aboutUs/journalism?page=2&q=agv')
    expect(link.getAttribute('class')).toBe('focus-ring')
    expect(link.getAttribute('lang')).toBe('zh-CN')
    expect(link.getAttribute('aria-current')).toBeNull()
    expect(link.getAttribute('data-status')).toBeNull()
  })

  it('adds a fragment after the query (the server writes the same: forms-without-js.spec.ts)', async () => {
    const link = routeLink('/$lang/aboutUs/downloadCenter', { lang: 'en' }, { id: 3 })
    await renderWithRouter(
      <AppLink link={link} hash="download-request">
        Download
      </AppLink>,
    )
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      `${linkHref(link)}#download-request`,
    )
  })

  it('keeps the aria-current it is given', async () => {
    await renderWithRouter(
      <AppLink link={routeLink('/$lang', { lang: 'en' })} aria-current="page">
        Home
      </AppLink>,
      '/en/aboutUs',
    )
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page')
  })

  it('navigates in the browser on a plain click, and leaves a modified click to the browser', async () => {
    const { router } = await renderWithRouter(
      <AppLink link={routeLink('/$lang/caseDetails', { lang: 'de' }, { id: 45 })}>Case</AppLink>,
    )
    const link = screen.getByRole('link', { name: 'Case' })
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true)
    expect(router.history.location.pathname).toBe('/en')
    expect(fireEvent.click(link)).toBe(false)
    await expect.poll(() => router.history.location.href).toBe('/de/caseDetails?id=45')
  })

  it('preloads the page on intent as <Link> does: after the delay on hover or focus, at once on touch', async () => {
    const link = routeLink('/$lang/caseDetails', { lang: 'de' }, { id: 45 })
    const { router } = await renderWithRouter(<AppLink link={link}>Case</AppLink>)
    router.update({ ...router.options, defaultPreload: 'intent', defaultPreloadDelay: 50 })
    const preloads = vi.spyOn(router, 'preloadRoute')
    const anchor = screen.getByRole('link', { name: 'Case' })
    // the pointer passes over it: nothing
    fireEvent.mouseEnter(anchor)
    fireEvent.mouseLeave(anchor)
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(preloads).not.toHaveBeenCalled()
    // it rests there: the page is preloaded once the delay is over
    fireEvent.mouseEnter(anchor)
    fireEvent.focus(anchor)
    expect(preloads).not.toHaveBeenCalled()
    await expect.poll(() => preloads.mock.calls.length).toBe(1)
    expect(preloads.mock.calls[0]![0]).toMatchObject({ to: link.to, params: link.params })
    // a finger on it: at once
    fireEvent.touchStart(anchor)
    expect(preloads).toHaveBeenCalledTimes(2)
  })

  it('leaves to the browser a click the caller prevented or one on a link to another window', async () => {
    const { router } = await renderWithRouter(
      <>
        <AppLink
          link={routeLink('/$lang/aboutUs', { lang: 'en' })}
          onClick={(event) => event.preventDefault()}
        >
          Prevented
        </AppLink>
        <AppLink link={routeLink('/$lang/aboutUs', { lang: 'en' })} target="_blank">
          Elsewhere
        </AppLink>
      </>,
    )
    fireEvent.click(screen.getByRole('link', { name: 'Prevented' }))
    // another window: the click is not prevented, the browser opens it
    expect(fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }))).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(router.history.location.pathname).toBe('/en')
  })

  it('navigates to its fragment, replacing the history entry when told to', async () => {
    const { router } = await renderWithRouter(
      <AppLink
        link={routeLink('/$lang/aboutUs/downloadCenter', { lang: 'en' }, { id: 3 })}
        hash="download-request"
        replace
      >
        Download
      </AppLink>,
    )
    const entries = router.history.length
    fireEvent.click(screen.getByRole('link', { name: 'Download' }))
    await expect
      .poll(() => router.history.location.href)
      .toBe('/en/aboutUs/downloadCenter?id=3#download-request')
    expect(router.history.length).toBe(entries)
  })

  it('has the address linkHref writes, as the router’s own <Link> does', async () => {
    const links: RouteLink[] = [
      routeLink('/$lang', { lang: 'zh-CN' }),
      routeLink('/$lang/aboutUs', { lang: 'en' }),
      routeLink('/$lang/aboutUs/journalism', { lang: 'de' }, { q: 'cold store', tag: 4, page: 2 }),
      routeLink('/$lang/aboutUs/journalism', { lang: 'de' }, { q: '2024' }),
      routeLink('/$lang/aboutUs/journalism', { lang: 'de' }, { q: 'true' }),
      routeLink('/$lang/investor-news/$articleId', { lang: 'ja', articleId: 95 }),
      routeLink('/$lang/succeedCase/$category', { lang: 'th', category: 'tobacco' }),
    ]
    await renderWithRouter(
      <ul>
        {links.map((link, i) => (
          <li key={i}>
            {/* A RouteLink is what <Link> takes, as it is (type-checked against the tree). */}
            <Link {...link}>{`router ${i}`}</Link>
            <AppLink link={link}>{`app ${i}`}</AppLink>
          </li>
        ))}
      </ul>,
    )
    links.forEach((link, i) => {
      const href = linkHref(link)
      expect(screen.getByRole('link', { name: `router ${i}` }).getAttribute('href')).toBe(href)
      expect(screen.getByRole('link', { name: `app ${i}` }).getAttribute('href')).toBe(href)
    })
  })
})
