import { useId } from 'react'
import {
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  type ReturnReason,
} from '#domain/order/refund-policy.ts'
import { FieldGroup } from '#web/components/ui/form-field.tsx'
import { RadioOption } from './radio-option.tsx'

export function ReturnReasonField({
  reason,
  error,
  onChange,
}: {
  reason: ReturnReason | null
  error?: string
  onChange(reason: ReturnReason): void
}) {
  const name = useId()
  return (
    <FieldGroup legend="Why are you sending it back?" error={error}>
      <div className="grid gap-2 sm:grid-cols-2">
        {RETURN_REASONS.map((option) => (
          <RadioOption
            key={option}
            name={name}
            checked={reason === option}
            label={RETURN_REASON_LABELS[option]}
            onChoose={() => onChange(option)}
          />
        ))}
      </div>
    </FieldGroup>
  )
}
