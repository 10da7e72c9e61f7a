import { CircleCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { awaitsConfirmation } from '#domain/order/payment-method.ts'
import { ExpectedDelivery } from '#web/components/order/expected-delivery.tsx'
import { orderPagePath } from '#web/lib/order-page-path.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { fetchPlacedOrder } from './checkout-api.ts'

/**
 * The moment after paying or placing a cash-on-delivery order: its number, when it should
 * arrive, and its page, shown for the short while before the shopper is taken to their orders.
 */
export function PurchaseDone({ orderNumber }: { orderNumber: string }) {
  const placed = useApiQuery(
    `/orders/${orderNumber}`,
    (signal) => fetchPlacedOrder(orderNumber, signal),
    { what: 'the placed order' },
  ).data
  const heading = useRef<HTMLHeadingElement>(null)
  // The pay button sat at the foot of a long cart: bring the shopper up to what happened.
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="mx-auto max-w-md px-4 py-20 text-center" role="status">
      <CircleCheck aria-hidden className="mx-auto h-16 w-16 text-green-600" />
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-3xl font-bold text-slate-900 outline-none"
      >
        Thanks for Purchase!
      </h1>
      <p className="mt-2 text-slate-600">
        {placed && awaitsConfirmation(placed)
          ? `Order ${orderNumber} is placed: confirm it in your orders so we can pack it. Taking you there...`
          : `Order ${orderNumber} is placed. Taking you to your orders...`}
      </p>
      {placed?.expectedDelivery && (
        <ExpectedDelivery window={placed.expectedDelivery} className="mt-4 justify-center" />
      )}
      <Link
        to={orderPagePath(orderNumber)}
        className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
      >
        View order
      </Link>
    </div>
  )
}
