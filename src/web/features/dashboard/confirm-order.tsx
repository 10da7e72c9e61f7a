import { useState } from 'react'
import { formatApiRupees } from '#domain/money.ts'
import {
  awaitsConfirmation,
  COD_ORDER_CONFIRMED,
  confirmationDeadline,
} from '#domain/order/payment-method.ts'
import type { ApiOrder } from '#domain/order/responses.ts'
import { Button } from '#web/components/ui/button.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { formatDateTime } from '#web/lib/format.ts'
import { toast } from '#web/lib/toast.tsx'
import { confirmMyOrder } from './orders-api.ts'

/** A cash-on-delivery order waiting for its shopper: why, until when, and the button that confirms it. */
export function ConfirmOrder({
  order,
  onConfirmed,
}: {
  order: ApiOrder
  onConfirmed(order: ApiOrder): void
}) {
  const [busy, setBusy] = useState(false)
  if (!awaitsConfirmation(order)) return null
  const deadline = confirmationDeadline(new Date(order.createdAt)).toISOString()

  async function confirm() {
    setBusy(true)
    try {
      const answer = await confirmMyOrder(order._id)
      toast.success(COD_ORDER_CONFIRMED)
      onConfirmed(answer.order)
    } catch (error) {
      toast.error(errorMessage(error, FALLBACK_TEXTS.confirmOrder))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="mt-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <p>
        You pay {formatApiRupees(order.totalAmount)} in cash when it arrives. Confirm this order by{' '}
        {formatDateTime(deadline)} so we can pack it; unconfirmed, it is cancelled.
      </p>
      <Button
        className="mt-2 px-3 py-1.5 text-sm"
        busy={busy}
        busyText="Confirming..."
        onClick={() => void confirm()}
      >
        Confirm order
      </Button>
    </div>
  )
}
