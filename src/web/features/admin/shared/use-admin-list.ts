// An admin list that reloads from the server 1 s after its search or filters change (spec §4).
import { useEffect, useRef, useState } from 'react'
import { ADMIN_LIST_LIMIT, ADMIN_SEARCH_DEBOUNCE_MS } from '#domain/limits.ts'
import { api } from '#web/lib/api-client.ts'

type Query = Record<string, string>

export function useAdminList<T, K extends string>(path: string, key: K, query: Query) {
  const [items, setItems] = useState<T[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(true)
  const [version, setVersion] = useState(0)
  const serialized = JSON.stringify(query)
  const first = useRef(true)

  useEffect(() => {
    const controller = new AbortController()
    const load = () => {
      api<Record<K, T[]> & { total: number }>(path, {
        query: { ...(JSON.parse(serialized) as Query), limit: ADMIN_LIST_LIMIT },
        signal: controller.signal,
      })
        .then((data) => {
          setItems(data[key])
          setTotal(data.total)
        })
        // Spec §8: a failed list fetch is only logged and the list is left as is.
        .catch((error: unknown) => {
          if (!controller.signal.aborted) console.error(`Failed to fetch ${key}`, error)
        })
        .finally(() => !controller.signal.aborted && setLoading(false))
    }
    const wait = first.current ? 0 : ADMIN_SEARCH_DEBOUNCE_MS
    first.current = false
    const timer = window.setTimeout(load, wait)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [path, key, serialized, version])

  return {
    items,
    setItems,
    total,
    setTotal,
    loading,
    /** Fetch again now, e.g. after a change elsewhere. */
    reload: () => setVersion((v) => v + 1),
  }
}
