// The browser's one way to read from the API into a screen: abort on unmount and on a new key,
// loading, error and data, a refetch, and local edits to what was fetched.
import { useCallback, useEffect, useRef, useState } from 'react'
import { startQuery } from './start-query.ts'

interface Options<T> {
  /** Named in the log line when the fetch fails ("Failed to fetch <what>"); spec §8 logs only. */
  what: string
  /** When the key changes after the first fetch, wait this long first (a search box's debounce). */
  debounceMs?: number
  /** The data for the first key, already in hand (the server's, for a page it rendered). */
  initial?: T
}

interface Settled<T> {
  /** The key and attempt this state answers. */
  token: string | null
  data?: T
  error?: unknown
}

interface ApiQuery<T> {
  /** The last answer, kept while a new key or a refetch loads. */
  data: T | undefined
  /** Why the latest fetch failed, until one succeeds. */
  error: unknown
  /** Nothing to show yet: no data, and the current fetch has not answered. */
  loading: boolean
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
  { what, debounceMs = 0, initial }: Options<T>,
): ApiQuery<T> {
  const [attempt, setAttempt] = useState(0)
  const token = key === null ? null : `${attempt} ${key}`
  const [settled, setSettled] = useState<Settled<T>>(() =>
    initial === undefined ? { token: null } : { token, data: initial },
  )
  const latestFetcher = useRef(fetcher)
  const lastKey = useRef<string | null>(null)
  // The fetch the initial data stands for, which is not made again.
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
        if ('data' in result) setSettled({ token, data: result.data })
        else {
          console.error(`Failed to fetch ${what}`, result.error)
          setSettled((state) => ({ ...state, token, error: result.error }))
        }
      },
      delay,
    )
  }, [key, token, debounceMs, what])

  const refetch = useCallback(() => setAttempt((n) => n + 1), [])
  const setData = useCallback(
    (update: (data: T) => T) =>
      setSettled((state) =>
        state.data === undefined ? state : { ...state, data: update(state.data) },
      ),
    [],
  )

  return {
    data: settled.data,
    error: settled.error,
    loading: settled.data === undefined && token !== null && settled.token !== token,
    refetch,
    setData,
  }
}
