import { useEffect, useRef } from 'react'
import { toast } from 'react-toastify'
import { productId } from '#domain/product/product-id.ts'
import type { ProductListResponse } from '#domain/product/product.ts'
import { cartChanges } from '#web/state/cart-state.ts'
import { useCart } from '#web/state/cart-provider.tsx'
import { api } from '#web/lib/api-client.ts'
import { startQuery } from '#web/lib/start-query.ts'

const MESSAGES = {
  price: (name: string) => `The price of ${name} has changed.`,
  'out-of-stock': (name: string) => `${name} is out of stock now.`,
  unavailable: (name: string) => `${name} is no longer sold.`,
}

/** On opening the cart, re-reads every line's price and stock and says what changed. */
export function useCartRefresh() {
  const cart = useCart()
  const cartRef = useRef(cart)
  useEffect(() => {
    cartRef.current = cart
  })

  // Not useApiQuery: this fetch has no screen state, only toasts and a cart update.
  useEffect(() => {
    const ids = cartRef.current.items.map((item) => productId(item)).filter(Boolean)
    if (ids.length === 0) return
    return startQuery(
      (signal) =>
        api<ProductListResponse>('/products', {
          query: { ids: ids.join(','), limit: 100 },
          signal,
        }),
      (result) => {
        if ('error' in result) return console.error('Could not refresh the cart', result.error)
        const { items, refreshFrom } = cartRef.current
        for (const { name, change } of cartChanges(items, result.data.products))
          toast.info(MESSAGES[change](name))
        refreshFrom(result.data.products)
      },
    )
  }, [])
}
