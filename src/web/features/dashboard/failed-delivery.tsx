import { CircleAlert } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import type { ApiOrderPage } from '#domain/order/responses.ts'
import { DeliveryAttemptSchema, MAX_DELIVERY_ATTEMPTS } from '#domain/shipping/tracking.ts'
import { Button } from '#web/components/ui/button.tsx'
import { controlClass, FieldError, FormField } from '#web/components/ui/form-field.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { formatDateTime } from '#web/lib/format.ts'
import { deliveryDates } from '#web/lib/pincode-lookup.ts'
import { toast } from '#web/lib/toast.tsx'
import { CancelDelivery } from './cancel-delivery.tsx'
import { type AnswerErrors as Errors, refusalErrors } from './delivery-answer-errors.ts'
import { answerFailedDelivery } from './orders-api.ts'

type Failed = NonNullable<ApiOrderPage['failedDelivery']>
/**
 * A delivery the courier could not make, while the shopper may still answer it: another attempt
 * on a day they choose (and a number to call), or the parcel brought back.
 */
export function FailedDelivery({
  order,
  failed,
  onAnswered,
}: {
  order: ApiOrderPage
  failed: Failed
  onAnswered(): void
}) {
  const [date, setDate] = useState(failed.reattemptFrom)
  const [phone, setPhone] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const [cancelling, setCancelling] = useState(false)
  const days = deliveryDates({ earliest: failed.reattemptFrom, latest: failed.reattemptUntil })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const ask = { action: 'reattempt' as const, date, phone: phone.trim() || undefined }
    const parsed = DeliveryAttemptSchema.safeParse(ask)
    const fieldErrors: Errors = {}
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'phone' ? 'phone' : 'date'
        fieldErrors[field] ??= issue.message
      }
    }
    if (!fieldErrors.date && (date < failed.reattemptFrom || date > failed.reattemptUntil)) {
      fieldErrors.date = `Choose a day from ${days}`
    }
    setErrors(fieldErrors)
    if (!parsed.success || Object.keys(fieldErrors).length > 0) return
    setBusy(true)
    try {
      const answer = await answerFailedDelivery(order._id, ask)
      toast.success(answer.message)
      onAnswered()
    } catch (error) {
      // Answered already, or too late: say so, and show the order as it now is.
      if (error instanceof ApiError && error.status === 409) {
        toast.error(refusalErrors(error).form ?? '')
        onAnswered()
      } else setErrors(refusalErrors(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section
      aria-labelledby="failed-delivery"
      className="mt-4 rounded-2xl border-2 border-red-300 bg-white p-5 text-slate-800"
    >
      <h2
        id="failed-delivery"
        className="flex items-start gap-2 text-lg font-semibold text-red-900"
      >
        <CircleAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
        Delivery attempt {failed.attempt} failed: {failed.reason}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        The courier came on {formatDateTime(failed.at)} and tries up to {MAX_DELIVERY_ATTEMPTS}{' '}
        times: choose a day for another attempt, or cancel the delivery and the parcel comes back to
        us.
      </p>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <FormField label="Day for another attempt" hint={days} error={errors.date}>
          {(control) => (
            <input
              {...control}
              type="date"
              required
              min={failed.reattemptFrom}
              max={failed.reattemptUntil}
              value={date}
              onChange={(e) => {
                setDate(e.target.value)
                setErrors({})
              }}
              className={controlClass(errors.date)}
            />
          )}
        </FormField>
        <TextField
          label="Phone for the courier (optional)"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={phone}
          onChange={(e) => {
            setPhone(e.target.value)
            setErrors({})
          }}
          hint={`Leave empty to use ${order.shippingAddress.phone}`}
          error={errors.phone}
        />
        <div className="sm:col-span-2">
          <FieldError message={errors.form} />
          <div className="mt-1 flex flex-wrap gap-3">
            <Button type="submit" busy={busy} busyText="Sending...">
              Try again
            </Button>
            <Button variant="secondary" onClick={() => setCancelling(true)}>
              Cancel delivery
            </Button>
          </div>
        </div>
      </form>
      {cancelling && (
        <CancelDelivery
          order={order}
          onClose={() => setCancelling(false)}
          onCancelled={() => {
            setCancelling(false)
            onAnswered()
          }}
        />
      )}
    </section>
  )
}
