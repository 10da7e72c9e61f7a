// Checkout's choice of where to deliver: one of the shopper's saved addresses, or a new one.
import { MapPin, Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import type { SavedAddress } from '#domain/saved-addresses.ts'
import { NEW_ADDRESS } from './checkout-draft.ts'

interface SavedAddressChoiceProps {
  addresses: SavedAddress[]
  /** A saved address's id, or NEW_ADDRESS. */
  value: string
  onChange(choice: string): void
  /** Said under the chosen saved address: when a parcel there arrives. */
  arrival: ReactNode
}

const OPTION =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-100'

export function SavedAddressChoice({
  addresses,
  value,
  onChange,
  arrival,
}: SavedAddressChoiceProps) {
  return (
    <fieldset className="space-y-2 sm:col-span-2">
      <legend className="mb-2 text-sm font-medium text-slate-900">Deliver to</legend>
      {addresses.map((saved) => {
        const id = `address-${saved.id}`
        const chosen = value === saved.id
        return (
          <label key={saved.id} className={OPTION}>
            <input
              type="radio"
              name="addressChoice"
              value={saved.id}
              checked={chosen}
              onChange={() => onChange(saved.id)}
              aria-labelledby={saved.isDefault ? `${id}-name ${id}-default` : `${id}-name`}
              aria-describedby={chosen && arrival ? `${id}-detail ${id}-arrival` : `${id}-detail`}
              className="mt-1 shrink-0"
            />
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-slate-900">
                <span id={`${id}-name`} className="break-words">
                  {`${saved.name}, ${saved.address}`}
                </span>
                {saved.isDefault && (
                  <span
                    id={`${id}-default`}
                    className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700"
                  >
                    Default
                  </span>
                )}
              </span>
              <span id={`${id}-detail`} className="mt-1 block text-sm break-words text-slate-600">
                {[saved.landmark, `${saved.city}, ${saved.state} ${saved.pincode}`]
                  .filter(Boolean)
                  .join(', ')}
                {`. Phone ${saved.phone}`}
              </span>
              {chosen && arrival && (
                <span
                  id={`${id}-arrival`}
                  className="mt-1 flex items-center gap-1 text-sm text-slate-700"
                >
                  <MapPin aria-hidden className="h-4 w-4 shrink-0" />
                  {arrival}
                </span>
              )}
            </span>
          </label>
        )
      })}
      <label className={OPTION}>
        <input
          type="radio"
          name="addressChoice"
          value={NEW_ADDRESS}
          checked={value === NEW_ADDRESS}
          onChange={() => onChange(NEW_ADDRESS)}
          className="mt-1 shrink-0"
        />
        <span className="flex items-center gap-1 font-medium text-slate-900">
          <Plus aria-hidden className="h-4 w-4" />
          Use a new address
        </span>
      </label>
    </fieldset>
  )
}
