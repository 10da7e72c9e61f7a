import { Package, Star } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { formatApiRupees } from '#domain/money.ts'
import type { ApiOrder, ApiOrderItem } from '#domain/order/responses.ts'
import { ORDER_STATUS_LABELS, paymentStatusLabel } from '#domain/order/status.ts'
import { nameWithVariant } from '#domain/product/variant.ts'
import {
  ORDER_STATUS_STYLES,
  paymentStatusStyle,
} from '#web/components/order/order-status-styles.ts'
import { OrderDocuments } from '#web/components/order/order-documents.tsx'
import { OrderTimeline } from '#web/components/order/order-timeline.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { countOf, formatDate } from '#web/lib/format.ts'
import { orderPagePath } from '#web/lib/order-page-path.ts'
import { CancelOrder } from './cancel-order.tsx'
import { ConfirmOrder } from './confirm-order.tsx'
import { RateDialog } from './rate-dialog.tsx'

const THUMBNAILS = 3

interface OrdersTabProps {
  orders: ApiOrder[] | null
  onReviewed(orderId: string, productId: string): void
  onChanged(order: ApiOrder): void
}

/** The timeline behind an 'Order timeline' toggle, drawn only once opened, so the list stays short. */
function TimelineDisclosure({ timeline }: { timeline: ApiOrder['timeline'] }) {
  const [open, setOpen] = useState(false)
  return (
    <details className="mt-3 text-sm" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer font-medium text-brand-700 hover:text-brand-800">
        Order timeline
      </summary>
      {open && (
        <div className="mt-2">
          <OrderTimeline timeline={timeline} />
        </div>
      )}
    </details>
  )
}

/** Where the order's latest refund stands, as its timeline last said. */
const latestRefund = (order: ApiOrder) =>
  order.timeline.findLast((event) => event.kind.startsWith('refund_'))

export function OrdersTab({ orders, onReviewed, onChanged }: OrdersTabProps) {
  const [rating, setRating] = useState<{ orderId: string; item: ApiOrderItem } | null>(null)

  if (orders === null) return <Spinner label="Loading orders..." />
  if (orders.length === 0) {
    return (
      <div className="rounded-2xl border border-slate-200 bg-white p-10 text-center">
        <Package aria-hidden className="mx-auto h-14 w-14 text-slate-300" />
        <h2 className="mt-3 text-xl font-semibold text-slate-900">No orders yet</h2>
        <p className="mt-1 text-slate-600">Your orders will appear here once you buy something.</p>
        <Link
          to="/shop"
          className="mt-5 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
        >
          Start Shopping
        </Link>
      </div>
    )
  }

  return (
    <>
      <ul className="space-y-4">
        {orders.map((order) => (
          <li
            key={order._id}
            aria-label={`Order ${order.orderNumber}`}
            className="rounded-2xl border border-slate-200 bg-white p-5"
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <Link
                  to={orderPagePath(order.orderNumber)}
                  className="group font-semibold text-slate-900 hover:text-brand-700"
                >
                  {order.orderNumber}
                  <span className="ml-2 text-sm font-medium text-brand-700 group-hover:underline">
                    View order
                  </span>
                </Link>
                <p className="text-sm text-slate-500">Placed on {formatDate(order.createdAt)}</p>
              </div>
              <div className="flex flex-wrap gap-2 text-xs font-medium">
                <span className={`rounded-full px-2.5 py-1 ${ORDER_STATUS_STYLES[order.status]}`}>
                  {ORDER_STATUS_LABELS[order.status]}
                </span>
                <span className={`rounded-full px-2.5 py-1 ${paymentStatusStyle(order)}`}>
                  Payment: {paymentStatusLabel(order)}
                </span>
              </div>
            </div>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              {order.items.slice(0, THUMBNAILS).map((item) => (
                <img
                  key={item._id}
                  src={item.productSnapshot.image}
                  alt={nameWithVariant(item.productSnapshot.name, item.productSnapshot.variant)}
                  title={nameWithVariant(item.productSnapshot.name, item.productSnapshot.variant)}
                  className="h-14 w-14 rounded-lg border border-slate-200 object-cover"
                />
              ))}
              {order.items.length > THUMBNAILS && (
                <span className="text-sm text-slate-600">
                  +{countOf(order.items.length - THUMBNAILS, 'more item')}
                </span>
              )}
              <p className="ml-auto text-lg font-bold text-slate-900">
                {formatApiRupees(order.totalAmount)}
              </p>
            </div>
            {order.trackingNumber && (
              <p className="mt-3 text-sm text-slate-600">
                {order.courier ? `${order.courier} tracking number` : 'Tracking number'}:{' '}
                <span className="font-mono">{order.trackingNumber}</span>
              </p>
            )}
            {latestRefund(order) && (
              <p className="mt-3 text-sm font-medium text-slate-800">
                {latestRefund(order)?.label}
              </p>
            )}
            <OrderDocuments order={order} className="mt-3" />
            <ConfirmOrder order={order} onConfirmed={onChanged} />
            <CancelOrder order={order} onCancelled={onChanged} />
            <TimelineDisclosure timeline={order.timeline} />
            {order.status === 'delivered' && (
              <ul
                className="mt-4 space-y-2 border-t border-slate-100 pt-4"
                aria-label="Rate your products"
              >
                {order.items.map((item) => (
                  <li key={item._id} className="flex items-center justify-between gap-3 text-sm">
                    <span className="text-slate-700">
                      {nameWithVariant(item.productSnapshot.name, item.productSnapshot.variant)} ×{' '}
                      {item.quantity}
                    </span>
                    <button
                      type="button"
                      disabled={item.reviewed || !item.product}
                      onClick={() => setRating({ orderId: order._id, item })}
                      aria-label={
                        item.reviewed
                          ? `${item.productSnapshot.name} reviewed`
                          : `Rate ${item.productSnapshot.name}`
                      }
                      className="inline-flex items-center gap-1 rounded-lg border border-amber-300 px-3 py-1.5 font-medium text-amber-800 hover:bg-amber-50 disabled:border-slate-200 disabled:text-slate-400 disabled:hover:bg-transparent"
                    >
                      <Star aria-hidden className="h-4 w-4" />
                      {item.reviewed ? 'Reviewed' : 'Rate'}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {rating && (
        <RateDialog
          orderId={rating.orderId}
          item={rating.item}
          onClose={() => setRating(null)}
          onReviewed={() => {
            if (rating.item.product) onReviewed(rating.orderId, rating.item.product)
            setRating(null)
          }}
        />
      )}
    </>
  )
}
