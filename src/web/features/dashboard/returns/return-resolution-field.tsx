import { useId } from 'react'
import { formatRupeesExact, type Paise } from '#domain/money.ts'
import {
  REFUND_TIMES,
  RETURN_POLICY,
  RETURN_RESOLUTION_LABELS,
  type ReturnResolution,
} from '#domain/order/refund-policy.ts'
import { PAYOUT_METHOD_LABELS } from '#domain/order/returns.ts'
import { SelectField } from '#web/components/ui/choice-fields.tsx'
import { FieldGroup } from '#web/components/ui/form-field.tsx'
import { RadioOption } from './radio-option.tsx'

/**
 * A refund (what comes back, and when) or an exchange (into which model or colour, where the
 * chosen line has one; else why not).
 */
export function ReturnResolutionField({
  resolution,
  refund,
  refundsOnline,
  exchange,
  exchangeVariantId,
  errors,
  onResolution,
  onExchangeVariant,
}: {
  resolution: ReturnResolution
  /** What the chosen units give back, or null while none are chosen. */
  refund: Paise | null
  /** Paid online, so the money goes back the way it came; cash goes back by transfer. */
  refundsOnline: boolean
  exchange: { options: { variantId: string; label: string }[]; refusal: string | null }
  exchangeVariantId: string
  errors: { resolution?: string; exchangeVariantId?: string }
  onResolution(resolution: ReturnResolution): void
  onExchangeVariant(variantId: string): void
}) {
  const id = useId()
  const payout = Object.values(PAYOUT_METHOD_LABELS).join(' or ')
  return (
    <FieldGroup legend="What would you like?" error={errors.resolution}>
      <div className="space-y-2">
        <RadioOption
          name={`${id}-resolution`}
          checked={resolution === 'refund'}
          label={RETURN_RESOLUTION_LABELS.refund}
          detailId={`${id}-refund`}
          onChoose={() => onResolution('refund')}
          detail={
            (refund !== null || resolution === 'refund') && (
              <>
                {refund !== null && (
                  <p className="font-medium text-slate-900">
                    You get back {formatRupeesExact(refund)}
                  </p>
                )}
                {resolution === 'refund' && (
                  <>
                    <p>{RETURN_POLICY.refund}</p>
                    <p>
                      {refundsOnline
                        ? `Once the items are back with us, the refund starts within ${REFUND_TIMES.initiated} and reaches your original payment method in ${REFUND_TIMES.complete}.`
                        : `Once the items are back with us, we pay it to you by ${payout}.`}
                    </p>
                  </>
                )}
              </>
            )
          }
        />
        <RadioOption
          name={`${id}-resolution`}
          checked={resolution === 'exchange'}
          disabled={exchange.refusal !== null}
          label={RETURN_RESOLUTION_LABELS.exchange}
          detailId={`${id}-exchange`}
          onChoose={() => onResolution('exchange')}
          detail={
            (exchange.refusal || resolution === 'exchange') && (
              <p>{exchange.refusal ?? RETURN_POLICY.exchange}</p>
            )
          }
        />
      </div>
      {resolution === 'exchange' && exchange.refusal === null && (
        <SelectField
          label="The model or colour you want instead"
          className="mt-3"
          value={exchangeVariantId}
          error={errors.exchangeVariantId}
          onChange={(e) => onExchangeVariant(e.target.value)}
          options={[
            { value: '', label: 'Choose...' },
            ...exchange.options.map((option) => ({ value: option.variantId, label: option.label })),
          ]}
        />
      )}
    </FieldGroup>
  )
}
