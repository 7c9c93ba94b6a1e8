/**
 * The body HTML an editor sends through the management API, as the service stores it
 * (sanitize-html): text structure, tables, links and pictures. Scripts, styles, event handlers,
 * iframes and forms are removed with their content; links keep safe schemes; pictures keep only
 * `src`, `alt`, `width` and `height`. The site sanitizes again when it renders
 * (app/content/sanitize.server.ts), so a body stored by another CMS is safe too.
 */
import sanitizeHtml from 'sanitize-html'

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'blockquote',
    'strong',
    'b',
    'em',
    'i',
    'sub',
    'sup',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  // The page has its h1; a body's headings start at h2.
  transformTags: { h1: 'h2' },
}

export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, options)
}
