// What the refund policy promises shoppers, apart from refund.ts and returns.ts so the policy
// page loads no zod; the server judges returns by the same constants.

/** How long a refund takes: started within the first, back with the shopper within the second. */
export const REFUND_TIMES = { initiated: '2-3 days', complete: '7-14 days' } as const

/** A delivered order's lines may be sent back until the end of this many days after delivery (IST). */
export const RETURN_WINDOW_DAYS = 7

/** Why a shopper sends something back, as they pick it. */
export const RETURN_REASONS = [
  'wrong_model',
  'defective',
  'damaged',
  'not_as_described',
  'changed_mind',
] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  wrong_model: 'Bought for the wrong phone model',
  defective: 'Does not work properly',
  damaged: 'Arrived damaged',
  not_as_described: 'Not as described',
  changed_mind: 'Changed my mind',
}

/** What a shopper may ask for instead: their money back, or the same product in another variant. */
export const RETURN_RESOLUTIONS = ['refund', 'exchange'] as const
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number]
export const RETURN_RESOLUTION_LABELS: Record<ReturnResolution, string> = {
  refund: 'Refund my money',
  exchange: 'Exchange for another model or colour',
}

/** The policy in the shop's words, for the refund page and the return form alike. */
export const RETURN_POLICY = {
  window: `You can return or exchange an item within ${RETURN_WINDOW_DAYS} days of delivery.`,
  exchange:
    'An exchange sends you the same product in another phone model or colour at the same price, free of charge, once it is in stock; we hold the unit for you from the moment you ask.',
  refund:
    'A refund gives back what you paid for the items you return, less their share of any coupon discount; shipping and cash-on-delivery fees are not refunded.',
  pickup:
    'We arrange a courier pickup from your delivery address; where the courier has no pickup, we tell you where to send it.',
  condition:
    'Send items back with their box and accessories. Photos help us with a damaged or faulty item.',
} as const
