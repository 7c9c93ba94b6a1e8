/**
 * The page's JavaScript is requested once its first frame has been painted (ADR 023).
 *
 * TanStack Start writes the route's modules as `<link rel="modulepreload">` in the head and the
 * client entry as a module script, so their downloads start with the HTML and share the
 * connection with it and the stylesheet before anything is on screen. Every page is complete as
 * server-rendered HTML (content, links and forms' markup); hydration adds the menus' and dialogs'
 * behaviour. This rewrites a rendered page so that one small inline script, after the first
 * frame, adds the same modulepreload links and imports the same modules and entry: the first
 * paint waits only for the HTML and the stylesheet, and the downloads still run in parallel.
 *
 * The script carries its work as data attributes (`data-entry`, `data-preloads`), which the page
 * budget script reads as well; its text is the same on every page, so one CSP hash allows it.
 */

const PRELOAD_LINK = Buffer.from('<link rel="modulepreload" href="')
const ENTRY_SCRIPT = Buffer.from('<script type="module" async="" src="')
const SCRIPT_END = Buffer.from('</script>')
const HEAD_END = Buffer.from('</head>')
const QUOTE = 0x22
const TAG_END = 0x3e

/**
 * Runs in the browser: in a visible tab after the next frame (a task queued from the frame
 * callback runs once that frame is painted), in a hidden one at once (frames wait for it to be
 * shown, the downloads need not).
 * - The modulepreload links are added one a task: adding a link starts its fetch, which took
 *   0.3-10 ms of the main thread each in Chromium here, and the nineteen of the home page added
 *   in one task made it the longest task of the load (55-66 ms, four times that in Lighthouse's
 *   phone profile).
 * - The modules are evaluated one a task, in the order named, then the entry (ADR 058): imported
 *   by the entry alone, its whole graph (React DOM, the router, the shell, the route) was
 *   evaluated in one task, the longest after the first paint (27-47 ms unthrottled in
 *   Lighthouse's traces here). A module that imports the entry (a route's) evaluates it with
 *   itself; a module that fails to load is left to the entry's import, which fails as before.
 * A hidden tab, whose timers run once a second, adds the links at once and imports the entry.
 */
const LOADER =
  '((s)=>{const d=s.dataset,p=d.preloads.split(" ").filter(Boolean),q=[...p],add=(h)=>{' +
  'const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)},' +
  'step=()=>{p.length&&(add(p.shift()),document.hidden?step():setTimeout(step))},' +
  'next=()=>self.scheduler?.yield?scheduler.yield().then(run):setTimeout(run),' +
  'run=()=>{const h=q.shift();h?import(h).then(next,next):import(d.entry)},' +
  'go=()=>{document.hidden?import(d.entry):run();step()};' +
  'document.hidden?go():requestAnimationFrame(()=>setTimeout(go))})(document.currentScript)'

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/** The value of the attribute starting at `from` (just after its opening quote). */
const attributeAt = (html: Buffer, from: number) =>
  html.toString('latin1', from, html.indexOf(QUOTE, from))

/**
 * The page with its module requests moved behind the first frame; other bytes as they are.
 * Works on the encoded page (the tags it looks for are ASCII): a render's 80–140 KB are neither
 * decoded nor encoded again.
 */
export function deferHydration(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const entryAt = html.lastIndexOf(ENTRY_SCRIPT)
  const scriptEnd = entryAt < 0 ? -1 : html.indexOf(SCRIPT_END, entryAt)
  if (scriptEnd < 0) return html
  const entryEnd = scriptEnd + SCRIPT_END.length
  const src = attributeAt(html, entryAt + ENTRY_SCRIPT.length)

  // The links of the head (where the router writes them), none past the entry script.
  const headEnd = html.indexOf(HEAD_END)
  const until = headEnd < 0 ? entryAt : Math.min(headEnd, entryAt)
  const kept: Buffer[] = []
  const preloads: string[] = []
  let from = 0
  for (
    let at = html.indexOf(PRELOAD_LINK);
    at >= 0 && at < until;
    at = html.indexOf(PRELOAD_LINK, from)
  ) {
    const href = attributeAt(html, at + PRELOAD_LINK.length)
    if (href !== src) preloads.push(href)
    kept.push(html.subarray(from, at))
    from = html.indexOf(TAG_END, at) + 1
  }
  const loader =
    `<script data-entry="${escapeAttribute(src)}"` +
    ` data-preloads="${escapeAttribute(preloads.join(' '))}">${LOADER}</script>`
  kept.push(html.subarray(from, entryAt), Buffer.from(loader), html.subarray(entryEnd))
  return Buffer.concat(kept)
}
