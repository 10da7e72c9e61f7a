import { type FormEvent, useEffect, useRef, useState } from 'react'
import { PAYMENT_METHOD_FACTS } from '#domain/order/payment-method.ts'
import { RETURN_COMMENT_MAX, photosHelp, type ReturnOffer } from '#domain/order/returns.ts'
import { RETURN_POLICY } from '#domain/order/refund-policy.ts'
import type { ApiOrderPage } from '#domain/order/responses.ts'
import { Button } from '#web/components/ui/button.tsx'
import { TextAreaField } from '#web/components/ui/choice-fields.tsx'
import { FieldError } from '#web/components/ui/form-field.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { formatDate } from '#web/lib/format.ts'
import { toast } from '#web/lib/toast.tsx'
import {
  checkDraft,
  exchangeChoice,
  newDraft,
  type ReturnDraft,
  type ReturnErrors,
  refusalErrors,
} from './return-draft.ts'
import { ReturnLinesField } from './return-lines-field.tsx'
import { ReturnPhotosField } from './return-photos-field.tsx'
import { ReturnReasonField } from './return-reason-field.tsx'
import { refundFor } from './return-refund.ts'
import { ReturnResolutionField } from './return-resolution-field.tsx'
import { askForReturn } from './returns-api.ts'

/** The lines to send back and how many, why, a refund or an exchange, a comment and photos. */
export function ReturnForm({
  order,
  offer,
  onClose,
  onAsked,
  onRefused,
}: {
  order: ApiOrderPage
  offer: ReturnOffer
  onClose(): void
  onAsked(): void
  onRefused(): void
}) {
  const [draft, setDraft] = useState(() => newDraft(offer))
  const [errors, setErrors] = useState<ReturnErrors>({})
  const [busy, setBusy] = useState(false)
  const [uploading, setUploading] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const exchange = exchangeChoice(offer, draft.units)
  const chosen = Object.keys(draft.units).length > 0

  useEffect(() => heading.current?.focus(), [])
  // After a refused submit, the keyboard goes to the first field named wrong (a field's error
  // has an id its control points to; the form's own has none).
  useEffect(() => {
    const alert = form.current?.querySelector('[role="alert"][id]')
    alert?.parentElement?.querySelector<HTMLElement>('input, select, textarea')?.focus()
  }, [errors])

  const change = (next: Partial<ReturnDraft>) => {
    const updated = { ...draft, ...next }
    // A change of lines may leave nothing to exchange for, or other models: the choice falls
    // back to a refund, or to no model.
    const { options, refusal } = exchangeChoice(offer, updated.units)
    if (refusal) updated.resolution = 'refund'
    if (!options.some((option) => option.variantId === updated.exchangeVariantId)) {
      updated.exchangeVariantId = ''
    }
    setDraft(updated)
    setErrors({})
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = checkDraft(draft)
    if (checked.errors) return setErrors(checked.errors)
    setBusy(true)
    try {
      const answer = await askForReturn(order._id, checked.request)
      toast.success(answer.message)
      onAsked()
    } catch (error) {
      // The window closed or the variant sold out since the page was drawn: say so, and offer
      // what is left now.
      if (error instanceof ApiError && error.status === 409) {
        toast.error(refusalErrors(error).form ?? error.message)
        onRefused()
      }
      setErrors(refusalErrors(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section
      aria-labelledby="return-form"
      className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 text-slate-800"
    >
      <h2
        id="return-form"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 outline-none"
      >
        Return or exchange
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {RETURN_POLICY.window} Returns for this order are open until {formatDate(offer.until)}.
      </p>
      <form ref={form} onSubmit={submit} noValidate className="mt-4 max-w-2xl space-y-5">
        <ReturnLinesField
          items={order.items}
          offer={offer}
          units={draft.units}
          error={errors.items}
          onChange={(units) => change({ units })}
        />
        <ReturnReasonField
          reason={draft.reason}
          error={errors.reason}
          onChange={(reason) => change({ reason })}
        />
        <ReturnResolutionField
          resolution={draft.resolution}
          refund={chosen ? refundFor(order, offer, draft.units) : null}
          refundsOnline={PAYMENT_METHOD_FACTS[order.paymentMethod].refundsThroughShop}
          exchange={exchange}
          exchangeVariantId={draft.exchangeVariantId}
          errors={errors}
          onResolution={(resolution) => change({ resolution })}
          onExchangeVariant={(exchangeVariantId) => change({ exchangeVariantId })}
        />
        <ReturnPhotosField
          photos={draft.photos}
          helps={draft.reason !== null && photosHelp(draft.reason)}
          error={errors.photos}
          onChange={(photos) => change({ photos })}
          onUploading={setUploading}
        />
        <TextAreaField
          label="Anything else we should know? (optional)"
          rows={3}
          maxLength={RETURN_COMMENT_MAX}
          value={draft.comment}
          hint={`${draft.comment.length}/${RETURN_COMMENT_MAX}`}
          error={errors.comment}
          onChange={(e) => change({ comment: e.target.value })}
        />
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600">
          <li>{RETURN_POLICY.pickup}</li>
          <li>{RETURN_POLICY.condition}</li>
        </ul>
        <FieldError message={errors.form} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={busy} busyText="Sending..." disabled={uploading}>
            {draft.resolution === 'exchange' ? 'Ask for an exchange' : 'Ask for a refund'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  )
}
