/** The region tree of the city picker. */
import { Hono } from 'hono'
import { ok } from '../http'
import { regionTree } from '../regions/regions'

export function regionsRoutes() {
  const api = new Hono()
  api.get('/localtion/list', (c) => {
    c.header('Cache-Control', 'public, max-age=86400')
    return ok(c, regionTree())
  })

  return api
}
