import { describe, expect, it } from 'vitest'
import { bytesOf, bytesResponse } from './byte-response.server'
import type * as ByteResponse from './byte-response.server'

describe('bytesResponse', () => {
  it('answers the bytes with the status and headers given, readable as text and bytes', async () => {
    const page = Buffer.from('<!doctype html><p>仓储 – คลังสินค้า</p>')
    const response = bytesResponse(page, {
      status: 404,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await response.text()).toBe('<!doctype html><p>仓储 – คลังสินค้า</p>')
    const again = bytesResponse(page)
    expect(Buffer.from(await again.arrayBuffer()).equals(page)).toBe(true)
  })

  it('passes the bytes on without copying them', async () => {
    const page = new Uint8Array([60, 112, 62])
    const reader = bytesResponse(page).body!.getReader()
    const first = await reader.read()
    expect(first.value).toBe(page)
    expect((await reader.read()).done).toBe(true)
  })

  it('is a body for one reader, like any response', async () => {
    const response = bytesResponse(new Uint8Array([1, 2, 3]))
    await response.arrayBuffer()
    expect(response.bodyUsed).toBe(true)
    await expect(response.text()).rejects.toThrow(TypeError)
  })

  it('lends its bytes to a reader that wants them whole, until its body is read', async () => {
    const page = new Uint8Array([60, 112, 62])
    const response = bytesResponse(page)
    expect(bytesOf(response)).toBe(page)
    await response.arrayBuffer()
    expect(bytesOf(response)).toBeUndefined()
    expect(bytesOf(new Response(page))).toBeUndefined()
  })

  it("lends them across copies of this module: the server's two bundles each have one", async () => {
    // A second instance of the module, as dist/start.mjs bundles its own.
    const other = (await import(
      /* @vite-ignore */ `./byte-response.server.ts?copy=${Date.now()}`
    )) as typeof ByteResponse
    expect(other.bytesOf).not.toBe(bytesOf)
    const page = new Uint8Array([1, 2, 3])
    expect(other.bytesOf(bytesResponse(page))).toBe(page)
  })
})
