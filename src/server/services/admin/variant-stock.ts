// Staff counting stock: adjusting a variant by hand, its stock history, and what is running low.
import type { z } from 'zod'
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm'
import {
  LOW_STOCK_LIST_LIMIT,
  type LowStock,
  type StaffVariantSchema,
  type StockMovementsQuery,
  type StockMovementsResponse,
  VARIANT_MESSAGES,
} from '#domain/product/admin-variants.ts'
import { MAX_STOCK, STOCK_MOVEMENT_LABELS, type StockAdjustment } from '#domain/product/stock.ts'
import { availableUnits, type ProductOption, variantLabel } from '#domain/product/variant.ts'
import type { Db } from '../../db/client.ts'
import { orders, products, productVariants, stockMovements, users } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http-error.ts'
import type { ShownVariant } from '../product-variants.ts'

// Answers as services build them, in paise; the route's schema shapes them in rupees.
type StaffVariant = z.output<typeof StaffVariantSchema>

/** A variant as staff see it: exact units, and its own prices in rupees where it sets them. */
export function toStaffVariant(
  variant: ShownVariant,
  productOptions: ProductOption[],
): StaffVariant {
  const available = availableUnits(variant)
  return {
    id: variant.id,
    sku: variant.sku,
    options: variant.options,
    label: variantLabel(variant.options, productOptions),
    stock: variant.stock,
    reserved: variant.reserved,
    available: Number.isFinite(available) ? available : null,
    price: variant.priceOverride,
    originalPrice: variant.originalPriceOverride,
    image: variant.image,
    lowStockThreshold: variant.lowStockThreshold,
  }
}

/** On hand once the change is made; an uncounted variant starts counting from zero. */
const stockAfter = (delta: number) => sql`coalesce(${productVariants.stock}, 0) + ${delta}`

/**
 * Adds or takes away units in one conditional UPDATE, so a checkout reserving at the same moment
 * can't leave fewer units on hand than orders hold.
 */
export async function adjustStock(
  db: Db,
  variantId: string,
  { delta, reason }: StockAdjustment,
  userId: string,
): Promise<StaffVariant> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(productVariants)
      .set({ stock: stockAfter(delta), updatedAt: new Date() })
      .where(
        and(
          eq(productVariants.id, variantId),
          sql`${stockAfter(delta)} >= ${productVariants.reserved}`,
          sql`${stockAfter(delta)} <= ${MAX_STOCK}`,
        ),
      )
      .returning()
    if (!row) throw await refusal(tx, variantId, delta)
    await tx.insert(stockMovements).values({ variantId, kind: 'adjustment', delta, reason, userId })
    return toStaffVariant(row, await productOptions(tx, row.productId))
  })
}

async function refusal(db: Pick<Db, 'select'>, variantId: string, delta: number) {
  const [variant] = await db.select().from(productVariants).where(eq(productVariants.id, variantId))
  if (!variant) return notFound(VARIANT_MESSAGES.notFound)
  if (variant.stock === null && delta < 0) return conflict(VARIANT_MESSAGES.startUntrackedNegative)
  if ((variant.stock ?? 0) + delta > MAX_STOCK) return conflict(VARIANT_MESSAGES.tooMuchStock)
  const label = variantLabel(variant.options, await productOptions(db, variant.productId))
  return conflict(VARIANT_MESSAGES.reservedBelow(label, variant.reserved))
}

async function productOptions(db: Pick<Db, 'select'>, productId: string) {
  const [product] = await db
    .select({ options: products.options })
    .from(products)
    .where(eq(products.id, productId))
  return product?.options ?? []
}

/** A variant's stock history, newest first. */
export async function stockHistory(
  db: Db,
  variantId: string,
  query: StockMovementsQuery,
): Promise<StockMovementsResponse> {
  const [variant] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.id, variantId))
  if (!variant) throw notFound(VARIANT_MESSAGES.notFound)
  const ofVariant = eq(stockMovements.variantId, variantId)
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: stockMovements.id,
        kind: stockMovements.kind,
        delta: stockMovements.delta,
        reason: stockMovements.reason,
        orderNumber: orders.orderNumber,
        staffName: users.name,
        createdAt: stockMovements.createdAt,
      })
      .from(stockMovements)
      .leftJoin(orders, eq(orders.id, stockMovements.orderId))
      .leftJoin(users, eq(users.id, stockMovements.userId))
      .where(ofVariant)
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(stockMovements).where(ofVariant),
  ])
  return {
    movements: rows.map((row) => ({
      ...row,
      label: STOCK_MOVEMENT_LABELS[row.kind],
      createdAt: row.createdAt.toISOString(),
    })),
    total: totals?.total ?? 0,
    page: query.page,
    limit: query.limit,
  }
}

/** A counted variant with no more units available than its threshold, in SQL. */
export const LOW_ON_STOCK = and(
  isNotNull(productVariants.stock),
  sql`${productVariants.stock} - ${productVariants.reserved} <= ${productVariants.lowStockThreshold}`,
)

/** How many counted variants are low or sold out, and the lowest of them, sold out first. */
export async function lowStock(db: Db): Promise<LowStock> {
  const available = sql<number>`(${productVariants.stock} - ${productVariants.reserved})::int`
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        productId: products.id,
        productName: products.name,
        productOptions: products.options,
        variantId: productVariants.id,
        options: productVariants.options,
        sku: productVariants.sku,
        available,
        threshold: productVariants.lowStockThreshold,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(LOW_ON_STOCK)
      .orderBy(asc(available), asc(products.name), asc(productVariants.position))
      .limit(LOW_STOCK_LIST_LIMIT),
    db.select({ total: count() }).from(productVariants).where(LOW_ON_STOCK),
  ])
  return {
    count: totals?.total ?? 0,
    variants: rows.map(({ options, productOptions, ...row }) => ({
      ...row,
      label: variantLabel(options, productOptions),
    })),
  }
}
