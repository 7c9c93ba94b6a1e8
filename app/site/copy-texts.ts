/**
 * Fields of page copy that hold no words: addresses and page links (`RouteLink`: its route and
 * parameters), images' files, ids, keys, tones and colours.
 */
export const notWords: ReadonlySet<string> = new Set([
  'href',
  'to',
  'params',
  'src',
  // A picture's variants (app/components/ui/media.tsx): file lists, media queries, a data: URL.
  'srcSet',
  'sizes',
  'sources',
  'placeholder',
  'focus',
  'slug',
  'id',
  'key',
  'tone',
  'fill',
  'stroke',
  'color',
])

/**
 * For the tests of page copy: every string of a copy object by its path in it
 * ("figures.items[0].value"), leaving out the fields named in `skip` (links, files, colours…).
 */
export function copyTexts(
  value: unknown,
  skip: ReadonlySet<string>,
  path = '',
  out = new Map<string, string>(),
): Map<string, string> {
  if (typeof value === 'string') out.set(path, value)
  else if (Array.isArray(value)) value.forEach((v, i) => copyTexts(v, skip, `${path}[${i}]`, out))
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value))
      if (!skip.has(key)) copyTexts(v, skip, path ? `${path}.${key}` : key, out)
  return out
}
