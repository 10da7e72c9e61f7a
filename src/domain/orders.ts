// Order and review vocabularies (spec §3/§4/§9).

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'packed',
  'dispatched',
  'delivered',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const REVIEW_STATUSES = ['approved', 'pending', 'rejected'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]
