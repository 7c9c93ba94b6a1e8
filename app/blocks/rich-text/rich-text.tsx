import { useLinkNavigation } from '../../lib/use-link-navigation'

/**
 * Body HTML from the content service: an article, a case study. The HTML must come from
 * `sanitizeBody` (app/content/sanitize.server.ts) on the server; this block only renders it. Its
 * links are the editors' plain anchors: a click on one to a page of the site navigates in the
 * browser (`useLinkNavigation`), as the site's own links (the router's) do.
 */
export function RichText({ html, lang }: { html: string; lang?: string }) {
  const area = useLinkNavigation<HTMLDivElement>()
  return (
    <div
      ref={area}
      className="rich-text"
      lang={lang}
      data-block="rich-text"
      // The server sanitized this HTML with an allow-list (scripts, handlers and styles removed).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
