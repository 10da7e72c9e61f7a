import { useState } from 'react'
import type { AdminReturn, ApiReturn, ReturnPickup } from '#domain/order/returns.ts'
import type { CourierProvider } from '#domain/shipping/shipment.ts'
import { COURIER_NAMES } from './courier-names.ts'
import { DecisionDialog } from './decision-dialog.tsx'
import { type Choice, RadioChoices } from './radio-choices.tsx'
import { returnOutcome } from './return-outcome.ts'
import { approveReturn } from './returns-api.ts'
import { useReturnDecision } from './use-return-decision.ts'

const pickups = (courier: CourierProvider): Choice<ReturnPickup>[] => [
  {
    value: 'courier',
    label: 'Courier pickup',
    detail: `Books a pickup from the shopper’s address with ${COURIER_NAMES[courier]}.`,
  },
  {
    value: 'shopper_sends',
    label: 'The shopper sends it',
    detail: 'The shopper is told to send the parcel to the shop.',
  },
]

/** Staff approve a return: a courier pickup where the shop has a courier, or the shopper sends it. */
export function ApproveReturnDialog({
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
  const [pickup, setPickup] = useState<ReturnPickup>(courier ? 'courier' : 'shopper_sends')
  const decision = useReturnDecision(onDecided)

  return (
    <DecisionDialog
      title={`Approve return ${ret.number}`}
      submitLabel="Approve"
      busyText={pickup === 'courier' ? 'Booking the pickup...' : 'Approving...'}
      busy={decision.busy}
      error={decision.error}
      onSubmit={() => void decision.send(() => approveReturn(ret._id, pickup))}
      onClose={onClose}
    >
      <p>
        {returnOutcome(ret)}, asked by {ret.customer.name}.
      </p>
      {courier ? (
        <RadioChoices
          legend="How the parcel comes back"
          choices={pickups(courier)}
          value={pickup}
          onChange={setPickup}
        />
      ) : (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          No courier is connected: the shopper is told to send the parcel to the shop.
        </p>
      )}
    </DecisionDialog>
  )
}
