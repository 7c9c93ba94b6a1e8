/**
 * The page's JavaScript is requested once its first frame has been painted (ADR 023).
 *
 * TanStack Start writes the route's modules as `<link rel="modulepreload">` in the head and the
 * client entry as a module script, so their downloads start with the HTML and share the
 * connection with it and the stylesheet before anything is on screen. Every page is complete as
 * server-rendered HTML (content, links and forms' markup); hydration adds the menus' and dialogs'
 * behaviour. This rewrites a rendered page so that one small inline script, after the first
 * frame, adds the same modulepreload links and imports the same entry: the first paint waits
 * only for the HTML and the stylesheet, and the downloads still run in parallel.
 *
 * The script carries its work as data attributes (`data-entry`, `data-preloads`), which the page
 * budget script reads as well; the nonce attribute is kept as rendered (a placeholder in pages
 * bound for the page cache).
 */

const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*?\/?>/g
const ENTRY_SCRIPT = /<script type="module" async="" src="([^"]+)" nonce="([^"]*)"><\/script>/

/**
 * Runs in the browser: in a visible tab after the next frame (a task queued from the frame
 * callback runs once that frame is painted), in a hidden one at once (frames wait for it to be
 * shown, the downloads need not).
 */
const LOADER =
  '((s)=>{const d=s.dataset,go=()=>{for(const h of d.preloads.split(" ").filter(Boolean)){' +
  'const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}' +
  'import(d.entry)};document.hidden?go():requestAnimationFrame(()=>setTimeout(go))})' +
  '(document.currentScript)'

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/** The page with its module requests moved behind the first frame; other HTML as it is. */
export function deferHydration(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)
  if (!entry) return html
  const [tag, src, nonce] = entry as unknown as [string, string, string]
  const preloads = [...html.matchAll(PRELOAD_LINK)].map((m) => m[1]!).filter((h) => h !== src)
  const loader =
    `<script nonce="${nonce}" data-entry="${escapeAttribute(src)}"` +
    ` data-preloads="${escapeAttribute(preloads.join(' '))}">${LOADER}</script>`
  return html.replace(PRELOAD_LINK, '').replace(tag, () => loader)
}
