/**
 * Body HTML from the content service: an article, a case study. The HTML must come from
 * `sanitizeBody` (app/content/sanitize.server.ts) on the server; this block only renders it.
 */
export function RichText({ html, lang }: { html: string; lang?: string }) {
  return (
    <div
      className="rich-text"
      lang={lang}
      data-block="rich-text"
      // The server sanitized this HTML with an allow-list (scripts, handlers and styles removed).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
