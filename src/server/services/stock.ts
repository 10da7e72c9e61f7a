// Stock through an order's life: held at checkout, sold at payment, released when the attempt is
// let go, held again by a payment that lands late, put back when a paid order is cancelled. Each step writes its ledger rows, and each
// is called on a transition the order makes exactly once, so no unit is counted twice.
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { notEnoughStock, type StockMovementKind } from '#domain/product/stock.ts'
import type { DbOrTx } from '../db/client.ts'
import { orderItems, productVariants, stockMovements } from '../db/schema/index.ts'
import { conflict } from '../lib/http-error.ts'

export interface HeldLine {
  productId: string
  variantId: string
  quantity: number
  /** For the refusal: "Only 2 left of <name> (<label>)". */
  productName: string
  label: string
}

interface Movement {
  variantId: string
  delta: number
}

async function record(
  tx: DbOrTx,
  kind: StockMovementKind,
  orderId: string,
  movements: Movement[],
  reason: string,
) {
  if (movements.length === 0) return
  await tx.insert(stockMovements).values(movements.map((m) => ({ ...m, kind, orderId, reason })))
}

/**
 * Every change to variants goes product by product, and variant by variant within one: a
 * variant's last unit sold or put back also locks its product's row (migration 0013 keeps the
 * product's shelf price there), so two orders taking locks in one order never wait on each other.
 */
const lockOrder = (a: { productId: string; variantId: string }, b: typeof a) => {
  const [x, y] =
    a.productId === b.productId ? [a.variantId, b.variantId] : [a.productId, b.productId]
  return x < y ? -1 : 1
}

/**
 * Holds every line of a new attempt or refuses the whole attempt with 409. Each line is one
 * conditional UPDATE, so the check and the hold are a single step under the row's lock however
 * many shoppers pay at once.
 */
export async function holdStock(tx: DbOrTx, orderId: string, lines: HeldLine[]): Promise<void> {
  const short = await holdLines(tx, orderId, lines, 'Checkout')
  if (short) {
    throw conflict(
      notEnoughStock(short.productName, short.label, await unitsLeft(tx, short.variantId)),
    )
  }
}

/** Holds the lines, in lock order; answers the first line too few units are left for. */
async function holdLines<Line extends Omit<HeldLine, 'productName' | 'label'>>(
  tx: DbOrTx,
  orderId: string,
  lines: Line[],
  reason: string,
): Promise<Line | undefined> {
  const held: Movement[] = []
  for (const line of [...lines].sort(lockOrder)) {
    const tracked = await tryHold(tx, line)
    if (tracked === undefined) return line
    if (tracked) held.push({ variantId: line.variantId, delta: line.quantity })
  }
  await record(tx, 'reservation', orderId, held, reason)
  return undefined
}

class UnitsGone extends Error {}

/**
 * For a payment that lands after its attempt was let go: holds the attempt's units again, all of
 * them or none (a savepoint undoes a partial hold). False when some are gone, or their product is.
 */
export async function holdAgain(tx: DbOrTx, orderId: string): Promise<boolean> {
  const lines = await tx
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.productId, orderItems.variantId)
  const known = lines.flatMap(({ productId, variantId, quantity }) =>
    productId && variantId ? [{ productId, variantId, quantity: Number(quantity) }] : [],
  )
  if (known.length < lines.length) return false
  try {
    await tx.transaction(async (savepoint) => {
      const short = await holdLines(savepoint, orderId, known, 'Paid after its checkout expired')
      if (short) throw new UnitsGone()
    })
    return true
  } catch (error) {
    if (error instanceof UnitsGone) return false
    throw error
  }
}

/** Whether the held variant is counted, or undefined when too few units are left. */
async function tryHold(
  tx: DbOrTx,
  { variantId, quantity }: { variantId: string; quantity: number },
) {
  const v = productVariants
  const [row] = await tx
    .update(v)
    .set({
      reserved: sql`${v.reserved} + case when ${v.stock} is null then 0 else ${quantity} end`,
    })
    .where(
      and(
        eq(v.id, variantId),
        sql`(${v.stock} is null or ${v.stock} - ${v.reserved} >= ${quantity})`,
      ),
    )
    .returning({ stock: v.stock })
  return row && row.stock !== null
}

async function unitsLeft(tx: DbOrTx, variantId: string): Promise<number> {
  const [row] = await tx
    .select({
      left: sql<number>`greatest(coalesce(${productVariants.stock}, 0) - ${productVariants.reserved}, 0)::int`,
    })
    .from(productVariants)
    .where(eq(productVariants.id, variantId))
  return Number(row?.left ?? 0)
}

/** What the orders' `kind` movements were, by variant, from the ledger that recorded them. */
async function movedBy(tx: DbOrTx, orderIds: string[], kind: StockMovementKind) {
  if (orderIds.length === 0) return []
  return tx
    .select({
      orderId: stockMovements.orderId,
      variantId: stockMovements.variantId,
      delta: stockMovements.delta,
    })
    .from(stockMovements)
    .innerJoin(productVariants, eq(productVariants.id, stockMovements.variantId))
    .where(and(inArray(stockMovements.orderId, orderIds), eq(stockMovements.kind, kind)))
    .orderBy(asc(productVariants.productId), asc(stockMovements.variantId))
}

/**
 * What the orders hold now, by variant: their holds less what was let go or sold of them (an
 * attempt paid late holds again after its first hold was let go).
 */
