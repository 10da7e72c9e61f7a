import { Heart, IndianRupee, Package } from 'lucide-react'
import { formatApiRupees } from '#domain/money.ts'
import { useAuth } from '#web/state/auth-provider.tsx'
import { useWishlist } from '#web/state/wishlist-provider.tsx'

export function StatCards({ totalOrders }: { totalOrders: number | null }) {
  const { user } = useAuth()
  const wishlist = useWishlist()
  const cards = [
    {
      label: 'Total Orders',
      value: totalOrders === null ? '…' : String(totalOrders),
      icon: Package,
    },
    {
      label: 'Total Spent',
      value: formatApiRupees(user?.totalSpent ?? 0),
      icon: IndianRupee,
    },
    { label: 'Wishlist Items', value: String(wishlist.itemCount), icon: Heart },
  ]
  return (
    <dl className="mb-6 grid gap-4 sm:grid-cols-3">
      {cards.map(({ label, value, icon: Icon }) => (
        <div key={label} className="rounded-2xl border border-slate-200 bg-white p-5">
          <dt className="flex items-center gap-2 text-sm text-slate-500">
            <Icon aria-hidden className="h-4 w-4 text-brand-600" /> {label}
          </dt>
          <dd className="mt-2 text-2xl font-bold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
