import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as Limits from '#domain/limits.ts'
import { ApiError, NETWORK_ERROR, api, errorMessage } from './api-client.ts'
import { FALLBACK_TEXTS } from './fallback-texts.ts'

// A short timeout so the test can wait for it for real; the shop's own is 30 s.
vi.mock('#domain/limits.ts', async (original) => ({
  ...(await original<typeof Limits>()),
  REQUEST_TIMEOUT_MS: 50,
}))

const screens = Object.entries(FALLBACK_TEXTS)

async function failure(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => error,
  )
}

function answer(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

describe('api client errors', () => {
  let logged: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it.each(screens)(
    "shows the %s screen's own text when the server can't be reached",
    async (_, text) => {
      vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
      const error = await failure(api('/products'))
      expect(error).toBeInstanceOf(ApiError)
      expect(errorMessage(error, text)).toBe(text)
      expect(logged).toHaveBeenCalledWith(NETWORK_ERROR, expect.any(TypeError))
    },
  )

  it.each(screens)("shows the %s screen's own text when the request times out", async (_, text) => {
    const hang = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )
    vi.stubGlobal('fetch', vi.fn(hang))
    const error = await failure(api('/products'))
    expect(errorMessage(error, text)).toBe(text)
    expect(logged).toHaveBeenCalledWith(
      NETWORK_ERROR,
      expect.objectContaining({ name: 'TimeoutError' }),
    )
  })

  it.each(screens)(
    "shows the %s screen's own text when the server answers without a message",
    async (_, text) => {
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(500)))
      expect(errorMessage(await failure(api('/products')), text)).toBe(text)
    },
  )

  it("shows the server's message and field details over any fallback", async () => {
    const errors = [{ path: 'email', message: 'Invalid email' }]
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer(400, { message: 'Validation failed', errors })),
    )
    const error = await failure(api('/auth/login', { method: 'POST', body: {} }))
    expect(errorMessage(error, FALLBACK_TEXTS.login)).toBe('Validation failed')
    expect(error).toMatchObject({ status: 400, errors })
  })

  it('lets a caller that cancels see its own abort, unlogged', async () => {
    const controller = new AbortController()
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        controller.abort()
        return Promise.reject(init.signal?.reason)
      }),
    )
    const error = await failure(api('/products', { signal: controller.signal }))
    expect(error).not.toBeInstanceOf(ApiError)
    expect(logged).not.toHaveBeenCalled()
  })

  it('falls back for anything that is not an API error', () => {
    expect(errorMessage(new Error('boom'), FALLBACK_TEXTS.contact)).toBe(FALLBACK_TEXTS.contact)
  })
})
