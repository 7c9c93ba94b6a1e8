/**
 * The methods a path of the content API takes, read from the Hono routes themselves (no list kept
 * by hand): a request with another method answers 405 with `Allow`, OPTIONS answers 204 with it,
 * and a path no route takes stays 404.
 */
import type { Context } from 'hono'
import { TrieRouter } from 'hono/router/trie-router'
import type { RouterRoute } from 'hono/types'
import { fail, messages } from './http'

/** The order of the methods in `Allow`. */
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** `Allow` for each path the routes take (undefined for none), HEAD with GET, OPTIONS always. */
export function allowedMethods(
  routes: readonly RouterRoute[],
): (path: string) => string | undefined {
  const router = new TrieRouter<true>()
  const methods = new Set<string>()
  for (const { method, path } of routes) {
    // Middleware (`use`) and catch-alls are registered for ALL; they make no path exist.
    if (method === 'ALL') continue
    router.add(method, path, true)
    methods.add(method)
  }
  return (path) => {
    const allowed = new Set([...methods].filter((method) => router.match(method, path)[0].length))
    if (allowed.size === 0) return undefined
    if (allowed.has('GET')) allowed.add('HEAD')
    allowed.add('OPTIONS')
    return [...allowed].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)).join(', ')
  }
}

/**
 * The answer of the API's catch-all: 204 with `Allow` to OPTIONS, 405 with `Allow` to another
 * method of a path that exists, 404 otherwise. No CORS headers: the API grants no other origin.
 * `prefix` is where the API is mounted (the routes' paths are relative to it).
 */
export function methodNotAllowed(routes: readonly RouterRoute[], prefix: string) {
  const allowFor = allowedMethods(routes)
  return (c: Context) => {
    const path = c.req.path.startsWith(prefix) ? c.req.path.slice(prefix.length) : c.req.path
    const allow = allowFor(path)
    if (!allow) return fail(c, 404, messages.notFound(c))
    c.header('Allow', allow)
    if (c.req.method === 'OPTIONS') return c.body(null, 204)
    return fail(c, 405, messages.methodNotAllowed(c))
  }
}
