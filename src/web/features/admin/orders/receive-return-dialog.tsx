import { useState } from 'react'
import {
  type AdminReturn,
  type ApiReturn,
  PAYOUT_METHOD_LABELS,
  PAYOUT_METHODS,
  type PayoutMethod,
  ReceiveReturnSchema,
  RETURN_NOTE_MAX,
  type ReturnCondition,
} from '#domain/order/returns.ts'
import type { CourierProvider } from '#domain/shipping/shipment.ts'
import { TextField } from '#web/components/ui/text-field.tsx'
import { DecisionDialog } from './decision-dialog.tsx'
import { type Choice, RadioChoices } from './radio-choices.tsx'
import { paidOutByHand, returnOutcome } from './return-outcome.ts'
import { receiveReturn } from './returns-api.ts'
import { useReturnDecision } from './use-return-decision.ts'

const CONDITIONS: Choice<ReturnCondition>[] = [
  { value: 'resellable', label: 'Resellable', detail: 'The units go back on sale.' },
  { value: 'damaged', label: 'Damaged', detail: 'The units are written off, saying why.' },
]
const METHODS: Choice<PayoutMethod>[] = PAYOUT_METHODS.map((method) => ({
  value: method,
  label: PAYOUT_METHOD_LABELS[method].replace(/^./, (first) => first.toUpperCase()),
}))

type Field = 'condition' | 'writeOffReason' | 'method' | 'reference'

/** What receiving sets going, besides the units' condition. */
function whatFollows(ret: AdminReturn, courier: CourierProvider | null, byHand: boolean) {
  if (ret.resolution === 'exchange') {
    return courier
      ? 'The replacement is booked with the courier as a new parcel.'
      : 'No courier is connected: send the replacement by hand.'
  }
  if (byHand) {
    return `A cash-on-delivery order: pay the shopper by ${PAYOUT_METHOD_LABELS.bank_transfer} or ${PAYOUT_METHOD_LABELS.upi}, then record it here.`
  }
  return 'The money goes back through Razorpay to how the shopper paid.'
}

/**
 * Staff take the parcel in, once: the units' condition (damaged ones written off, saying why) and,
 * for a cash-on-delivery refund, how it was paid out and its reference.
 */
export function ReceiveReturnDialog({
  ret,
  courier,
  onClose,
  onDecided,
}: {
  ret: AdminReturn
  courier: CourierProvider | null
  onClose(): void
  onDecided(changed: ApiReturn): void
}) {
  const byHand = paidOutByHand(ret)
  const [condition, setCondition] = useState<ReturnCondition | ''>('')
  const [writeOffReason, setWriteOffReason] = useState('')
  const [method, setMethod] = useState<PayoutMethod | ''>('')
  const [reference, setReference] = useState('')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const decision = useReturnDecision(onDecided)
  /** Sets a field and drops its error, which the next Receive judges again. */
  const edit =
    <T,>(field: Field, set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setErrors(({ [field]: _dropped, ...rest }) => rest)
    }

  const submit = () => {
    const parsed = ReceiveReturnSchema.safeParse({
      condition: condition || undefined,
      ...(condition === 'damaged' && { writeOffReason }),
      ...(byHand && { payout: { method: method || undefined, reference } }),
    })
    const found: Partial<Record<Field, string>> = {}
    for (const issue of parsed.error?.issues ?? [])
      found[issue.path.at(-1) as Field] ??= issue.message
    setErrors(found)
    if (!parsed.success || Object.keys(found).length > 0) return
    void decision.send(() => receiveReturn(ret._id, parsed.data))
  }

  return (
    <DecisionDialog
      title={`Receive return ${ret.number}`}
      submitLabel="Receive"
      busyText="Receiving..."
      busy={decision.busy}
      error={decision.error}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>
        {returnOutcome(ret)}. {whatFollows(ret, courier, byHand)}
      </p>
      <RadioChoices
        legend="Condition of what came back"
        choices={CONDITIONS}
        value={condition}
        error={errors.condition}
        onChange={edit('condition', setCondition)}
      />
      {condition === 'damaged' && (
        <TextField
          label="Write-off reason"
          maxLength={RETURN_NOTE_MAX}
          placeholder="e.g. Cracked corner, case unusable"
          value={writeOffReason}
          error={errors.writeOffReason}
          onChange={(e) => edit('writeOffReason', setWriteOffReason)(e.target.value)}
        />
      )}
      {byHand && (
        <>
          <RadioChoices
            legend="Refund paid out by"
            choices={METHODS}
            value={method}
            error={errors.method}
            onChange={edit('method', setMethod)}
          />
          <TextField
            label="Payout reference"
            hint="The bank transfer’s UTR or the UPI transaction ID"
            maxLength={60}
            value={reference}
            error={errors.reference}
            onChange={(e) => edit('reference', setReference)(e.target.value)}
          />
        </>
      )}
    </DecisionDialog>
  )
}
