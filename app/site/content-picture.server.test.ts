import { describe, expect, it } from 'vitest'
import { contentPicture, objectPosition } from './content-picture.server'

describe('contentPicture', () => {
  it('crops around the focal point, in percent a browser reads as written', () => {
    // 0.55 * 100 is 55.00000000000001 in floating point.
    expect(objectPosition({ x: 0.62, y: 0.55 })).toBe('62% 55%')
    expect(objectPosition({ x: 0.125, y: 1 / 3 })).toBe('12.5% 33.3%')
    const picture = contentPicture(
      {
        url: '/cms/images/a/1200.jpeg',
        width: 1200,
        height: 675,
        focalPoint: { x: 0.3, y: 0.55 },
        variants: {
          template: '/cms/images/a/{width}.{format}',
          widths: [480, 1200],
          formats: ['jpeg', 'webp'],
        },
      } as Parameters<typeof contentPicture>[0],
      'An AGV',
      '100vw',
    )
    expect(picture.position).toBe('30% 55%')
    expect(picture.sources?.map((s) => s.type)).toEqual(['image/webp'])
  })
})
