// Two carts made one, as at sign-in: the browser's and the one the server kept for the shopper.
import { MAX_ORDER_LINES, MAX_QUANTITY_PER_LINE } from '../order/limits.ts'

export interface CartLineRef {
  productId: string
  variantId?: string | undefined
  quantity: number
}

const lineKey = (line: CartLineRef) => line.variantId ?? `product:${line.productId}`

/**
 * Every variant either cart holds, once, at the larger of its two quantities (a line in both was
 * most likely added once and seen twice, not wanted twice). Lines keep the order they come in,
 * `mine` first; a product's lines together stay within the per-product cap, the later lines giving
 * way, and the cart within its number of lines.
 */
export function mergeCartLines<T extends CartLineRef>(mine: T[], theirs: T[]): T[] {
  const larger = new Map<string, T>()
  for (const line of [...mine, ...theirs]) {
    const key = lineKey(line)
    const held = larger.get(key)
    if (!held || line.quantity > held.quantity) larger.set(key, held ? { ...held, ...line } : line)
  }
  const perProduct = new Map<string, number>()
  const merged: T[] = []
  for (const line of larger.values()) {
    const room = MAX_QUANTITY_PER_LINE - (perProduct.get(line.productId) ?? 0)
    const quantity = Math.min(line.quantity, room)
    if (quantity <= 0 || merged.length >= MAX_ORDER_LINES) continue
    perProduct.set(line.productId, (perProduct.get(line.productId) ?? 0) + quantity)
    merged.push(quantity === line.quantity ? line : { ...line, quantity })
  }
  return merged
}
