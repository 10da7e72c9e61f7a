import type { OrderStatus } from '#domain/orders.ts'
import type { ReviewStatus } from '#domain/review.ts'

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

const REVIEW_STYLES: Record<ReviewStatus, string> = {
  approved: 'bg-green-100 text-green-800',
  pending: 'bg-amber-100 text-amber-800',
  rejected: 'bg-red-100 text-red-800',
}

const ORDER_STYLES: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-800',
  confirmed: 'bg-blue-100 text-blue-800',
  packed: 'bg-indigo-100 text-indigo-800',
  dispatched: 'bg-purple-100 text-purple-800',
  delivered: 'bg-green-100 text-green-800',
  cancelled: 'bg-red-100 text-red-800',
}

const badge = 'inline-block rounded-full px-2 py-0.5 text-xs font-medium'

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return <span className={`${badge} ${REVIEW_STYLES[status]}`}>{capitalise(status)}</span>
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`${badge} ${ORDER_STYLES[status]}`}>{capitalise(status)}</span>
}
