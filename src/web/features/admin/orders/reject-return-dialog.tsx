import { useState } from 'react'
import {
  type AdminReturn,
  type ApiReturn,
  RejectReturnSchema,
  RETURN_NOTE_MAX,
} from '#domain/order/returns.ts'
import { TextAreaField } from '#web/components/ui/choice-fields.tsx'
import { DecisionDialog } from './decision-dialog.tsx'
import { returnOutcome } from './return-outcome.ts'
import { rejectReturn } from './returns-api.ts'
import { useReturnDecision } from './use-return-decision.ts'

/** Staff reject a return not yet approved, saying why; the shopper reads the reason. */
export function RejectReturnDialog({
  ret,
  onClose,
  onDecided,
}: {
  ret: AdminReturn
  onClose(): void
  onDecided(changed: ApiReturn): void
}) {
  const [reason, setReason] = useState('')
  const [invalid, setInvalid] = useState<string>()
  const decision = useReturnDecision(onDecided)

  const submit = () => {
    const parsed = RejectReturnSchema.safeParse({ reason })
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message)
    setInvalid(undefined)
    void decision.send(() => rejectReturn(ret._id, parsed.data.reason))
  }

  return (
    <DecisionDialog
      title={`Reject return ${ret.number}`}
      submitLabel="Reject"
      busyText="Rejecting..."
      busy={decision.busy}
      error={decision.error}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>
        {returnOutcome(ret)}, asked by {ret.customer.name}. Say why it is declined: the shopper
        reads the reason on their order.
      </p>
      <TextAreaField
        label="Reason"
        hint={`${reason.length}/${RETURN_NOTE_MAX}`}
        rows={3}
        maxLength={RETURN_NOTE_MAX}
        value={reason}
        error={invalid}
        onChange={(e) => setReason(e.target.value)}
      />
    </DecisionDialog>
  )
}
