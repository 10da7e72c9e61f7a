// Shoppers waiting for a sold-out variant: their request, and the one mail each gets once units are
// counted in, queued in the transaction that ends the request.
import { and, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import {
  STOCK_ALERT_MESSAGES,
  STOCK_ALERTS_PER_ADDRESS,
  type StockAlertRequestSchema,
} from '#domain/product/stock-alert.ts'
import { productPath } from '#domain/product/product-id.ts'
import { isSellable, nameWithVariant, variantLabel } from '#domain/product/variant.ts'
import type { Db } from '../db/client.ts'
import { products, productVariants, stockAlerts } from '../db/schema/index.ts'
import { loggableError } from '../lib/database-errors.ts'
import { badRequest, conflict, notFound } from '../lib/http-error.ts'
import type { Log } from '../lib/log.ts'
import { enqueueMail } from './mail/outbox.ts'
import { backInStockMail } from './mail/templates.ts'

type StockAlertRequest = z.output<typeof StockAlertRequestSchema>

/**
 * Puts the shopper (the account's address when signed in) on the variant's list; asking again
 * while waiting changes nothing. Answers whether a new request was made.
 */
export async function askForStockAlert(
  db: Db,
  productId: string,
  { variantId, email }: StockAlertRequest,
  user: { id: string; email: string } | null,
): Promise<{ created: boolean; message: string }> {
  const address = user?.email ?? email
  if (!address) throw badRequest(STOCK_ALERT_MESSAGES.emailNeeded)
  const [found] = await db
    .select({
      stock: productVariants.stock,
      reserved: productVariants.reserved,
      inStock: products.inStock,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
  if (!found) throw notFound(STOCK_ALERT_MESSAGES.notFound)
  if (found.inStock && isSellable(found)) throw conflict(STOCK_ALERT_MESSAGES.inStock)

  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({ n: count() })
      .from(stockAlerts)
      .where(and(eq(stockAlerts.email, address), isNull(stockAlerts.notifiedAt)))
    if ((open?.n ?? 0) >= STOCK_ALERTS_PER_ADDRESS) throw conflict(STOCK_ALERT_MESSAGES.tooMany)
    const made = await tx
      .insert(stockAlerts)
      .values({ variantId, email: address, userId: user?.id ?? null })
      .onConflictDoNothing()
      .returning({ id: stockAlerts.id })
    return made.length > 0
      ? { created: true, message: STOCK_ALERT_MESSAGES.asked }
      : { created: false, message: STOCK_ALERT_MESSAGES.alreadyAsked }
  })
}

/** A variant a shopper can buy again: its product on sale and a unit not held by an order. */
const canBeBoughtAgain = sql`exists (
  select 1 from ${productVariants} join ${products} on ${products.id} = ${productVariants.productId}
  where ${productVariants.id} = ${stockAlerts.variantId} and ${products.inStock}
    and (${productVariants.stock} is null or ${productVariants.stock} > ${productVariants.reserved}))`

/**
 * Mails everyone waiting for a variant that can be bought again (of `variantIds`, or any), and
 * ends their requests. Each request is ended by one guarded UPDATE, so two counts at once, or a
 * count beside the sweep, mail a shopper once. Answers how many were told.
 */
export async function tellWaitingShoppers(
  shop: { db: Db; publicUrl: string },
  variantIds?: string[],
): Promise<number> {
  if (variantIds?.length === 0) return 0
  const scope: SQL | undefined = variantIds ? inArray(stockAlerts.variantId, variantIds) : undefined
  return shop.db.transaction(async (tx) => {
    const told = await tx
      .update(stockAlerts)
      .set({ notifiedAt: new Date() })
      .where(and(isNull(stockAlerts.notifiedAt), scope, canBeBoughtAgain))
      .returning({ email: stockAlerts.email, variantId: stockAlerts.variantId })
    if (told.length === 0) return 0
    const variants = await tx
      .select({
        id: productVariants.id,
        options: productVariants.options,
        slug: products.slug,
        name: products.name,
        productOptions: products.options,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(inArray(productVariants.id, [...new Set(told.map((t) => t.variantId))]))
    const byId = new Map(variants.map((v) => [v.id, v]))
    for (const { email, variantId } of told) {
      const variant = byId.get(variantId)
      if (!variant) continue
      const name = nameWithVariant(
        variant.name,
        variantLabel(variant.options, variant.productOptions) || undefined,
      )
      const link = `${shop.publicUrl}${productPath(variant)}?variant=${variantId}`
      await enqueueMail(tx, backInStockMail(email, name, link))
    }
    return told.length
  })
}

/**
 * Right after staff put units on sale: tells whoever waits for these variants. A failure is only
 * logged, as the units are counted in already; the housekeeping sweep tells them later.
 */
export async function tellWaitingShoppersNow(
  shop: { db: Db; publicUrl: string; log: Log },
  variantIds: string[],
): Promise<void> {
  try {
    await tellWaitingShoppers(shop, variantIds)
  } catch (error) {
    shop.log.warn({ err: loggableError(error), variantIds }, 'back-in-stock mails not queued')
  }
}
