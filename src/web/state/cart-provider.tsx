import { createContext, type ReactNode, useContext, useEffect, useReducer } from 'react'
import { toast } from 'react-toastify'
import type { Product } from '#domain/product/product.ts'
import { readJson, writeJson } from '#web/lib/browser-storage.ts'
import { type CartItem, cartItemCount, cartReducer, loadCartItems } from './cart-state.ts'

const CART_KEY = 'cart'

interface CartContextValue {
  items: CartItem[]
  itemCount: number
  addToCart(product: Product, quantity?: number): void
  updateQuantity(id: string, quantity: number): void
  removeFromCart(id: string): void
  clearCart(options?: { silent?: boolean }): void
  refreshFrom(products: Product[]): void
}

const CartContext = createContext<CartContextValue | null>(null)

export function CartProvider({ children }: { children: ReactNode }) {
  const [items, dispatch] = useReducer(cartReducer, undefined, () =>
    loadCartItems(readJson(CART_KEY)),
  )
  useEffect(() => writeJson(CART_KEY, items), [items])

  const value: CartContextValue = {
    items,
    itemCount: cartItemCount(items),
    addToCart: (product, quantity) => dispatch({ type: 'add', product, quantity }),
    updateQuantity: (id, quantity) => dispatch({ type: 'update', id, quantity }),
    removeFromCart: (id) => dispatch({ type: 'remove', id }),
    refreshFrom: (products) => dispatch({ type: 'refresh', products }),
    clearCart: (options) => {
      dispatch({ type: 'clear' })
      if (!options?.silent) toast.success('Cart cleared')
    },
  }
  return <CartContext value={value}>{children}</CartContext>
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext)
  if (!value) throw new Error('useCart must be used within a CartProvider')
  return value
}
