import { ORDER_STATUS_LABELS, type OrderStatus } from '#domain/order/status.ts'
import type { ReviewStatus } from '#domain/review.ts'
import { ORDER_STATUS_STYLES } from '#web/components/order/order-status-styles.ts'

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

const REVIEW_STYLES: Record<ReviewStatus, string> = {
  approved: 'bg-green-100 text-green-800',
  pending: 'bg-amber-100 text-amber-800',
  rejected: 'bg-red-100 text-red-800',
}

const badge = 'inline-block rounded-full px-2 py-0.5 text-xs font-medium'

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return <span className={`${badge} ${REVIEW_STYLES[status]}`}>{capitalise(status)}</span>
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`${badge} ${ORDER_STATUS_STYLES[status]}`}>{ORDER_STATUS_LABELS[status]}</span>
  )
}
