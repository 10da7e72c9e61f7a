// The browser's one way to read from the API into a screen: the server's answer for a page it
// drew, abort on unmount and on a new key, loading, error and data, a refetch, and local edits.
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from './api-client.ts'
import { askFor, type PageData, usePageData } from './page-data.tsx'

interface Options<T> {
  /** Named in the log line when the fetch fails ("Failed to fetch <what>"), which is only logged. */
  what: string
  /** When the key changes after the first fetch, wait this long first (a search box's debounce). */
  debounceMs?: number
  /**
   * The server draws the page with this query's answer (home, the shop, a product), and the
   * browser hydrates with it instead of asking again. The key is then the address the fetcher
   * reads (`apiUrl(path, query)`) and the fetcher answers that address's body as it is.
   */
  server?: boolean
  /** Show what an earlier key answered while a new key loads (the default), or nothing. */
  keepPrevious?: boolean
  /**
   * An answer the browser already holds for the key (a fresh copy it stored), read as the query
   * starts in the browser: the query starts with it and does not fetch until refetch is called.
   */
  held?: () => T | undefined
}

interface Settled<T> {
  /** The key and attempt this state answers. */
  token: string | null
  key?: string
  data?: T
  error?: unknown
}

interface ApiQuery<T> {
  /** The last answer, kept while a refetch (and unless keepPrevious is false, a new key) loads. */
  data: T | undefined
  /** Why the latest fetch failed, until one succeeds. */
  error: unknown
  /** Nothing to show yet: no data, and the current fetch has not answered. */
  loading: boolean
  /** The current key's fetch, or a refetch, has not answered yet (older data may be showing). */
  fetching: boolean
  refetch: () => void
  /** Changes the fetched data in place, e.g. after the screen saved an edit. */
  setData: (update: (data: T) => T) => void
}

/**
 * Fetches with fetcher whenever key changes (null: don't fetch) or refetch is called. The fetcher
 * gets an AbortSignal that aborts on unmount and when a newer fetch replaces it.
 */
export function useApiQuery<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
  { what, debounceMs = 0, server = false, keepPrevious = true, held }: Options<T>,
): ApiQuery<T> {
  const page = usePageData()
  const served = server && key !== null ? serverAnswer<T>(page, key) : undefined
  const [attempt, setAttempt] = useState(0)
  const token = key === null ? null : `${attempt} ${key}`
  const [settled, setSettled] = useState<Settled<T>>(() => {
    if (key === null) return { token: null }
    if (served !== undefined) return { token, key, ...served }
    const kept = page === null ? held?.() : undefined
    return kept === undefined ? { token: null } : { token, key, data: kept }
  })
  const latestFetcher = useRef(fetcher)
  const lastKey = useRef<string | null>(null)
  // The fetch the server's answer stands for, which is not made again.
  const answered = useRef(settled.token)

  useEffect(() => {
    latestFetcher.current = fetcher
  })

  useEffect(() => {
    if (key === null) return
    const delay = lastKey.current !== null && lastKey.current !== key ? debounceMs : 0
    lastKey.current = key
    if (answered.current === token) return
    answered.current = null
    return startQuery(
      (signal) => latestFetcher.current(signal),
      (result) => {
        if ('data' in result) setSettled({ token, key, data: result.data })
        else {
          console.error(`Failed to fetch ${what}`, result.error)
          // What an earlier key answered stays beside the failure only where it would show.
          setSettled((state) => ({
            ...(keepPrevious || state.key === key ? state : {}),
            token,
            key,
            error: result.error,
          }))
        }
      },
      delay,
    )
  }, [key, token, debounceMs, what, keepPrevious])

  const refetch = useCallback(() => setAttempt((n) => n + 1), [])
  const setData = useCallback(
    (update: (data: T) => T) =>
      setSettled((state) =>
        state.data === undefined ? state : { ...state, data: update(state.data) },
      ),
    [],
  )

  const shown: Partial<Settled<T>> = keepPrevious || settled.key === key ? settled : {}
  const fetching = token !== null && settled.token !== token
  return {
    data: shown.data,
    error: shown.error,
    loading: shown.data === undefined && fetching,
    fetching,
    refetch,
    setData,
  }
}

/**
 * The server's answer at `url` while it renders a page or the browser hydrates it, as data or as
 * the ApiError the browser's own fetch would have thrown; when there is none, the server is asked
 * for it before it renders the page again.
 */
function serverAnswer<T>(page: PageData | null, url: string) {
  const answer = page?.answers.get(url)
  if (!answer) return void askFor(page, url)
  return 'data' in answer
    ? { data: answer.data as T }
    : { error: new ApiError(answer.message, answer.status) }
}

type QueryResult<T> = { data: T } | { error: unknown }

/** Starts fetcher after delayMs and reports its result once, unless cancelled first. */
function startQuery<T>(
  fetcher: (signal: AbortSignal) => Promise<T>,
  settle: (result: QueryResult<T>) => void,
  delayMs: number,
): () => void {
  const controller = new AbortController()
  const { signal } = controller
  const run = () => {
    fetcher(signal).then(
      (data) => !signal.aborted && settle({ data }),
      (error: unknown) => !signal.aborted && settle({ error }),
    )
  }
  const timer = delayMs > 0 ? setTimeout(run, delayMs) : undefined
  if (timer === undefined) run()
  return () => {
    clearTimeout(timer)
    controller.abort()
  }
}
