import { useEffect, useRef } from 'react'
import { toast } from '#web/lib/toast.tsx'
import { productId } from '#domain/product/product-id.ts'
import { notEnoughStock } from '#domain/product/stock.ts'
import { nameWithVariant } from '#domain/product/variant.ts'
import { type CartChange, type CartItem, cartChanges } from '#web/state/cart-state.ts'
import { useCart } from '#web/state/cart-provider.tsx'
import { fetchProductsById } from '#web/state/products-by-id.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'

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
  const cartRef = useRef(cart)
  useEffect(() => {
    cartRef.current = cart
  })
  // The fetcher asks for the lines the cart has when it runs: on opening, and on each read again.
  const read = useApiQuery(
    lineIds(cart.items).length > 0 ? 'cart lines' : null,
    (signal) => fetchProductsById(lineIds(cartRef.current.items), signal),
    { what: "the cart's products" },
  )
  const opening = useRef(true)

  useEffect(() => {
    if (!read.data) return
    const { items, refreshFrom } = cartRef.current
    if (opening.current) {
      for (const line of cartChanges(items, read.data.products)) toast.info(changeMessage(line))
    }
    opening.current = false
    refreshFrom(read.data.products)
  }, [read.data])

  return read.refetch
}

const lineIds = (items: CartItem[]) => [...new Set(items.flatMap((item) => productId(item) ?? []))]
