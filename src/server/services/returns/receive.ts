// Staff receive a return's parcel, which closes it exactly once (decision 029): the units back on
// sale or written off; a refund's money back (through Razorpay, or paid out by hand for cash on
// delivery, with its credit note); an exchange's held unit sold and sent as a new parcel.
import { eq } from 'drizzle-orm'
import { PAYMENT_METHOD_FACTS } from '#domain/order/payment-method.ts'
import { MIN_REFUND, refundableAmount } from '#domain/order/refund.ts'
import {
  alreadyClosed,
  isOpenReturn,
  PAYOUT_METHOD_LABELS,
  PAYOUT_NEEDED,
  PAYOUT_ONLY_FOR_CASH,
  type ReturnReceipt,
} from '#domain/order/returns.ts'
import type { DbOrTx } from '../../db/client.ts'
import {
  type Order,
  orderItems,
  type Refund,
  type Return,
  returnItems,
  returns,
} from '../../db/schema/index.ts'
import { badRequest, conflict } from '../../lib/http-error.ts'
import { issueCreditNote } from '../invoices/invoices.ts'
import { recordOrderEvent } from '../orders/order-timeline.ts'
import { moveRefunded, sendRefund, startRefund } from '../orders/refunds.ts'
import { undoBookingOnFailure } from '../shipping/bookings.ts'
import type { BookedShipment } from '../shipping/courier.ts'
import type { OrderContext } from '../shop-context.ts'
import { restockUnits, settleHeldUnits } from '../stock.ts'
import { lockReturn, replacementUnits, stepTime } from './decide.ts'
import { bookReplacement } from './parcels.ts'
import { apiReturn } from './views.ts'

export const APPROVE_FIRST = 'Approve this return before receiving it'
export const EXCHANGE_MOVES_NO_MONEY = 'An exchange moves no money: enter no payout'

export async function receiveReturn(
  ctx: OrderContext,
  returnId: string,
  receipt: ReturnReceipt,
  now = new Date(),
) {
  const courier = ctx.courier
  const receive = (booked?: (shipment: BookedShipment) => void) =>
    ctx.db.transaction(async (tx) => {
      const { order, ret } = await lockReturn(tx, returnId)
      if (ret.status === 'requested') throw conflict(APPROVE_FIRST)
      if (!isOpenReturn(ret.status)) throw conflict(alreadyClosed(ret.status))
      const at = stepTime(ret, now)
      checkPayout(order, ret, receipt)
      await countBackIn(tx, order, ret, receipt)
      const [closed] = await tx
        .update(returns)
        .set({
          status: ret.resolution === 'refund' ? 'refunded' : 'exchanged',
          condition: receipt.condition,
          writeOffReason: receipt.condition === 'damaged' ? (receipt.writeOffReason ?? null) : null,
          payoutMethod: receipt.payout?.method ?? null,
          payoutReference: receipt.payout?.reference ?? null,
          receivedAt: at,
          closedAt: at,
          updatedAt: at,
        })
        .where(eq(returns.id, ret.id))
        .returning()
      const detail = { by: 'staff' as const, returnNumber: ret.number }
      await recordOrderEvent(tx, order.id, 'return_received', detail, at)
      if (ret.resolution === 'exchange') {
        await sendReplacement(ctx, tx, order, ret, booked, at)
        return { row: closed ?? ret }
      }
      const refund = await payBack(tx, order, ret, receipt, at)
      return { row: closed ?? ret, ...(refund && { refund }) }
    })
  const { row, refund } = courier
    ? await undoBookingOnFailure(courier, ctx.log, 'book the replacement', receive)
    : await receive()
  if (refund) await sendRefund(ctx, refund)
  const [latest] = await ctx.db.select().from(returns).where(eq(returns.id, row.id))
  return apiReturn(ctx.db, latest ?? row)
}

/** A cash order's refund is paid out by hand and needs its reference; other money needs none. */
function checkPayout(order: Order, ret: Return, receipt: ReturnReceipt) {
  const cash = !PAYMENT_METHOD_FACTS[order.paymentMethod].refundsThroughShop
  const refused =
    ret.resolution === 'exchange'
      ? receipt.payout && EXCHANGE_MOVES_NO_MONEY
      : cash
        ? ret.refundAmount > 0 && !receipt.payout && PAYOUT_NEEDED
        : receipt.payout && PAYOUT_ONLY_FOR_CASH
  if (refused) throw badRequest(refused, [{ path: 'payout', message: refused }])
}

/** Resellable units go back on sale with their ledger row; damaged ones stay off the shelf. */
async function countBackIn(tx: DbOrTx, order: Order, ret: Return, receipt: ReturnReceipt) {
  if (receipt.condition !== 'resellable') return
  const lines = await tx
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      quantity: returnItems.quantity,
    })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .where(eq(returnItems.returnId, ret.id))
  for (const { productId, variantId, quantity } of lines) {
    if (!productId || !variantId) continue
    const units = { productId, variantId, quantity }
    await restockUnits(tx, order.id, units, `Returned in ${ret.number}`)
  }
}

/**
 * The lines' worth back: through Razorpay (at most what is left to refund, sent once this
 * commits; its credit note follows as Razorpay processes it), or for cash on delivery recorded
 * as paid out by staff, with its credit note now.
 */
async function payBack(
  tx: DbOrTx,
  order: Order,
  ret: Return,
  receipt: ReturnReceipt,
  now: Date,
): Promise<Refund | undefined> {
  const reason = `Return ${ret.number}`
  if (receipt.payout) {
    await moveRefunded(tx, order.id, order.userId, ret.refundAmount)
    const credit = { orderId: order.id, refundId: null, amount: ret.refundAmount, reason }
    await issueCreditNote(tx, { ...credit, returnId: ret.id }, now)
    const payout = `${PAYOUT_METHOD_LABELS[receipt.payout.method]}, reference ${receipt.payout.reference}`
    const detail = { by: 'staff' as const, amount: ret.refundAmount, payout }
    await recordOrderEvent(tx, order.id, 'refund_paid_out', detail, now)
    return undefined
  }
  const amount = Math.min(ret.refundAmount, refundableAmount(order))
  if (amount !== ret.refundAmount) {
    await tx.update(returns).set({ refundAmount: amount }).where(eq(returns.id, ret.id))
  }
  if (amount < MIN_REFUND) return undefined
  return startRefund(tx, order, amount, reason, 'staff', now, ret.id)
}

/** The held unit is sold and sent: with the courier, as a new parcel; else staff send it by hand. */
async function sendReplacement(
  ctx: OrderContext,
  tx: DbOrTx,
  order: Order,
  ret: Return,
  booked: ((shipment: BookedShipment) => void) | undefined,
  now: Date,
) {
  const units = await replacementUnits(tx, ret)
  if (units)
    await settleHeldUnits(tx, order.id, units, 'sale', `Sent in exchange for ${ret.number}`)
  if (ctx.courier && booked) {
    const parcel = await bookReplacement(tx, ctx.courier, order, ret, booked, now)
    const detail = { by: 'staff' as const, courier: parcel.courier, trackingNumber: parcel.awb }
    await recordOrderEvent(tx, order.id, 'exchange_booked', detail, now)
    return
  }
  await recordOrderEvent(tx, order.id, 'exchange_dispatched', { by: 'staff' }, now)
}
