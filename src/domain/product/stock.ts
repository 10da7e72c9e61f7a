// Stock as staff and checkout speak of it: the ledger's kinds of movement, staff adjustments and
// what a shopper is told when a variant runs out. The counting rules are in variant.ts.
import { z } from 'zod'
import { lengthWithin, singleLineText } from '../text.ts'
import { nameWithVariant } from './variant.ts'

/** Most units a variant may hold, so a typo can't put a million cases on the shelf. */
export const MAX_STOCK = 100_000

/**
 * What a ledger row records. `reservation` and `release` move units into and out of an unpaid
 * order's hold (the delta is to `reserved`); `sale`, `restock` and `adjustment` change the units on
 * hand (the delta is to `stock`).
 */
export const STOCK_MOVEMENT_KINDS = [
  'reservation',
  'release',
  'sale',
  'restock',
  'adjustment',
] as const
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number]
export const STOCK_MOVEMENT_LABELS: Record<StockMovementKind, string> = {
  reservation: 'Held for an order',
  release: 'Released by an unpaid order',
  sale: 'Sold',
  restock: 'Restocked from a cancelled order',
  adjustment: 'Adjusted by staff',
}

export const STOCK_REASON_MAX = 200

/** `POST /api/admin/variants/:id/stock`: units added (positive) or taken away (negative). */
export const StockAdjustmentSchema = z.object({
  delta: z
    .number({ error: 'Enter how many units to add or remove' })
    .int('Stock changes in whole units')
    .refine((delta) => delta !== 0, 'Enter how many units to add or remove')
    .refine((delta) => Math.abs(delta) <= MAX_STOCK, `Change stock by at most ${MAX_STOCK} units`),
  reason: lengthWithin(
    singleLineText('Reason').trim().min(1, { message: 'Say why the stock changes', abort: true }),
    'Reason',
    { max: STOCK_REASON_MAX },
  ),
})
export type StockAdjustment = z.infer<typeof StockAdjustmentSchema>

/** Why checkout refused a line: the units the shop can still sell of that variant (see variantLabel). */
export function notEnoughStock(productName: string, label: string, left: number): string {
  const name = nameWithVariant(productName, label)
  return left > 0 ? `Only ${left} left of ${name}` : `${name} is sold out`
}

export const variantGone = (productName: string) =>
  `${productName}: the version in your cart is no longer sold`

export const chooseVariant = (productName: string) =>
  `Choose which ${productName} you want before checking out`
