import { useCallback, useEffect, useState } from 'react'
import type { ApiOrder } from '#domain/order/responses.ts'
import { fetchMyOrders } from './orders-api.ts'

/** The shopper's orders, fetched once per visit to the dashboard; failures are only logged (§8). */
export function useMyOrders() {
  const [orders, setOrders] = useState<ApiOrder[] | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    fetchMyOrders()
      .then((list) => !controller.signal.aborted && setOrders(list))
      .catch((error: unknown) => {
        console.error('Failed to fetch orders', error)
        if (!controller.signal.aborted) setOrders([])
      })
    return () => controller.abort()
  }, [])

  const markReviewed = useCallback((orderId: string, productId: string) => {
    setOrders(
      (list) =>
        list?.map((order) =>
          order._id !== orderId
            ? order
            : {
                ...order,
                items: order.items.map((item) =>
                  item.product === productId ? { ...item, reviewed: true } : item,
                ),
              },
        ) ?? null,
    )
  }, [])

  return { orders, markReviewed }
}
