/**
 * Whether the phone's side box would cover something (issue 37, item 7): loaded only on phones,
 * by the side box's first look (app/components/layout/side-box.tsx), so desktops never fetch it.
 */

/** What the phone's button must never sit on: tables and whatever a finger may want to tap. */
const KEEP_CLEAR = 'table, a[href], button, input, select, textarea, [data-keep-clear]'
/**
 * Whether a line of text in `root` lies under the rectangle `r` (issue 37, item 7): the text's
 * own line boxes count, not the blocks around them. Only the elements across the rectangle's
 * band are visited; text hidden for screen readers only (a 1 px box) is not seen.
 */
function textUnder(root: Element, r: DOMRect): boolean {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      if (node.nodeType === Node.TEXT_NODE)
        return node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT
      const b = (node as Element).getBoundingClientRect()
      const across = b.bottom > r.top && b.top < r.bottom && b.width > 1 && b.height > 1
      return across ? NodeFilter.FILTER_SKIP : NodeFilter.FILTER_REJECT
    },
  })
  const range = document.createRange()
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    range.selectNodeContents(node)
    for (const line of range.getClientRects())
      if (line.right > r.left && line.left < r.right && line.bottom > r.top && line.top < r.bottom)
        return true
  }
  return false
}

/** Whether anything the box must keep clear of lies under `box` (the box itself set aside). */
export function coversSomething(box: HTMLElement): boolean {
  // Where the box rests, without the slide of its hiding transition (a fixed box's offsets are
  // in the viewport and ignore transforms).
  const r = new DOMRect(box.offsetLeft, box.offsetTop, box.offsetWidth, box.offsetHeight)
  if (r.width === 0) return false
  const xs = [r.left + 2, r.left + r.width / 2, r.right - 2]
  const ys = [r.top + 2, r.top + r.height / 2, r.bottom - 2]
  const covers = xs.some((x) =>
    ys.some((y) =>
      document
        .elementsFromPoint(x, y)
        .some((el) => !box.contains(el) && el.closest(KEEP_CLEAR) !== null),
    ),
  )
  return covers || textUnder(document.getElementById('main') ?? document.body, r)
}
