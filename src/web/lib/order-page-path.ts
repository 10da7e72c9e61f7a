/** The shopper's own page for one order, found by its number. */
export const orderPagePath = (orderNumber: string) =>
  `/dashboard/orders/${encodeURIComponent(orderNumber)}`
