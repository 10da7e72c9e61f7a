// Checkout reads the pincode as it is typed: a known one fills the state (and an empty city) and
// says when the parcel arrives; an unknown one is named at once. The server checks it again.
import { useEffect, useState } from 'react'
import type { PincodeAnswer } from '#domain/pincode.ts'
import { PINCODE_PATTERN } from '#domain/pincode-rules.ts'
import { ApiError } from '#web/lib/api-client.ts'
import { lookupPincode } from '#web/lib/pincode-lookup.ts'
import { startQuery } from '#web/lib/start-query.ts'

/** The part of a form holding a shipping address that the lookup fills in. */
interface AddressForm {
  setValue(name: 'city' | 'state', value: string, options: { shouldValidate: boolean }): void
  getValues(name: 'city'): string
}

type Lookup = { pincode: string } & ({ place: PincodeAnswer } | { unknown: true })

/**
 * What the lookup said of the pincode now typed: its place once known, or that no post office has
 * it. Both follow the typed value, so neither outlives an edit.
 */
export function usePincodeFill(form: AddressForm, pincode: string) {
  const [lookup, setLookup] = useState<Lookup>()
  const { setValue, getValues } = form
  const typed = pincode.trim()

  useEffect(() => {
    if (!PINCODE_PATTERN.test(typed)) return
    return startQuery(
      (signal) => lookupPincode(typed, signal),
      (result) => {
        if ('data' in result) {
          const place = result.data
          setLookup({ pincode: typed, place })
          setValue('state', place.state, { shouldValidate: true })
          if (!getValues('city').trim()) setValue('city', place.district, { shouldValidate: true })
        } else if (result.error instanceof ApiError && result.error.status === 404) {
          setLookup({ pincode: typed, unknown: true })
        }
      },
    )
  }, [typed, setValue, getValues])

  const current = lookup?.pincode === typed ? lookup : undefined
  return {
    place: current && 'place' in current ? current.place : undefined,
    unknown: current !== undefined && 'unknown' in current,
  }
}
