// Refunds of online payments (issue 16 item 4), as Razorpay's refund entity moves them.
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]
