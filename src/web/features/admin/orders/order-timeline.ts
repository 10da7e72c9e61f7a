// The admin order's timeline: what has happened to it, in order.
import { PAYMENT_ISSUE_LABELS } from '#domain/order/status.ts'
import type { ApiOrder } from '#domain/order/responses.ts'
import { formatDate, formatDateTime } from '#web/lib/format.ts'

type TimelineOrder = Pick<ApiOrder, 'createdAt' | 'paymentStatus' | 'paymentIssue' | 'deliveredAt'>

export function orderTimeline(order: TimelineOrder): string[] {
  const steps = [`Order placed on ${formatDateTime(order.createdAt)}`]
  // Only a paid order's payment is confirmed; a cancelled or expired one never was.
  if (order.paymentStatus === 'paid') steps.push('Payment confirmed')
  if (order.paymentIssue) steps.push(PAYMENT_ISSUE_LABELS[order.paymentIssue])
  if (order.deliveredAt) steps.push(`Delivered on ${formatDate(order.deliveredAt)}`)
  return steps
}