async function heldNow(tx: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return []
  const delta = sql<number>`sum(${stockMovements.delta})::int`
  const rows = await tx
    .select({ orderId: stockMovements.orderId, variantId: stockMovements.variantId, delta })
    .from(stockMovements)
    .innerJoin(productVariants, eq(productVariants.id, stockMovements.variantId))
    .where(
      and(
        inArray(stockMovements.orderId, orderIds),
        inArray(stockMovements.kind, ['reservation', 'release', 'sale']),
      ),
    )
    .groupBy(stockMovements.orderId, productVariants.productId, stockMovements.variantId)
    .having(sql`sum(${stockMovements.delta}) > 0`)
    .orderBy(asc(productVariants.productId), asc(stockMovements.variantId))
  return rows.map((row) => ({ ...row, delta: Number(row.delta) }))
}

/** Lets go of what attempts or unpaid orders hold; call it in the transaction that cancels them. */
export async function releaseStock(
  tx: DbOrTx,
  orderIds: string[],
  reason = 'Order not paid',
): Promise<void> {
  const holds = await heldNow(tx, orderIds)
  const byVariant = new Map<string, number>()
  for (const { variantId, delta } of holds) {
    byVariant.set(variantId, (byVariant.get(variantId) ?? 0) + delta)
  }
  for (const [variantId, units] of byVariant) {
    await tx
      .update(productVariants)
      .set({
        reserved: sql`greatest(${productVariants.reserved} - ${units}, 0)`,
        updatedAt: new Date(),
      })
      .where(eq(productVariants.id, variantId))
  }
  if (holds.length > 0) {
    await tx.insert(stockMovements).values(
      holds.map(({ orderId, variantId, delta }) => ({
        kind: 'release' as const,
        orderId,
        variantId,
        delta: -delta,
        reason,
      })),
    )
  }
}

/** Turns a placed order's holds into sales. */
export async function sellStock(tx: DbOrTx, orderId: string): Promise<void> {
  const holds = await heldNow(tx, [orderId])
  for (const { variantId, delta } of holds) {
    await tx
      .update(productVariants)
      .set({
        stock: sql`${productVariants.stock} - ${delta}`,
        reserved: sql`${productVariants.reserved} - ${delta}`,
        updatedAt: new Date(),
      })
      .where(eq(productVariants.id, variantId))
  }
  await record(
    tx,
    'sale',
    orderId,
    holds.map(({ variantId, delta }) => ({ variantId, delta: -delta })),
    'Paid',
  )
}

/** Puts a paid order's units back on the shelf: cancelled, or come back from the courier. */
export async function restockStock(
  tx: DbOrTx,
  orderId: string,
  reason = 'Order cancelled',
): Promise<void> {
  const sales = await movedBy(tx, [orderId], 'sale')
  for (const { variantId, delta } of sales) {
    await tx
      .update(productVariants)
      .set({
        stock: sql`case when ${productVariants.stock} is null then null else ${productVariants.stock} - ${delta} end`,
        updatedAt: new Date(),
      })
      .where(eq(productVariants.id, variantId))
  }
  await record(
    tx,
    'restock',
    orderId,
    sales.map(({ variantId, delta }) => ({ variantId, delta: -delta })),
    reason,
  )
}

/** Units of one variant an order moves outside its checkout: a return's, or its replacement's. */
export interface Units {
  productId: string
  variantId: string
  quantity: number
}

/**
 * Holds units of a variant for an order beyond what it bought (an exchange's replacement, from
 * the moment it is asked for). False when too few are left; an uncounted variant always has them.
 */
export async function holdUnits(
  tx: DbOrTx,
  orderId: string,
  units: Units,
  reason: string,
): Promise<boolean> {
  return (await holdLines(tx, orderId, [units], reason)) === undefined
}

/** What happens to units a return moves: counted back in, or a replacement's hold let go or sold. */
export interface UnitsMove {
  units: Units
  move: 'restock' | 'release' | 'sale'
  reason: string
}

/**
 * Moves a return's units, variant by variant in the lock order every change of variants keeps,
 * so a return received beside a checkout of the same variants never waits on it in a circle.
 */
export async function moveUnits(tx: DbOrTx, orderId: string, moves: UnitsMove[]): Promise<void> {
  for (const { units, move, reason } of [...moves].sort((a, b) => lockOrder(a.units, b.units))) {
    if (move === 'restock') await restockUnits(tx, orderId, units, reason)
    else await settleHeldUnits(tx, orderId, units, move, reason)
  }
}

/**
 * Lets go of, or sells, what holdUnits held of a variant for the order: as much as its ledger
 * shows held, so a variant counted or uncounted since the hold settles exactly its hold.
 */
async function settleHeldUnits(
  tx: DbOrTx,
  orderId: string,
  { variantId, quantity }: Units,
  outcome: 'release' | 'sale',
  reason: string,
): Promise<void> {
  const held = (await heldNow(tx, [orderId])).find((hold) => hold.variantId === variantId)
  const units = Math.min(quantity, held?.delta ?? 0)
  if (units <= 0) return
  const v = productVariants
  await tx
    .update(v)
    .set({
      reserved: sql`greatest(${v.reserved} - ${units}, 0)`,
      ...(outcome === 'sale' && { stock: sql`${v.stock} - ${units}` }),
      updatedAt: new Date(),
    })
    .where(eq(v.id, variantId))
  await record(tx, outcome, orderId, [{ variantId, delta: -units }], reason)
}

/** Counts units a shopper sent back in again, fit to sell. */
async function restockUnits(
  tx: DbOrTx,
  orderId: string,
  { variantId, quantity }: Units,
  reason: string,
): Promise<void> {
  const v = productVariants
  const [counted] = await tx
    .update(v)
    .set({ stock: sql`${v.stock} + ${quantity}`, updatedAt: new Date() })
    .where(and(eq(v.id, variantId), sql`${v.stock} is not null`))
    .returning({ id: v.id })
  if (counted) await record(tx, 'restock', orderId, [{ variantId, delta: quantity }], reason)
}
