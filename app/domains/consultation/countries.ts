/**
 * Countries and regions outside mainland China, by localized name (Intl.DisplayNames).
 * ISO 3166-1 alpha-2 codes are probed from AA to ZZ; codes that are not countries
 * (EU, UN, reserved and exceptional codes) and China, Hong Kong, Macau and Taiwan (which the
 * region tree already has) are left out.
 */
const notCountries = new Set([
  'CN',
  'HK',
  'MO',
  'TW',
  'EU',
  'EZ',
  'UN',
  'QO',
  'XA',
  'XB',
  'XK',
  'ZZ',
  'AC',
  'CP',
  'CQ',
  'DG',
  'EA',
  'IC',
  'TA',
  'AN',
  'BU',
  'CS',
  'DD',
  'FX',
  'NT',
  'QU',
  'SU',
  'TP',
  'UK',
  'YD',
  'YU',
  'ZR',
])

export function countryNames(locale: string): string[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })
  const out: string[] = []
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b)
      if (notCountries.has(code)) continue
      const name = names.of(code)
      if (name && name !== code) out.push(name)
    }
  }
  return [...new Set(out)].sort(new Intl.Collator(locale).compare)
}
