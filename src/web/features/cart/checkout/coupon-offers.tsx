import { BadgePercent } from 'lucide-react'
import { couponRuleLabels } from '#domain/coupon/labels.ts'
import type { CouponOffer } from '#domain/coupon/responses.ts'
import { formatApiRupees } from '#domain/money.ts'
import { Button } from '#web/components/ui/button.tsx'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { useAuth } from '#web/state/auth-provider.tsx'
import { fetchCouponOffers } from './checkout-api.ts'

interface CouponOffersProps {
  /** A coupon is being applied: the offers wait for it. */
  busy: boolean
  onApply(code: string): void
}

/** What an offer takes off, as its headline when staff wrote no description. */
function headline(offer: CouponOffer) {
  const off = offer.type === 'flat' ? formatApiRupees(offer.value) : `${offer.value}%`
  const above = offer.minCartValue > 0 ? ` on carts of ${formatApiRupees(offer.minCartValue)}+` : ''
  return `${off} off${above}`
}

/** The coupons staff show in the cart that this shopper may use today; nothing when there are none. */
export function CouponOffers({ busy, onApply }: CouponOffersProps) {
  const { user } = useAuth()
  // Asked again when the shopper signs in: a first-order offer may not be theirs.
  const { data: offers } = useApiQuery(`/coupons/offers#${user?.id ?? ''}`, fetchCouponOffers, {
    what: 'offers',
  })
  if (!offers?.length) return null
  return (
    <section aria-labelledby="coupon-offers" className="mt-3">
      <h3 id="coupon-offers" className="text-sm font-semibold text-slate-900">
        Offers for you
      </h3>
      <ul className="mt-2 space-y-2">
        {offers.map((offer) => {
          const rules = couponRuleLabels(offer)
          return (
            <li
              key={offer.code}
              className="flex items-start justify-between gap-3 rounded-lg border border-dashed border-brand-300 bg-brand-50/40 p-3 text-sm"
            >
              <div className="min-w-0">
                <p className="flex items-center gap-1.5 font-mono font-bold tracking-wide text-slate-900">
                  <BadgePercent aria-hidden className="h-4 w-4 text-brand-700" />
                  {offer.code}
                </p>
                <p className="mt-0.5 text-slate-700">{offer.description || headline(offer)}</p>
                {rules.length > 0 && (
                  <p className="mt-0.5 text-xs text-slate-500">{rules.join(' · ')}</p>
                )}
              </div>
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => onApply(offer.code)}
                aria-label={`Apply coupon ${offer.code}`}
                className="shrink-0"
              >
                Apply
              </Button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
