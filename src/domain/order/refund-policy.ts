// What the refund policy promises shoppers, apart from refund.ts so the policy page loads no zod.

/** How long a refund takes: started within the first, back with the shopper within the second. */
export const REFUND_TIMES = { initiated: '2-3 days', complete: '7-14 days' } as const
