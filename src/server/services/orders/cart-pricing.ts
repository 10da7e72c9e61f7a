// The cart as the database prices it, so an order never trusts the prices a browser sent.
import { inArray } from 'drizzle-orm'
import type { CreateOrderInput } from '#domain/order/create-order.ts'
import type { CouponTerms } from '#domain/coupon/rules.ts'
import { calculateOrder } from '#domain/pricing.ts'
import { isUuid } from '#domain/product/product-id.ts'
import type { DbOrTx } from '../../db/client.ts'
import { type Product, products } from '../../db/schema/index.ts'
import { badRequest, conflict } from '../../lib/http-error.ts'

const NO_LONGER_SOLD = 'Some items in your cart are no longer sold'

export interface CartLine {
  product: Product
  quantity: number
}

/** Lines merged by product, every product present and in stock. */
export async function priceCart(db: DbOrTx, items: CreateOrderInput['items']): Promise<CartLine[]> {
  const quantities = new Map<string, number>()
  for (const { productId, quantity } of items) {
    if (!isUuid(productId)) throw badRequest(NO_LONGER_SOLD)
    quantities.set(productId, (quantities.get(productId) ?? 0) + quantity)
  }
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.id, [...quantities.keys()]))
  if (rows.length !== quantities.size) throw badRequest(NO_LONGER_SOLD)
  const soldOut = rows.filter((p) => !p.inStock).map((p) => p.name)
  if (soldOut.length > 0) throw conflict(`Out of stock: ${soldOut.join(', ')}`)
  return rows.map((product) => ({ product, quantity: quantities.get(product.id) ?? 0 }))
}

export function calculateCart(lines: CartLine[], coupon?: CouponTerms | null) {
  return calculateOrder(
    lines.map(({ product, quantity }) => ({
      price: product.price,
      originalPrice: product.originalPrice,
      quantity,
    })),
    coupon,
  )
}
