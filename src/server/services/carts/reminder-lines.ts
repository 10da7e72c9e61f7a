// A kept cart's lines as a reminder names them: each product and variant from the database, at
// today's shelf price. Lines whose product or variant is gone are left out.
import { inArray } from 'drizzle-orm'
import type { KeptLine } from '#domain/cart/server-cart.ts'
import { isUuid } from '#domain/product/product-id.ts'
import { nameWithVariant, variantLabel, variantPrices } from '#domain/product/variant.ts'
import { displayPrice } from '#domain/pricing.ts'
import type { DbOrTx } from '../../db/client.ts'
import { products, productVariants } from '../../db/schema/index.ts'
import type { ReminderLine } from '../mail/cart-reminder-mail.ts'

export async function reminderLines(db: DbOrTx, lines: KeptLine[]): Promise<ReminderLine[]> {
  const known = lines.filter((l) => isUuid(l.productId) && (!l.variantId || isUuid(l.variantId)))
  const productIds = [...new Set(known.map((l) => l.productId))]
  if (productIds.length === 0) return []
  const [rows, variants] = await Promise.all([
    db.select().from(products).where(inArray(products.id, productIds)),
    db.select().from(productVariants).where(inArray(productVariants.productId, productIds)),
  ])
  return known.flatMap((line) => {
    const product = rows.find((p) => p.id === line.productId)
    const own = variants.filter((v) => v.productId === line.productId)
    const variant = line.variantId
      ? own.find((v) => v.id === line.variantId)
      : own.length === 1
        ? own[0]
        : undefined
    if (!product || !variant) return []
    const { price } = variantPrices(product, variant)
    return [
      {
        name: nameWithVariant(product.name, variantLabel(variant.options, product.options)),
        quantity: line.quantity,
        unitPrice: displayPrice(price, product.gstRate),
      },
    ]
  })
}
