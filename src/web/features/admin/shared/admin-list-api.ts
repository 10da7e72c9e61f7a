// One page of an admin list (orders, reviews, messages, coupons, products): the list under its
// own name in the answer, and how many there are in all.
import { ADMIN_LIST_LIMIT } from '#domain/limits.ts'
import { api } from '#web/lib/api-client.ts'

export interface AdminPage<T> {
  items: T[]
  total: number
}

export async function fetchAdminPage<T, K extends string>(
  path: string,
  key: K,
  query: Record<string, string>,
  signal: AbortSignal,
): Promise<AdminPage<T>> {
  const data = await api<Record<K, T[]> & { total: number }>(path, {
    query: { ...query, limit: ADMIN_LIST_LIMIT },
    signal,
  })
  return { items: data[key], total: data.total }
}
