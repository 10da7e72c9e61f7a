// What a refund gives back, counted in the browser as the server counts it (domain/order/returns.ts).
import { type Paise, rupeesToPaise } from '#domain/money.ts'
import type { ApiOrderItem } from '#domain/order/responses.ts'
import { paidPerLine, returnedShare, type ReturnOffer } from '#domain/order/returns.ts'

/**
 * The chosen units' share of what was paid: each line's price less its share of the coupon,
 * shared over the lines in the offer's order (the server's), after the units asked back before.
 */
export function refundFor(
  order: { items: ApiOrderItem[]; discount: number },
  offer: ReturnOffer,
  units: Record<string, number>,
): Paise {
  const lines = offer.items.map((line) => ({
    line,
    item: order.items.find((item) => item._id === line.orderItemId),
  }))
  const paid = paidPerLine(
    lines.map(({ line, item }) => ({
      amount: item ? rupeesToPaise(item.price) * item.quantity : 0,
      quantity: item?.quantity ?? 0,
      couponApplies: line.couponApplies,
    })),
    rupeesToPaise(order.discount),
  )
  return lines.reduce((sum, { line, item }, i) => {
    const chosen = units[line.orderItemId] ?? 0
    if (!item || chosen === 0) return sum
    const before = {
      units: item.quantity - line.returnable,
      amount: rupeesToPaise(line.askedBackAmount),
    }
    return sum + returnedShare(paid[i] ?? 0, item.quantity, before, chosen)
  }, 0)
}
