/**
 * The body HTML an editor sends through the management API, as the service stores it
 * (sanitize-html): text structure, tables, links and pictures. Scripts, styles, event handlers,
 * iframes and forms are removed with their content; links keep safe schemes; pictures keep only
 * `src`, `alt`, `width` and `height`. The site sanitizes again when it renders
 * (app/content/sanitize.server.ts), so a body stored by another CMS is safe too.
 */
import sanitizeHtml from 'sanitize-html'
import {
  STORY_CELL_ATTRIBUTES,
  STORY_DROPPED_WITH_CONTENT,
  STORY_LINK_SCHEMES,
  STORY_TAGS,
} from '../../contract/story-html'

const options: sanitizeHtml.IOptions = {
  allowedTags: STORY_TAGS,
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    ...STORY_CELL_ATTRIBUTES,
  },
  allowedSchemes: STORY_LINK_SCHEMES,
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  nonTextTags: STORY_DROPPED_WITH_CONTENT,
  // The page has its h1; a body's headings start at h2.
  transformTags: { h1: 'h2' },
}

export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, options)
}
