// The cart as the database prices it, so an order never trusts the prices a browser sent.
import { asc, inArray } from 'drizzle-orm'
import type { CreateOrderInput } from '#domain/order/create-order.ts'
import type { CouponTerms } from '#domain/coupon/rules.ts'
import type { Paise } from '#domain/money.ts'
import { calculateOrder, type PricedLine } from '#domain/pricing.ts'
import { isUuid } from '#domain/product/product-id.ts'
import { chooseVariant, variantGone } from '#domain/product/stock.ts'
import { variantPrices } from '#domain/product/variant.ts'
import type { DbOrTx } from '../../db/client.ts'
import {
  type Product,
  type ProductVariant,
  products,
  productVariants,
} from '../../db/schema/index.ts'
import { badRequest, conflict } from '../../lib/http-error.ts'

const NO_LONGER_SOLD = 'Some items in your cart are no longer sold'

export interface CartLine {
  product: Product
  variant: ProductVariant
  quantity: number
  /** The variant's own price where it sets one, else the product's (pre-tax paise). */
  price: Paise
  originalPrice: Paise | null
}

/**
 * Lines merged by variant, every product present and switched on, every variant its product's.
 * A line may leave out its variant only when the product is sold in one.
 */
export async function priceCart(db: DbOrTx, items: CreateOrderInput['items']): Promise<CartLine[]> {
  if (items.some((i) => !isUuid(i.productId) || (i.variantId && !isUuid(i.variantId)))) {
    throw badRequest(NO_LONGER_SOLD)
  }
  const productIds = [...new Set(items.map((i) => i.productId))]
  const rows = await db.select().from(products).where(inArray(products.id, productIds))
  if (rows.length !== productIds.length) throw badRequest(NO_LONGER_SOLD)
  const soldOut = rows.filter((p) => !p.inStock).map((p) => p.name)
  if (soldOut.length > 0) throw conflict(`Out of stock: ${soldOut.join(', ')}`)

  const variants = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.position), asc(productVariants.sku))
  const lines = new Map<string, CartLine>()
  for (const { productId, variantId, quantity } of items) {
    const product = rows.find((p) => p.id === productId)
    const own = variants.filter((v) => v.productId === productId)
    if (!product) throw badRequest(NO_LONGER_SOLD)
    if (!variantId && own.length > 1) throw badRequest(chooseVariant(product.name))
    const variant = variantId ? own.find((v) => v.id === variantId) : own[0]
    if (!variant) throw conflict(variantGone(product.name))
    const merged = lines.get(variant.id)
    if (merged) merged.quantity += quantity
    else lines.set(variant.id, { product, variant, quantity, ...variantPrices(product, variant) })
  }
  return [...lines.values()]
}

/** The lines as pricing reads them: the price, its rate and the category a coupon may look at. */
export const pricedLines = (lines: CartLine[]): PricedLine[] =>
  lines.map(({ product, price, originalPrice, quantity }) => ({
    price,
    originalPrice,
    quantity,
    gstRate: product.gstRate,
    category: product.category,
  }))

export function calculateCart(lines: CartLine[], coupon?: CouponTerms | null, codFee: Paise = 0) {
  return calculateOrder(pricedLines(lines), coupon, codFee)
}
