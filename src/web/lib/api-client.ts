// The one way the browser talks to the API: credentials, JSON, a 30 s timeout and readable errors.
import { REQUEST_TIMEOUT_MS } from '#domain/limits.ts'

export const NETWORK_ERROR = 'Network error or server unreachable'

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  query?: Record<string, string | number | boolean | null | undefined>
  signal?: AbortSignal
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = options
  const headers: Record<string, string> = { Accept: 'application/json' }
  const isForm = body instanceof FormData
  // A Blob is sent as it is, typed as it says (e.g. a CSV file as text/csv).
  const isFile = body instanceof Blob
  if (isFile) headers['Content-Type'] = body.type
  else if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json'
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS)

  let response: Response
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers,
      credentials: 'include',
      // Catalogue answers let CDNs serve them a little stale; the shop itself always asks again,
      // which costs a 304 when nothing changed.
      cache: 'no-cache',
      body: isForm || isFile ? body : body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    console.error(NETWORK_ERROR, error)
    // No message, so the screen shows its own fallback text; status 0 says nothing answered.
    throw new ApiError('', 0)
  }

  const data: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const payload = (data ?? {}) as { message?: string; errors?: ApiError['errors'] }
    // No server message leaves it empty, so each screen shows its own fallback text.
    throw new ApiError(payload.message ?? '', response.status, payload.errors)
  }
  return data as T
}

/** The address `api(path, { query })` fetches: empty query values are left out. */
export function apiUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return `/api${path}`
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  const search = params.toString()
  return search ? `/api${path}?${search}` : `/api${path}`
}

/** The server's message when there is one, else the screen's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback
}
