// An admin list that reloads from the server 1 s after its search or filters change (spec §4).
import { useCallback } from 'react'
import { ADMIN_LIST_LIMIT, ADMIN_SEARCH_DEBOUNCE_MS } from '#domain/limits.ts'
import { api } from '#web/lib/api-client.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'

type Query = Record<string, string>
type Page<T> = { items: T[]; total: number }

export function useAdminList<T, K extends string>(path: string, key: K, query: Query) {
  const serialized = JSON.stringify(query)
  const list = useApiQuery<Page<T>>(
    `${path} ${serialized}`,
    async (signal) => {
      const data = await api<Record<K, T[]> & { total: number }>(path, {
        query: { ...query, limit: ADMIN_LIST_LIMIT },
        signal,
      })
      return { items: data[key], total: data.total }
    },
    // Spec §8: a failed list fetch is only logged and the list is left as is.
    { what: key, debounceMs: ADMIN_SEARCH_DEBOUNCE_MS },
  )
  const { setData } = list

  return {
    items: list.data?.items ?? [],
    setItems: useCallback(
      (update: (items: T[]) => T[]) => setData((page) => ({ ...page, items: update(page.items) })),
      [setData],
    ),
    total: list.data?.total ?? 0,
    setTotal: useCallback(
      (update: (total: number) => number) =>
        setData((page) => ({ ...page, total: update(page.total) })),
      [setData],
    ),
    loading: list.loading,
    /** Fetch again now, e.g. after a change elsewhere. */
    reload: list.refetch,
  }
}
