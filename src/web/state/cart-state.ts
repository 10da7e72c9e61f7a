// Cart state of spec §3/§4: pure, so the provider and the tests share one set of rules.
import { productId } from '#domain/product/product-id.ts'
import type { Product } from '#domain/product/product.ts'

export interface CartItem extends Product {
  quantity: number
}

export type CartAction =
  | { type: 'add'; product: Product; quantity?: number }
  | { type: 'update'; id: string; quantity: number }
  | { type: 'remove'; id: string }
  | { type: 'clear' }
  | { type: 'refresh'; products: Product[] }

export function cartReducer(items: CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case 'add': {
      const id = productId(action.product)
      if (!id) {
        console.error('Cannot add a product without an id to the cart', action.product)
        return items
      }
      const quantity = action.quantity ?? 1
      if (items.some((item) => productId(item) === id)) {
        return items.map((item) =>
          productId(item) === id ? { ...item, quantity: item.quantity + quantity } : item,
        )
      }
      return [...items, { ...action.product, quantity }]
    }
    case 'update':
      if (!action.id) return rejectEmptyId(items)
      if (action.quantity <= 0) return items.filter((item) => productId(item) !== action.id)
      return items.map((item) =>
        productId(item) === action.id ? { ...item, quantity: action.quantity } : item,
      )
    case 'remove':
      if (!action.id) return rejectEmptyId(items)
      return items.filter((item) => productId(item) !== action.id)
    case 'clear':
      return []
    case 'refresh':
      return refreshLines(items, action.products)
  }
}

function rejectEmptyId(items: CartItem[]): CartItem[] {
  console.error('A cart line needs a product id')
  return items
}

/** Stored cart data: anything that is not a list is discarded, lines without an id are dropped. */
export function loadCartItems(stored: unknown): CartItem[] {
  if (!Array.isArray(stored)) return []
  return stored.filter(
    (item): item is CartItem =>
      typeof item === 'object' &&
      item !== null &&
      productId(item as CartItem) !== undefined &&
      typeof (item as CartItem).quantity === 'number' &&
      (item as CartItem).quantity > 0,
  )
}

export function cartItemCount(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0)
}

/** Lines carry the product as the server last described it; only the quantity is the shopper's. */
function refreshLines(items: CartItem[], products: Product[]): CartItem[] {
  const current = new Map(products.map((p) => [productId(p), p]))
  return items.map((item) => {
    const fresh = current.get(productId(item))
    return fresh ? { ...fresh, quantity: item.quantity } : item
  })
}

export interface CartChange {
  name: string
  change: 'price' | 'out-of-stock' | 'unavailable'
}

/** What differs between the cart and the catalogue the server just sent. */
export function cartChanges(items: CartItem[], products: Product[]): CartChange[] {
  const current = new Map(products.map((p) => [productId(p), p]))
  return items.flatMap((item): CartChange[] => {
    const fresh = current.get(productId(item))
    if (!fresh) return [{ name: item.name, change: 'unavailable' }]
    if (!fresh.inStock) return [{ name: item.name, change: 'out-of-stock' }]
    if (fresh.price !== item.price) return [{ name: item.name, change: 'price' }]
    return []
  })
}
