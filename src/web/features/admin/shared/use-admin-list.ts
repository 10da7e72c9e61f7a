// An admin list that reloads from the server 1 s after its search or filters change.
import { useCallback } from 'react'
import { ADMIN_SEARCH_DEBOUNCE_MS } from '#domain/limits.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { fetchAdminPage } from './admin-list-api.ts'

type Query = Record<string, string>

/** `enabled: false` leaves the list as it was, unfetched, e.g. while its tab is not shown. */
export function useAdminList<T, K extends string>(
  path: string,
  key: K,
  query: Query,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const serialized = JSON.stringify(query)
  const list = useApiQuery(
    enabled ? `${path} ${serialized}` : null,
    (signal) => fetchAdminPage<T, K>(path, key, query, signal),
    // A failed list fetch is only logged and the list is left as is.
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
