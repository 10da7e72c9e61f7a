// The checkout's fields for an address typed afresh, and the choice to keep it for next time.
import type { ReactNode } from 'react'
import type { UseFormRegister } from 'react-hook-form'
import { INDIAN_STATES, PHONE_INPUT_MAX } from '#domain/india.ts'
import { ADDRESS_LENGTHS } from '#domain/order/create-order.ts'
import { LANDMARK_MAX, MAX_SAVED_ADDRESSES } from '#domain/saved-addresses.ts'
import { SelectField } from '#web/components/ui/choice-fields.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import type { CheckoutFormValues } from './checkout-form.ts'

type AddressField = 'name' | 'phone' | 'address' | 'landmark' | 'city' | 'state' | 'pincode'

interface NewAddressFieldsProps {
  register: UseFormRegister<CheckoutFormValues>
  errorOf(name: AddressField): string | undefined
  /** What the pincode lookup says of where it is and when a parcel arrives. */
  pincodeHint: ReactNode
  /** How many addresses the shopper keeps already; at the limit, no more can be saved. */
  savedCount: number
}

const STATE_OPTIONS = [
  { value: '', label: 'Select a state' },
  ...INDIAN_STATES.map((s) => ({ value: s, label: s })),
]

export function NewAddressFields({
  register,
  errorOf,
  pincodeHint,
  savedCount,
}: NewAddressFieldsProps) {
  return (
    <>
      <TextField
        label="Full Name"
        autoComplete="name"
        maxLength={ADDRESS_LENGTHS.name.max}
        error={errorOf('name')}
        {...register('name')}
      />
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel-national"
        maxLength={PHONE_INPUT_MAX}
        error={errorOf('phone')}
        {...register('phone')}
      />
      <TextField
        label="Address"
        autoComplete="street-address"
        maxLength={ADDRESS_LENGTHS.address.max}
        className="sm:col-span-2"
        error={errorOf('address')}
        {...register('address')}
      />
      <TextField
        label="Landmark (optional)"
        maxLength={LANDMARK_MAX}
        placeholder="e.g. Near the metro station"
        className="sm:col-span-2"
        error={errorOf('landmark')}
        {...register('landmark')}
      />
      <TextField
        label="Pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={ADDRESS_LENGTHS.pincode.max}
        error={errorOf('pincode')}
        hint={pincodeHint}
        {...register('pincode')}
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        maxLength={ADDRESS_LENGTHS.city.max}
        error={errorOf('city')}
        {...register('city')}
      />
      <SelectField
        label="State"
        options={STATE_OPTIONS}
        autoComplete="address-level1"
        error={errorOf('state')}
        {...register('state')}
      />
      {savedCount < MAX_SAVED_ADDRESSES ? (
        <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-800 sm:col-span-2">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-600"
            {...register('saveAddress')}
          />
          Save this address for next time
        </label>
      ) : (
        <p className="text-sm text-slate-600 sm:col-span-2">
          {`You keep ${MAX_SAVED_ADDRESSES} addresses already, so this one won't be saved.`}
        </p>
      )}
    </>
  )
}
