import { useState } from 'react'
import { formatApiRupees } from '#domain/money.ts'
import { PAYMENT_METHOD_FACTS } from '#domain/order/payment-method.ts'
import { REFUND_TIMES } from '#domain/order/refund-policy.ts'
import type { ApiOrderPage } from '#domain/order/responses.ts'
import { Button } from '#web/components/ui/button.tsx'
import { FieldError } from '#web/components/ui/form-field.tsx'
import { Modal } from '#web/components/ui/modal.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.tsx'
import { refusalErrors } from './delivery-answer-errors.ts'
import { answerFailedDelivery } from './orders-api.ts'

/** Asks before calling the delivery off: the parcel comes back, and what happens to the money. */
export function CancelDelivery({
  order,
  onClose,
  onCancelled,
}: {
  order: ApiOrderPage
  onClose(): void
  onCancelled(): void
}) {
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const refunded = PAYMENT_METHOD_FACTS[order.paymentMethod].refundsThroughShop
  const paid = order.paymentStatus === 'paid'

  const cancel = async () => {
    setBusy(true)
    try {
      const answer = await answerFailedDelivery(order._id, { action: 'cancel' })
      toast.success(answer.message)
      onCancelled()
    } catch (err) {
      const { form, date, phone } = refusalErrors(err)
      if (!(err instanceof ApiError && err.status === 409)) return setError(form ?? date ?? phone)
      // Answered already, or too late: say so, and show the order as it now is.
      toast.error(form ?? '')
      onCancelled()
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal title="Cancel this delivery?" onClose={onClose}>
      <div className="space-y-3 text-sm text-slate-700">
        <p>The courier stops trying and brings the parcel back to us.</p>
        <p>
          {refunded && paid
            ? `Once it is back, the ${formatApiRupees(order.totalAmount - order.refundedAmount)} you paid goes back to your original payment method; the refund completes in ${REFUND_TIMES.complete}, depending on your bank. We email you as it moves.`
            : 'Nothing is due: this order was to be paid on delivery, and you pay nothing for it.'}
        </p>
        <FieldError message={error} />
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={onClose}>
            Keep delivery
          </Button>
          <Button busy={busy} busyText="Cancelling..." onClick={() => void cancel()}>
            Cancel delivery
          </Button>
        </div>
      </div>
    </Modal>
  )
}
