// The admin's settings: the shop's seller profile, and which mails the signed-in admin gets.
import type { AdminShopProfileResponse } from '#domain/shop-profile.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'
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
      {query.loading && (
        <p className="mt-4 flex items-center gap-2 text-slate-600">
          <Spinner size="sm" label="Loading the shop profile" /> Loading...
        </p>
      )}
      {!saved && query.error !== undefined && !query.loading && (
        <div role="alert" className="mt-4 text-sm text-red-700">
          {errorMessage(query.error, 'Failed to fetch the shop profile')}{' '}
          <Button variant="ghost" onClick={query.refetch}>
            Try again
          </Button>
        </div>
      )}
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
