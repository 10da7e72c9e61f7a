// A signed-in shopper's cart kept on the server (decision 034): read and replaced whole by its
// owner's browser, so it follows them to another device and can be recalled to them by mail.
import { eq, sql } from 'drizzle-orm'
import type { KeptLine } from '#domain/cart/server-cart.ts'
import type { OrderLine } from '#domain/order/order-lines.ts'
import type { DbOrTx } from '../../db/client.ts'
import { carts } from '../../db/schema/index.ts'

export async function keptCart(db: DbOrTx, userId: string): Promise<KeptLine[]> {
  const [row] = await db.select({ lines: carts.lines }).from(carts).where(eq(carts.userId, userId))
  return row?.lines ?? []
}

/**
 * Replaces the lines. The time of the last change moves only when they differ: a browser sending
 * the same cart again after a reload has not touched it.
 */
export async function keepCart(
  db: DbOrTx,
  userId: string,
  lines: OrderLine[],
  now = new Date(),
): Promise<KeptLine[]> {
  const kept: KeptLine[] = lines.map(({ productId, variantId, quantity }) => ({
    productId,
    ...(variantId && { variantId }),
    quantity,
  }))
  await db
    .insert(carts)
    .values({ userId, lines: kept, updatedAt: now })
    .onConflictDoUpdate({
      target: carts.userId,
      set: { lines: kept, updatedAt: now },
      setWhere: sql`${carts.lines} is distinct from excluded.lines`,
    })
  return kept
}
