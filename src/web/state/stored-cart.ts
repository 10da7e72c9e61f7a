// The cart as browser storage holds it, and carrying over lines stored before lines named variants.
import { productId } from '#domain/product/product-id.ts'
import type { Product, Variant } from '#domain/product/product.ts'
import type { CartItem } from './cart-state.ts'

/** A line stored before carts were kept by variant: a product snapshot and a quantity. */
export interface LegacyLine {
  id: string
  name: string
  quantity: number
}

/**
 * Stored cart data: anything that is not a list is discarded, lines without an id or a positive
 * quantity are dropped, and lines without a variant are set aside to be carried over.
 */
export function loadCart(stored: unknown): { items: CartItem[]; legacy: LegacyLine[] } {
  const items: CartItem[] = []
  const legacy: LegacyLine[] = []
  if (!Array.isArray(stored)) return { items, legacy }
  for (const item of stored as unknown[]) {
    if (typeof item !== 'object' || item === null) continue
    const line = item as Partial<CartItem>
    const id = productId(line as CartItem)
    if (!id || typeof line.quantity !== 'number' || line.quantity <= 0) continue
    if (typeof line.variantId === 'string' && line.variantId && Array.isArray(line.variants))
      items.push(line as CartItem)
    else legacy.push({ id, name: String(line.name ?? ''), quantity: line.quantity })
  }
  return { items, legacy }
}

export const removedFromCart = {
  several: (name: string) =>
    `${name} was taken out of your cart: it now comes in several versions, so please choose yours on its page.`,
  unavailable: (name: string) => `${name} was taken out of your cart: it is no longer sold.`,
}

/**
 * Old lines against the products as the server describes them now: a product sold in one variant
 * keeps its line as that variant; one sold in several, or no longer sold, is dropped with a note.
 */
export function carryOver(legacy: LegacyLine[], products: Product[]) {
  const current = new Map(products.map((p) => [productId(p), p]))
  const lines: { product: Product; variant: Variant; quantity: number }[] = []
  const notes: string[] = []
  for (const line of legacy) {
    const product = current.get(line.id)
    const [only, ...others] = product?.variants ?? []
    if (product && only && others.length === 0)
      lines.push({ product, variant: only, quantity: line.quantity })
    else {
      const reason = product?.variants.length ? 'several' : 'unavailable'
      notes.push(removedFromCart[reason](product?.name ?? line.name))
    }
  }
  return { lines, notes }
}
