/**
 * For the view tests beside a domain's code (app/domains/<domain>/*-page.test.tsx): what a
 * visitor reads on a rendered page, found as assistive technology finds it (regions by their
 * heading, links by their name), in jsdom with Testing Library.
 */
import { screen, within } from '@testing-library/react'

/** A band of the page: the region its heading names. */
export function section(heading: string | RegExp): HTMLElement {
  return screen.getByRole('region', { name: heading })
}

/** Where the link named `name` goes (in `container`, or the whole page). */
export function hrefOf(name: string | RegExp, container?: HTMLElement): string | null {
  const scope = container ? within(container) : screen
  return scope.getByRole('link', { name }).getAttribute('href')
}

/** The figures of a figures strip in `container`, as read: [value with its unit, label]. */
export function figures(container: HTMLElement): Array<[string, string]> {
  const strip = container.querySelector('[data-block="figures-strip"]')
  if (!strip) throw new Error('no figures strip here')
  return [...strip.children].map((figure) => [
    figure.querySelector('dd')?.textContent ?? '',
    figure.querySelector('dt')?.textContent ?? '',
  ])
}

/** The rows of a table as read: the header cells, then each row's cells (header cell first). */
export function tableRows(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? ''),
  )
}
