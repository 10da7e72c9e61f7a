// The seller profile shoppers read in the footer and on the contact and policy pages; a page the
// server drew carries it.
import type { ShopProfile, ShopProfileResponse } from '#domain/shop-profile.ts'
import { api, apiUrl } from '#web/lib/api-client.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'

const SHOP_PROFILE_URL = apiUrl('/shop-profile')

const fetchShopProfile = (signal: AbortSignal) =>
  api<ShopProfileResponse>('/shop-profile', { signal })

/** The profile, or undefined until it has loaded; whether loading it failed, and a retry. */
export function useShopProfile(): {
  profile: ShopProfile | undefined
  failed: boolean
  retry: () => void
} {
  const query = useApiQuery(SHOP_PROFILE_URL, fetchShopProfile, {
    what: 'shop profile',
    server: true,
  })
  const profile = query.data?.profile
  return {
    profile,
    failed: !profile && query.error !== undefined && !query.fetching,
    retry: query.refetch,
  }
}
