import { Heart, Package, User } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useAuth } from '#web/state/auth-provider.tsx'
import { useWishlist } from '#web/state/wishlist-provider.tsx'
import { WishlistGrid } from '#web/components/product/wishlist-grid.tsx'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { OrdersTab } from './orders-tab.tsx'
import { PreferencesPanel } from './preferences-panel.tsx'
import { ProfilePanel } from './profile-panel.tsx'
import { SavedAddressesPanel } from './saved-addresses-panel.tsx'
import { YourDataPanel } from './your-data-panel.tsx'
import { StatCards } from './stat-cards.tsx'
import { useMyOrders } from './use-my-orders.ts'

const TABS = [
  { id: 'profile', label: 'Profile', icon: User },
  { id: 'orders', label: 'My Orders', icon: Package },
  { id: 'wishlist', label: 'Wishlist', icon: Heart },
] as const
type TabId = (typeof TABS)[number]['id']

export function DashboardPage() {
  const [params] = useSearchParams()
  const requested = params.get('tab')
  const tab: TabId = TABS.some((t) => t.id === requested) ? (requested as TabId) : 'profile'
  const { user, refreshUser } = useAuth()
  const wishlist = useWishlist()
  const { orders, markReviewed, replaceOrder } = useMyOrders()
  usePageMeta('My Dashboard')
  // totalSpent and the tier are the server's figures; read them afresh on every visit.
  useEffect(() => refreshUser(), [refreshUser])
  if (!user) return null

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 md:grid-cols-[260px_1fr]">
      <aside className="h-fit rounded-2xl border border-slate-200 bg-white p-4 md:p-6">
        {/* On a phone: the shopper in one row, the tabs side by side, so the tab starts on screen. */}
        <div className="flex items-center gap-4 md:flex-col md:gap-0 md:text-center">
          {user.avatar ? (
            <img
              src={user.avatar}
              alt=""
              className="h-14 w-14 shrink-0 rounded-full object-cover md:h-20 md:w-20"
            />
          ) : (
            <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-600 text-2xl font-bold text-white md:h-20 md:w-20 md:text-3xl">
              {user.name.charAt(0).toUpperCase()}
            </span>
          )}
          <div className="min-w-0 md:mt-3">
            <p className="font-semibold text-slate-900">{user.name}</p>
            <p className="text-sm [overflow-wrap:anywhere] text-slate-500">
              {atBreakable(user.email)}
            </p>
            <p className="mt-2 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-800 md:mt-3">
              {user.membershipTier} Member
            </p>
          </div>
        </div>
        <nav
          aria-label="Dashboard"
          className="mt-4 grid grid-cols-3 gap-1 md:mt-6 md:block md:space-y-1"
        >
          {TABS.map(({ id, label, icon: Icon }) => (
            <Link
              key={id}
              to={`/dashboard?tab=${id}`}
              aria-current={tab === id ? 'page' : undefined}
              className={`flex flex-col items-center gap-1 rounded-lg px-2 py-2 text-sm font-medium md:flex-row md:gap-3 md:px-3 md:text-base ${
                tab === id ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-50'
              }`}
            >
              <Icon aria-hidden className="h-5 w-5" /> {label}
            </Link>
          ))}
        </nav>
      </aside>
      <div>
        <h1 className="mb-6 text-2xl font-bold text-slate-900">
          {TABS.find((t) => t.id === tab)?.label}
        </h1>
        {tab === 'profile' && (
          <>
            <StatCards totalOrders={orders?.length ?? null} />
            <ProfilePanel />
            <SavedAddressesPanel />
            <PreferencesPanel />
            <YourDataPanel />
          </>
        )}
        {tab === 'orders' && (
          <OrdersTab orders={orders} onReviewed={markReviewed} onChanged={replaceOrder} />
        )}
        {tab === 'wishlist' &&
          (wishlist.itemCount === 0 ? (
            <p className="rounded-2xl border border-slate-200 bg-white p-10 text-center text-slate-600">
              Your wishlist is empty.{' '}
              <Link to="/shop" className="font-medium text-brand-700 underline">
                Browse the shop
              </Link>
            </p>
          ) : (
            <WishlistGrid />
          ))}
      </div>
    </div>
  )
}

/** An email that wraps after its "@" before anywhere else. */
function atBreakable(email: string) {
  const at = email.lastIndexOf('@')
  if (at < 0) return email
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  )
}
