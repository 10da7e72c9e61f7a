import { type FormEvent, useId, useState } from 'react'
import { toast } from '#web/lib/toast.tsx'
import { formatApiRupees } from '#domain/money.ts'
import { PAYMENT_METHOD_FACTS } from '#domain/order/payment-method.ts'
import {
  CANCEL_REASON_MAX,
  CANCEL_REASONS,
  CancelOrderSchema,
  ORDER_CANCELLED,
  shopperCancellationRefusal,
} from '#domain/order/refund.ts'
import { REFUND_TIMES } from '#domain/order/refund-policy.ts'
import type { ApiOrder } from '#domain/order/responses.ts'
import { isFinalStatus } from '#domain/order/status.ts'
import { Button } from '#web/components/ui/button.tsx'
import { SelectField } from '#web/components/ui/choice-fields.tsx'
import { FieldError } from '#web/components/ui/form-field.tsx'
import { Modal } from '#web/components/ui/modal.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { cancelMyOrder } from './orders-api.ts'

const OTHER = 'other'

/**
 * 'Cancel order' while the refund policy allows it; once it doesn't, the button stays, disabled,
 * with the reason beside it. Nothing for an order whose life has ended (delivered, returned or
 * cancelled).
 */
export function CancelOrder({
  order,
  onCancelled,
}: {
  order: ApiOrder
  onCancelled(order: ApiOrder): void
}) {
  const [open, setOpen] = useState(false)
  const whyNotId = useId()
  if (isFinalStatus(order.status)) return null
  const refusal = shopperCancellationRefusal(order, new Date())
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <Button
        variant="secondary"
        className="px-3 py-1.5 text-sm"
        disabled={refusal !== null}
        aria-describedby={refusal ? whyNotId : undefined}
        onClick={() => setOpen(true)}
      >
        Cancel order
      </Button>
      {refusal && (
        <p id={whyNotId} className="text-slate-600">
          {refusal}
        </p>
      )}
      {open && (
        <CancelDialog
          order={order}
          onClose={() => setOpen(false)}
          onCancelled={(cancelled) => {
            setOpen(false)
            onCancelled(cancelled)
          }}
        />
      )}
    </div>
  )
}

function CancelDialog({
  order,
  onClose,
  onCancelled,
}: {
  order: ApiOrder
  onClose(): void
  onCancelled(order: ApiOrder): void
}) {
  const [choice, setChoice] = useState<string>(CANCEL_REASONS[0])
  const [other, setOther] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const refunded = PAYMENT_METHOD_FACTS[order.paymentMethod].refundsThroughShop

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = CancelOrderSchema.safeParse({ reason: choice === OTHER ? other : choice })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message)
    setBusy(true)
    try {
      const { order: cancelled } = await cancelMyOrder(order._id, parsed.data)
      toast.success(ORDER_CANCELLED)
      onCancelled(cancelled)
    } catch (err) {
      setError(errorMessage(err, FALLBACK_TEXTS.cancelOrder))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal title={`Cancel order ${order.orderNumber}?`} onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-slate-700">
          {refunded
            ? `The ${formatApiRupees(order.totalAmount - order.refundedAmount)} you paid goes back to your original payment method: the refund starts now and completes in ${REFUND_TIMES.complete}, depending on your bank. We email you as it moves.`
            : 'Nothing is due: this order was to be paid on delivery.'}
        </p>
        <SelectField
          label="Why are you cancelling?"
          value={choice}
          onChange={(e) => {
            setChoice(e.target.value)
            setError(undefined)
          }}
          options={[
            ...CANCEL_REASONS.map((reason) => ({ value: reason, label: reason })),
            { value: OTHER, label: 'Something else' },
          ]}
        />
        {choice === OTHER && (
          <TextField
            label="Tell us why"
            value={other}
            maxLength={CANCEL_REASON_MAX}
            onChange={(e) => {
              setOther(e.target.value)
              setError(undefined)
            }}
            autoFocus
          />
        )}
        <FieldError message={error} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Keep Order
          </Button>
          <Button type="submit" busy={busy} busyText="Cancelling...">
            Cancel Order
          </Button>
        </div>
      </form>
    </Modal>
  )
}
