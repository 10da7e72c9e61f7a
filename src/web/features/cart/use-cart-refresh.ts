import { useCallback, useEffect, useRef, useState } from 'react'
import { toast } from '#web/lib/toast.tsx'
import { productId } from '#domain/product/product-id.ts'
import { notEnoughStock } from '#domain/product/stock.ts'
import { nameWithVariant } from '#domain/product/variant.ts'
import { type CartChange, cartChanges } from '#web/state/cart-state.ts'
import { useCart } from '#web/state/cart-provider.tsx'
import { fetchProductsById } from '#web/state/products-by-id.ts'
import { startQuery } from '#web/lib/start-query.ts'

/** What the shopper is told about a line, named with its variant ("Case (iPhone 16)"). */
function changeMessage(line: CartChange): string {
  const name = nameWithVariant(line.name, line.variantLabel)
  switch (line.change) {
    case 'price':
      return `The price of ${name} has changed.`
    case 'out-of-stock':
      return `${name} is out of stock now.`
    case 'unavailable':
      return `${name} is no longer sold.`
    case 'low':
      return notEnoughStock(line.name, line.variantLabel, line.left)
  }
}

/**
 * On opening the cart, re-reads every line's variant, price and stock and says what changed. The
 * returned function reads them again quietly, e.g. after checkout was refused for stock and said why.
 */
export function useCartRefresh(): () => void {
  const cart = useCart()
  const [quietReads, setQuietReads] = useState(0)
  const cartRef = useRef(cart)
  useEffect(() => {
    cartRef.current = cart
  })

  // Not useApiQuery: this fetch has no screen state, only toasts and a cart update.
  useEffect(() => {
    const ids = [...new Set(cartRef.current.items.flatMap((item) => productId(item) ?? []))]
    if (ids.length === 0) return
    return startQuery(
      (signal) => fetchProductsById(ids, signal),
      (result) => {
        if ('error' in result) return console.error('Could not refresh the cart', result.error)
        const { items, refreshFrom } = cartRef.current
        if (quietReads === 0) {
          for (const line of cartChanges(items, result.data.products))
            toast.info(changeMessage(line))
        }
        refreshFrom(result.data.products)
      },
    )
  }, [quietReads])

  return useCallback(() => setQuietReads((n) => n + 1), [])
}
