/**
 * Article and case bodies arrive from the content service as HTML. Whatever the service promises,
 * the site renders only what this allow-list keeps (sanitize-html): text structure, tables, links
 * and images. Scripts, styles, event handlers, iframes and forms are removed with their content;
 * links get safe schemes, external ones open in a new window with `noopener`; images keep only
 * `src`, `alt`, `width` and `height`, load lazily, and an image without both sizes is dropped
 * (it would shift the layout, docs/decisions/012-content-pages.md).
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
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  // Dropped with everything inside them, not just the tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  transformTags: {
    // The page has its h1; the body's headings start at h2.
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '')
      return {
        tagName,
        attribs: {
          ...(attribs.href ? { href: attribs.href } : {}),
          ...(attribs.title ? { title: attribs.title } : {}),
          ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
        },
      }
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: {
        src: attribs.src ?? '',
        alt: attribs.alt ?? '',
        ...(attribs.width ? { width: attribs.width } : {}),
        ...(attribs.height ? { height: attribs.height } : {}),
        loading: 'lazy',
        decoding: 'async',
      },
    }),
    th: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, scope: attribs.scope ?? 'col' },
    }),
  },
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    (!frame.attribs.src ||
      !/^\d{1,5}$/.test(frame.attribs.width ?? '') ||
      !/^\d{1,5}$/.test(frame.attribs.height ?? '')),
}

/** The body HTML the site is willing to render. */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, options).trim()
}
