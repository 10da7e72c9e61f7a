// Keeps a signed-in shopper's cart on the server too (decision 034): once they are known (signed in
// now, or on load), the cart kept for them is merged into the browser's; from then on each change
// is sent, a moment after the last, so the cart follows them to another device or browser.
import { useEffect, useRef, useState } from 'react'
import type { OrderLine } from '#domain/order/order-lines.ts'
import type { Product } from '#domain/product/product.ts'
import { useAuth } from './auth-provider.tsx'
import { type CartItem, orderLinesOf } from './cart-state.ts'
import { fetchKeptCart, keepCartLines } from './kept-cart-api.ts'
import { fetchProductsById } from './products-by-id.ts'

/** Changes within this long go to the server as one. */
const SEND_AFTER_MS = 600

/** The products lines name that `items` don't already describe, read from the shop. */
export async function productsFor(items: CartItem[], lines: OrderLine[]): Promise<Product[]> {
  const held = new Set(items.map((item) => item.variantId))
  const ids = [
    ...new Set(lines.filter((l) => !held.has(l.variantId ?? '')).map((l) => l.productId)),
  ]
  if (ids.length === 0) return []
  return (await fetchProductsById(ids, AbortSignal.timeout(30_000))).products
}

export function useKeptCart(
  items: CartItem[],
  /** The browser's own cart has been read (after hydration). */
  ready: boolean,
  merge: (lines: OrderLine[], products: Product[]) => void,
) {
  const { user } = useAuth()
  const userId = user?.id ?? null
  // The shopper whose kept cart has been merged in: only then is the browser's sent back.
  const [mergedFor, setMergedFor] = useState<string | null>(null)
  const latest = useRef({ items, merge })
  useEffect(() => {
    latest.current = { items, merge }
  })

  // Signed out, the next sign-in merges again: the kept cart may have changed elsewhere meanwhile.
  if (userId === null && mergedFor !== null) setMergedFor(null)

  useEffect(() => {
    if (!ready || !userId || mergedFor === userId) return
    let live = true
    const controller = new AbortController()
    void (async () => {
      try {
        const { lines } = await fetchKeptCart(controller.signal)
        const products = await productsFor(latest.current.items, lines)
        if (!live) return
        if (lines.length > 0) latest.current.merge(lines, products)
        setMergedFor(userId)
      } catch (error) {
        // The browser's cart still works; it is kept again at the next sign-in or load.
        if (live) console.warn('The cart kept for you could not be read', error)
      }
    })()
    return () => {
      live = false
      controller.abort()
    }
  }, [ready, userId, mergedFor])

  const signedIn = userId !== null && mergedFor === userId
  const lines = JSON.stringify(orderLinesOf(items))
  useEffect(() => {
    if (!signedIn) return
    const timer = setTimeout(() => {
      keepCartLines(JSON.parse(lines) as OrderLine[]).catch((error: unknown) =>
        console.warn('The cart could not be kept for you', error),
      )
    }, SEND_AFTER_MS)
    return () => clearTimeout(timer)
  }, [signedIn, lines])
}
