import { type FormEvent, useState } from 'react'
import { toast } from '#web/lib/toast.tsx'
import { formatRupeesExact, paiseToRupees, rupeesToPaise } from '#domain/money.ts'
import {
  CANCEL_REASON_MAX,
  refundableAmount,
  RefundOrderSchema,
  refundRefusal,
} from '#domain/order/refund.ts'
import type { ApiOrder } from '#domain/order/responses.ts'
import { Button } from '#web/components/ui/button.tsx'
import { FieldError } from '#web/components/ui/form-field.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { refundOrder } from './orders-api.ts'

/** The order's figures the refund rules read, in paise. */
const inPaise = (order: ApiOrder) => ({
  ...order,
  total: rupeesToPaise(order.totalAmount),
  refundedAmount: rupeesToPaise(order.refundedAmount),
})

/** Staff send part or all of an online payment back through Razorpay; nothing once none is left. */
export function RefundForm({
  order,
  onRefunded,
}: {
  order: ApiOrder
  onRefunded(order: ApiOrder): void
}) {
  const left = refundableAmount(inPaise(order))
  const [amount, setAmount] = useState(String(paiseToRupees(left)))
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  if (left <= 0) return null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const sent = { amount: Number(amount), reason }
    const parsed = RefundOrderSchema.safeParse(sent)
    if (!parsed.success) return setError(parsed.error.issues[0]?.message)
    const refusal = refundRefusal(inPaise(order), parsed.data.amount)
    if (refusal) return setError(refusal)
    setError(undefined)
    setBusy(true)
    try {
      const result = await refundOrder(order._id, sent)
      toast.success(result.message)
      setReason('')
      onRefunded(result.order)
    } catch (err) {
      setError(errorMessage(err, FALLBACK_TEXTS.refund))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-xl bg-slate-50 p-4">
      <h3 className="font-semibold text-slate-900">Refund</h3>
      <p>Up to {formatRupeesExact(left)} can go back to the customer’s original payment method.</p>
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <TextField
          label="Amount (₹)"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
        <TextField
          label="Reason"
          value={reason}
          maxLength={CANCEL_REASON_MAX}
          placeholder="e.g. Arrived damaged"
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <FieldError message={error} />
      <Button type="submit" busy={busy} busyText="Refunding...">
        Refund
      </Button>
    </form>
  )
}
