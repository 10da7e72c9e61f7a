// The admin's settings: the shop's seller profile, and which mails the signed-in admin gets.
import type { AdminShopProfileResponse } from '#domain/shop-profile.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { SectionState } from './section-state.tsx'
import { fetchShopProfile, SHOP_PROFILE_PATH } from './shop-profile-api.ts'
import { ShopProfileForm } from './shop-profile-form.tsx'
import { StaffNotices } from './staff-notices.tsx'

function ShopProfileSection() {
  const query = useApiQuery(SHOP_PROFILE_PATH, fetchShopProfile, { what: 'shop profile' })
  const saved = query.data
  const onSaved = (next: AdminShopProfileResponse) => query.setData(() => next)
  return (
    <section aria-labelledby="shop-profile-heading" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="shop-profile-heading" className="text-xl font-bold text-slate-900">
        Shop profile
      </h2>
      <SectionState what="the shop profile" query={query} />
      {saved && (
        <ShopProfileForm key={saved.savedAt ?? 'environment'} saved={saved} onSaved={onSaved} />
      )}
    </section>
  )
}

export function SettingsTab() {
  return (
    <div className="grid gap-6">
      <ShopProfileSection />
      <StaffNotices />
    </div>
  )
}
