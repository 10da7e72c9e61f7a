/** The address parameter naming the order whose dialog the Orders tab opens. */
export const ORDER_PARAM = 'order'

/** The Returns view with an order's dialog open over it, e.g. from one of its returns. */
export const orderFromReturns = (orderNumber: string) =>
  `/admin?${new URLSearchParams({ tab: 'orders', view: 'returns', [ORDER_PARAM]: orderNumber })}`
