// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { elementOf, placeOf } from './reading-position'

afterEach(() => {
  document.body.innerHTML = ''
})

const page = (words: string[]) => `
  <main id="main">
    <div><section id="intro"><h1>${words[0]}</h1><p>${words[1]}</p></section></div>
    <div>
      <section id="service-1:r">
        <h2>${words[2]}</h2>
        <dl><div><dt>a</dt><dd>1</dd></div><div><dt>b<wbr>c</dt><dd>2</dd></div></dl>
        <p>${words[3]}<span>x</span></p>
        <p>${words[4]}</p>
      </section>
    </div>
  </main>`

describe('reading place', () => {
  it('names a block by its path from the nearest stable id, and finds it in another locale', () => {
    document.body.innerHTML = page(['标题', '导语', '服务', '热线', '结尾'])
    const target = document.querySelectorAll('#main p')[2]!
    const place = placeOf(target)
    // React's generated ids (with ":") are not stable roots: the path starts at main.
    expect(place.root).toBe('')
    expect(place.path).toEqual([
      ['div', 1],
      ['section', 0],
      ['p', 1],
    ])
    document.body.innerHTML = page(['Title', 'Lead', 'Service', 'Hotline', 'The end'])
    expect(elementOf(place)?.textContent).toBe('The end')
  })

  it('starts from an id the page gives, and stops as deep as the other page goes', () => {
    document.body.innerHTML = page(['标题', '导语', '服务', '热线', '结尾'])
    const place = placeOf(document.querySelector('#intro p')!)
    expect(place).toMatchObject({ root: 'intro', path: [['p', 0]] })
    document.body.innerHTML = page(['Title', 'Lead', 'Service', 'Hotline', 'The end'])
    expect(elementOf(place)?.textContent).toBe('Lead')
    expect(elementOf({ root: 'intro', path: [['p', 3]], offset: 0 })?.id).toBe('intro')
  })
})
