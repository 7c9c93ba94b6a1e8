/**
 * What a story's body HTML may hold, for both ends (the content service when an editor stores a
 * body, cms/content/sanitize.ts; the site when it renders one, app/content/sanitize.server.ts):
 * text structure, tables, links and pictures. The site adds `<picture>` and `<source>`, which it
 * makes itself from the service's image variants.
 */
export const STORY_TAGS = [
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
]

/** Link schemes a body keeps (pictures: https and http only). */
export const STORY_LINK_SCHEMES = ['https', 'http', 'mailto', 'tel']

/** Elements dropped with everything inside them, not just their tags. */
export const STORY_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
]

/** Table cells keep their scope and spans. */
export const STORY_CELL_ATTRIBUTES = {
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
}
