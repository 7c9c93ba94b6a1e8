import { describe, expect, it } from 'vitest'
import { sanitizeBody } from './sanitize.server'

describe('sanitizeBody', () => {
  it('keeps the structure an article uses', () => {
    const html =
      '<h2>Results</h2><p>Text with <strong>bold</strong> and <a href="/en/productCenter">a link</a>.</p>' +
      '<ul><li>one</li></ul><table><thead><tr><th>KPI</th></tr></thead><tbody><tr><td>99.9%</td></tr></tbody></table>'
    const clean = sanitizeBody(html)
    expect(clean).toContain('<h2>Results</h2>')
    expect(clean).toContain('<a href="/en/productCenter">a link</a>')
    expect(clean).toContain('<th scope="col">KPI</th>')
    expect(clean).toContain('<td>99.9%</td>')
  })

  it('removes scripts with their content, event handlers, styles and javascript: links', () => {
    const clean = sanitizeBody(
      '<p onclick="steal()">Hi<script>alert(document.cookie)</script></p>' +
        '<img src="/cms/media/a.svg" width="640" height="400" alt="x" onerror="alert(1)">' +
        '<style>body{display:none}</style><a href="javascript:alert(1)">go</a>' +
        '<iframe src="https://evil.example"></iframe>',
    )
    expect(clean).not.toMatch(/script|alert|onclick|onerror|style|iframe|javascript/i)
    expect(clean).toContain('<p>Hi</p>')
    expect(clean).toContain(
      '<img src="/cms/media/a.svg" alt="x" width="640" height="400" loading="lazy" decoding="async" />',
    )
  })

  it('drops images without both sizes, and opens external links safely', () => {
    const clean = sanitizeBody(
      '<img src="/a.svg" alt="no size"><img src="/b.svg" width="10" alt="half">' +
        '<a href="https://example.com/report.pdf">report</a>',
    )
    expect(clean).not.toContain('<img')
    expect(clean).toContain(
      '<a href="https://example.com/report.pdf" target="_blank" rel="noopener noreferrer">report</a>',
    )
  })

  it('keeps a picture with its AVIF and WebP sources, and no other source or address', () => {
    const clean = sanitizeBody(
      '<picture><source type="image/avif" srcset="/cms/images/a/0123456789ab/480.avif 480w" sizes="100vw">' +
        '<source type="image/webp" srcset="/cms/images/a/0123456789ab/480.webp 480w" sizes="100vw">' +
        '<source type="text/html" srcset="/evil 1w">' +
        '<source type="image/webp" srcset="javascript:alert(1) 1w">' +
        '<img src="/cms/images/a/0123456789ab/480.jpeg" srcset="/cms/images/a/0123456789ab/480.jpeg 480w" sizes="100vw" width="480" height="270" alt="An aisle"></picture>',
    )
    expect(clean).not.toMatch(/text\/html|evil|javascript/)
    expect(clean.match(/<source /g)).toHaveLength(2)
    expect(clean).toContain(
      '<source type="image/avif" srcset="/cms/images/a/0123456789ab/480.avif 480w" sizes="100vw" />',
    )
    expect(clean).toContain(
      '<img src="/cms/images/a/0123456789ab/480.jpeg" alt="An aisle" srcset="/cms/images/a/0123456789ab/480.jpeg 480w" sizes="100vw" width="480" height="270" loading="lazy" decoding="async" />',
    )
  })

  it('turns an h1 into an h2 (the page has its own h1)', () => {
    expect(sanitizeBody('<h1>Title</h1>')).toBe('<h2>Title</h2>')
  })
})
