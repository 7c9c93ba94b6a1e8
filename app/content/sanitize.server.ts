/**
 * Article and case bodies arrive from the content service as HTML. Whatever the service promises,
 * the site renders only what this allow-list keeps (sanitize-html): text structure, tables, links
 * and images. Scripts, styles, event handlers, iframes and forms are removed with their content;
 * links get safe schemes, external ones open in a new window with `noopener`; images keep only
 * `src`, `srcset`, `sizes`, `alt`, `width` and `height` (a `<picture>` its AVIF and WebP
 * `<source>`s), load lazily, and an image without both sizes is dropped
 * (it would shift the layout, docs/decisions/012-content-pages.md).
 */
import sanitizeHtml from 'sanitize-html'
import {
  STORY_CELL_ATTRIBUTES,
  STORY_DROPPED_WITH_CONTENT,
  STORY_LINK_SCHEMES,
  STORY_TAGS,
} from '../../contract/story-html'

const options: sanitizeHtml.IOptions = {
  allowedTags: [...STORY_TAGS, 'picture', 'source'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
    source: ['type', 'srcset', 'sizes'],
    ...STORY_CELL_ATTRIBUTES,
  },
  allowedSchemes: STORY_LINK_SCHEMES,
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  // Void elements, written without a closing tag (`<source>` added to sanitize-html's list).
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'source'],
  // Dropped with everything inside them, not just the tags.
  nonTextTags: STORY_DROPPED_WITH_CONTENT,
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
        ...(attribs.srcset ? { srcset: attribs.srcset, sizes: attribs.sizes ?? '100vw' } : {}),
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
    (frame.tag === 'img' &&
      (!frame.attribs.src ||
        !/^\d{1,5}$/.test(frame.attribs.width ?? '') ||
        !/^\d{1,5}$/.test(frame.attribs.height ?? ''))) ||
    // A picture's sources: only the formats the site offers, each with its srcset.
    (frame.tag === 'source' &&
      (!/^image\/(avif|webp)$/.test(frame.attribs.type ?? '') || !frame.attribs.srcset)),
}

/** The body HTML the site is willing to render. */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, options).trim()
}
