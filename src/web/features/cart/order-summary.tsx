import { Lock, Truck } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { ValidatedCoupon } from '#domain/coupon/responses.ts'
import { formatRupeesExact } from '#domain/money.ts'
import { FREE_SHIPPING_LABEL, freeShippingGap, freeShippingProgress } from '#domain/pricing.ts'
import { useAuth } from '#web/state/auth-provider.tsx'
import type { CartCalculation } from './cart-calculation.ts'

interface OrderSummaryProps {
  order: CartCalculation
  coupon: ValidatedCoupon | null
  /** Coupon entry and the checkout button. */
  children: ReactNode
}

export function OrderSummary({ order, coupon, children }: OrderSummaryProps) {
  const { isAuthenticated } = useAuth()
  const gap = freeShippingGap(order.subtotal)
  const progress = freeShippingProgress(order.subtotal)

  return (
    <aside
      aria-labelledby="summary"
      className="h-fit space-y-4 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h2 id="summary" className="text-lg font-semibold text-slate-900">
        Order Summary
      </h2>
      <div>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Truck aria-hidden className="h-4 w-4 text-brand-600" />
          {gap > 0
            ? `Add ${formatRupeesExact(gap)} more for free shipping (${FREE_SHIPPING_LABEL})`
            : 'You have free shipping!'}
        </p>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
          role="progressbar"
          aria-label="Progress to free shipping"
          aria-valuenow={progress}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${progress}%` }} />
        </div>
      </div>
      <dl className="space-y-2 text-slate-700">
        <div className="flex justify-between">
          <dt>Subtotal (incl. 18% GST)</dt>
          <dd data-testid="subtotal">{formatRupeesExact(order.subtotal)}</dd>
        </div>
        {order.discount > 0 && coupon && (
          <div className="flex justify-between text-green-700">
            <dt>Coupon ({coupon.code})</dt>
            <dd data-testid="discount">−{formatRupeesExact(order.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt>Shipping</dt>
          <dd data-testid="shipping">
            {order.shipping === 0 ? 'FREE' : formatRupeesExact(order.shipping)}
          </dd>
        </div>
        {order.codFee > 0 && (
          <div className="flex justify-between">
            <dt>Cash on delivery fee</dt>
            <dd data-testid="cod-fee">{formatRupeesExact(order.codFee)}</dd>
          </div>
        )}
        {order.savings > 0 && (
          <div className="flex justify-between text-green-700">
            <dt>You Saved</dt>
            <dd data-testid="savings">{formatRupeesExact(order.savings)}</dd>
          </div>
        )}
        <div className="flex justify-between border-t border-slate-200 pt-2 text-lg font-bold text-slate-900">
          <dt>Total</dt>
          <dd data-testid="total">{formatRupeesExact(order.total)}</dd>
        </div>
      </dl>
      {children}
      {!isAuthenticated && (
        <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <p className="flex items-center gap-2 font-semibold">
            <Lock aria-hidden className="h-4 w-4" /> Login Required
          </p>
          <p className="mt-1">
            <Link
              to="/login"
              state={{ from: { pathname: '/cart' } }}
              className="font-medium underline"
            >
              Log in
            </Link>{' '}
            to check out and track your orders.
          </p>
        </div>
      )}
      <p className="text-sm text-slate-600">
        Read our{' '}
        <Link to="/refund" className="text-brand-700 underline">
          refund policy
        </Link>{' '}
        or{' '}
        <Link to="/shop" className="text-brand-700 underline">
          continue shopping
        </Link>
        .
      </p>
    </aside>
  )
}
