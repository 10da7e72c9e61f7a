import { useCallback } from 'react'
import type { ApiOrder } from '#domain/order/responses.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { fetchMyOrders } from './orders-api.ts'

/** The shopper's orders, fetched once per visit to the dashboard; failures are only logged. */
export function useMyOrders() {
  const query = useApiQuery('/orders/my-orders', fetchMyOrders, { what: 'orders' })
  const { setData } = query
  const orders = query.loading ? null : (query.data ?? [])

  const markReviewed = useCallback(
    (orderId: string, productId: string) =>
      setData((list) =>
        list.map((order) =>
          order._id !== orderId
            ? order
            : {
                ...order,
                items: order.items.map((item) =>
                  item.product === productId ? { ...item, reviewed: true } : item,
                ),
              },
        ),
      ),
    [setData],
  )

  const replaceOrder = useCallback(
    (changed: ApiOrder) =>
      setData((list) => list.map((order) => (order._id === changed._id ? changed : order))),
    [setData],
  )

  return { orders, markReviewed, replaceOrder }
}
