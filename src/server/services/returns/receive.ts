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
import { type Order, type Refund, type Return, returns } from '../../db/schema/index.ts'
import { badRequest, conflict } from '../../lib/http-error.ts'
import { issueCreditNote } from '../invoices/invoices.ts'
import { recordOrderEvent } from '../orders/order-timeline.ts'
import { moveRefunded, sendRefund, startRefund } from '../orders/refunds.ts'
import { undoBookingOnFailure } from '../shipping/bookings.ts'
import type { BookedShipment } from '../shipping/courier.ts'
import type { OrderContext } from '../shop-context.ts'
import { moveUnits, type UnitsMove } from '../stock.ts'
import { bookReplacement } from './parcels.ts'
import { lockReturn, replacementUnits, stepTime, unitsSentBack } from './rows.ts'
import { apiReturn } from './views.ts'

export const APPROVE_FIRST = 'Approve this return before receiving it'
export const EXCHANGE_MOVES_NO_MONEY = 'An exchange moves no money: enter no payout'
export const NOTHING_TO_PAY_OUT = 'Nothing is owed back on this return: enter no payout'

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
      checkPayout(order, ret, receipt)
      const at = stepTime(ret, now)
      const detail = { by: 'staff' as const, returnNumber: ret.number }
      await recordOrderEvent(tx, order.id, 'return_received', detail, at)
      // The courier first, the variants' rows last: no checkout waits on the courier's answer.
      if (ret.resolution === 'exchange') await sendReplacement(ctx, tx, order, ret, booked, at)
      await moveUnits(tx, order.id, await unitMoves(tx, ret, receipt))
      const money: MoneyBack =
        ret.resolution === 'refund' ? await payBack(tx, order, ret, receipt, at) : { amount: 0 }
      const [closed] = await tx
        .update(returns)
        .set({
          status: ret.resolution === 'refund' ? 'refunded' : 'exchanged',
          condition: receipt.condition,
          writeOffReason: receipt.condition === 'damaged' ? (receipt.writeOffReason ?? null) : null,
          payoutMethod: receipt.payout?.method ?? null,
          payoutReference: receipt.payout?.reference ?? null,
          refundAmount: money.amount,
          receivedAt: at,
          closedAt: at,
          updatedAt: at,
        })
        .where(eq(returns.id, ret.id))
        .returning()
      return { row: closed ?? ret, refund: money.refund }
    })
  const { row, refund } = courier
    ? await undoBookingOnFailure(courier, ctx.log, 'book the replacement', receive)
    : await receive()
  if (refund) await sendRefund(ctx, refund)
  const [latest] = await ctx.db.select().from(returns).where(eq(returns.id, row.id))
  return apiReturn(ctx.db, latest ?? row)
}

/** What really goes back, and the Razorpay refund to send once the change commits. */
interface MoneyBack {
  amount: number
  refund?: Refund
}

/**
 * A cash order's refund is paid out by hand and needs its reference; money going back through
 * Razorpay, an exchange, or a return worth nothing take none.
 */
function checkPayout(order: Order, ret: Return, receipt: ReturnReceipt) {
  const refuse = (message: string) => badRequest(message, [{ path: 'payout', message }])
  const byHand = !PAYMENT_METHOD_FACTS[order.paymentMethod].refundsThroughShop
  if (!receipt.payout) {
    if (ret.resolution === 'refund' && byHand && ret.refundAmount > 0) throw refuse(PAYOUT_NEEDED)
    return
  }
  if (ret.resolution === 'exchange') throw refuse(EXCHANGE_MOVES_NO_MONEY)
  if (!byHand) throw refuse(PAYOUT_ONLY_FOR_CASH)
  if (ret.refundAmount === 0) throw refuse(NOTHING_TO_PAY_OUT)
}

/** Resellable units go back on sale with their ledger row; an exchange's held unit is sold. */
async function unitMoves(tx: DbOrTx, ret: Return, receipt: ReturnReceipt): Promise<UnitsMove[]> {
  const back =
    receipt.condition === 'resellable'
      ? (await unitsSentBack(tx, ret)).map((units) => ({
          units,
          move: 'restock' as const,
          reason: `Returned in ${ret.number}`,
        }))
      : []
  const replacement = await replacementUnits(tx, ret)
  const sold = replacement
    ? [{ units: replacement, move: 'sale' as const, reason: `Sent in exchange for ${ret.number}` }]
    : []
  return [...back, ...sold]
}

/**
 * The lines' worth back: through Razorpay (at most what is left to refund, nothing below the ₹1
 * Razorpay refunds at least; sent once this commits, its credit note following as Razorpay
 * processes it), or for cash on delivery recorded as paid out by staff, with its credit note now.
 * Answers the amount that really goes back.
 */
async function payBack(
  tx: DbOrTx,
  order: Order,
  ret: Return,
  receipt: ReturnReceipt,
  now: Date,
): Promise<MoneyBack> {
  const reason = `Return ${ret.number}`
  if (receipt.payout) {
    await moveRefunded(tx, order.id, order.userId, ret.refundAmount)
    const credit = { orderId: order.id, refundId: null, amount: ret.refundAmount, reason }
    await issueCreditNote(tx, { ...credit, returnId: ret.id }, now)
    const payout = `${PAYOUT_METHOD_LABELS[receipt.payout.method]}, reference ${receipt.payout.reference}`
    const detail = { by: 'staff' as const, amount: ret.refundAmount, payout }
    await recordOrderEvent(tx, order.id, 'refund_paid_out', detail, now)
    return { amount: ret.refundAmount }
  }
  const left = Math.min(ret.refundAmount, refundableAmount(order))
  if (left < MIN_REFUND) return { amount: 0 }
  return { amount: left, refund: await startRefund(tx, order, left, reason, 'staff', now, ret.id) }
}

/** The held unit goes out: with the courier, as a new parcel; else staff send it by hand. */
async function sendReplacement(
  ctx: OrderContext,
  tx: DbOrTx,
  order: Order,
  ret: Return,
  booked: ((shipment: BookedShipment) => void) | undefined,
  now: Date,
) {
  if (ctx.courier && booked) {
    const parcel = await bookReplacement(tx, ctx.courier, order, ret, booked, now)
    const detail = { by: 'staff' as const, courier: parcel.courier, trackingNumber: parcel.awb }
    await recordOrderEvent(tx, order.id, 'exchange_booked', detail, now)
    return
  }
  await recordOrderEvent(tx, order.id, 'exchange_dispatched', { by: 'staff' }, now)
}
