// The cart's lines as checkout and the coupon check send them: product, variant and quantity.
import { z } from 'zod'
import { singleLineText } from '../text.ts'
import { MAX_ORDER_LINES, MAX_QUANTITY_PER_LINE, PER_PRODUCT_CAP } from './limits.ts'

export const EMPTY_CART = 'Your cart is empty.'

const OrderLineSchema = z.object({
  productId: singleLineText('Product id')
    .trim()
    .min(1, 'Every cart line needs a product id')
    .max(64),
  /** May be left out only for a product sold in one variant. */
  variantId: singleLineText('Variant id').trim().min(1).max(64).optional(),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_QUANTITY_PER_LINE, PER_PRODUCT_CAP),
})

/** The cap holds per product, so repeating a line can't get past it. */
function withinCapPerProduct(lines: { productId: string; quantity: number }[]) {
  const totals = new Map<string, number>()
  for (const { productId, quantity } of lines) {
    totals.set(productId, (totals.get(productId) ?? 0) + quantity)
  }
  return [...totals.values()].every((quantity) => quantity <= MAX_QUANTITY_PER_LINE)
}

export type OrderLine = z.input<typeof OrderLineSchema>

/** A signed-in shopper's cart as the server keeps it: the same lines, or none at all. */
export const CartLinesSchema = z
  .array(OrderLineSchema, { error: 'lines must be a list of cart lines' })
  .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} different products in a cart`)
  .refine(withinCapPerProduct, PER_PRODUCT_CAP)

export const OrderLinesSchema = z
  .array(OrderLineSchema, { error: EMPTY_CART })
  .min(1, EMPTY_CART)
  .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} different products per order`)
  .refine(withinCapPerProduct, PER_PRODUCT_CAP)
