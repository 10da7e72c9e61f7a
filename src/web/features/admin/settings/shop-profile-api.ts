// The settings tab's calls for the seller profile: read it, save it.
import type { AdminShopProfileResponse, ShopProfile } from '#domain/shop-profile.ts'
import { api } from '#web/lib/api-client.ts'

export const SHOP_PROFILE_PATH = '/admin/shop-profile'

export function fetchShopProfile(signal: AbortSignal): Promise<AdminShopProfileResponse> {
  return api<AdminShopProfileResponse>(SHOP_PROFILE_PATH, { signal })
}

export function saveShopProfile(profile: ShopProfile): Promise<AdminShopProfileResponse> {
  return api<AdminShopProfileResponse>(SHOP_PROFILE_PATH, { method: 'PUT', body: profile })
}
