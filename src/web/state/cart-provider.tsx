import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react'
import { toast } from '#web/lib/toast.tsx'
import type { OrderLine } from '#domain/order/order-lines.ts'
import type { Product, Variant } from '#domain/product/product.ts'
import { readJson, writeJson } from '#web/lib/browser-storage.ts'
import { useHydrated } from '#web/lib/page-data.tsx'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { type CartItem, cartItemCount, cartReducer, mergeLines, roomFor } from './cart-state.ts'
import { fetchProductsById, PRODUCTS_BY_ID_LIMIT } from './products-by-id.ts'
import { carryOver, type LegacyLine, loadCart } from './stored-cart.ts'
import { productsFor, useKeptCart } from './use-kept-cart.ts'

const CART_KEY = 'cart'

interface CartContextValue {
  items: CartItem[]
  itemCount: number
  /** Adds up to `quantity` units, as many as the order's cap leaves room for; says how many. */
  addToCart(product: Product, variant: Variant, quantity?: number): number
  updateQuantity(variantId: string, quantity: number): void
  removeFromCart(variantId: string): void
  clearCart(options?: { silent?: boolean }): void
  refreshFrom(products: Product[]): void
  /** Joins lines from elsewhere (a reminder's link) as sign-in does; answers the units added. */
  addLines(lines: OrderLine[]): Promise<number>
}

const CartContext = createContext<CartContextValue | null>(null)

export function CartProvider({ children }: { children: ReactNode }) {
  // The cart is the browser's: a page the server rendered hydrates empty, then reads it.
  const hydrated = useHydrated()
  const [stored, setStored] = useState(() => (hydrated ? storedCart() : undefined))
  const [items, dispatch] = useReducer(cartReducer, stored?.items ?? [])
  const [legacy, setLegacy] = useState(stored?.legacy ?? [])
  if (hydrated && !stored) {
    const restored = storedCart()
    setStored(restored)
    dispatch({ type: 'restore', items: restored.items })
    setLegacy(restored.legacy)
  }
  // Old lines stay stored until they are carried over, so a closed tab loses none of them.
  useEffect(() => {
    if (stored) writeJson(CART_KEY, [...items, ...legacy])
  }, [stored, items, legacy])
  useKeptCart(items, stored !== undefined, (lines, products) =>
    dispatch({ type: 'merge', lines, products }),
  )
  const itemsNow = useRef(items)
  useEffect(() => {
    itemsNow.current = items
  })
  useCarryOver(stored?.legacy, (products) => {
    const { lines, notes } = carryOver(legacy, products)
    for (const line of lines) dispatch({ type: 'add', ...line })
    for (const note of notes) toast.info(note)
    setLegacy([])
  })

  // One value per list of lines: every card's button reads the cart, and a new value for the same
  // lines would redraw them all.
  const value = useMemo<CartContextValue>(
    () => ({
      items,
      itemCount: cartItemCount(items),
      addToCart: (product, variant, quantity = 1) => {
        dispatch({ type: 'add', product, variant, quantity })
        return Math.min(quantity, roomFor(items, product.id))
      },
      updateQuantity: (variantId, quantity) => dispatch({ type: 'update', variantId, quantity }),
      removeFromCart: (variantId) => dispatch({ type: 'remove', variantId }),
      refreshFrom: (products) => dispatch({ type: 'refresh', products }),
      addLines: async (lines) => {
        const before = cartItemCount(itemsNow.current)
        const products = await productsFor(itemsNow.current, lines)
        const merged = mergeLines(itemsNow.current, lines, products)
        dispatch({ type: 'merge', lines, products })
        return cartItemCount(merged) - before
      },
      clearCart: (options) => {
        dispatch({ type: 'clear' })
        setLegacy([])
        if (!options?.silent) toast.success('Cart cleared')
      },
    }),
    [items],
  )
  return <CartContext value={value}>{children}</CartContext>
}

const storedCart = () => loadCart(readJson(CART_KEY))

/** Reads the products of lines stored before carts named variants, once, to carry them over. */
function useCarryOver(legacy: LegacyLine[] | undefined, onProducts: (products: Product[]) => void) {
  const ids = useMemo(
    () => (legacy ?? []).map((line) => line.id).slice(0, PRODUCTS_BY_ID_LIMIT),
    [legacy],
  )
  const latest = useRef(onProducts)
  useEffect(() => {
    latest.current = onProducts
  })
  const read = useApiQuery(
    ids.length > 0 ? `carry over ${ids.join(',')}` : null,
    (signal) => fetchProductsById(ids, signal),
    { what: 'the products of an old cart' },
  )
  useEffect(() => {
    if (read.data) latest.current(read.data.products)
  }, [read.data])
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext)
  if (!value) throw new Error('useCart must be used within a CartProvider')
  return value
}
