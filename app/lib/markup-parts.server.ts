/**
 * React's string renderer with the markup handed over in parts of ~8,000 characters (ADR 066).
 *
 * `renderToString` builds the page as one rope of thousands of small strings. Writing it as bytes
 * flattens it first into one string of 150-170 KB, over V8's 64 KB threshold for large objects:
 * each such string gets pages of its own, fresh from the system, and first-touching them cost
 * ~40 page faults and 0.5-0.9 ms per render on the machines measured (docs/performance.md),
 * about a sixth of an uncached render. Parts under the threshold are flattened in the young
 * generation's pages, which are warm. React has no public API for string parts, so
 * `patches/react-dom+<version>.patch` (applied by patch-package on install) adds one to the
 * production build; without it (React's development build, or a React the patch no longer fits)
 * this is `renderToString` as one part: the same markup, only slower.
 */
import type { ReactNode } from 'react'
import * as server from 'react-dom/server'

type RenderParts = (node: ReactNode) => string[]

const patched = (server as typeof server & { renderToStringParts?: RenderParts })
  .renderToStringParts

/** Whether React hands the markup over in parts (the patch is applied, production build). */
export const markupInParts = typeof patched === 'function'

/** `node` rendered as `renderToString` renders it, as consecutive parts of its markup. */
export const renderToStringParts: RenderParts =
  typeof patched === 'function' ? patched : (node) => [server.renderToString(node)]
