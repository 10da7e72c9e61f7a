// Checkout reads the pincode as it is typed: a known one fills the state (and an empty city) and
// says when the parcel arrives; an unknown one is named at once. The server checks it again.
import { useEffect } from 'react'
import { PINCODE_PATTERN } from '#domain/pincode-rules.ts'
import { ApiError } from '#web/lib/api-client.ts'
import { lookupPincode, pincodeUrl } from '#web/lib/pincode-lookup.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'

/** The part of a form holding a shipping address that the lookup fills in. */
interface AddressForm {
  setValue(name: 'city' | 'state', value: string, options: { shouldValidate: boolean }): void
  getValues(name: 'city'): string
}

/**
 * What the lookup said of the pincode now typed: its place once known, or that no post office has
 * it. Both follow the typed value, so neither outlives an edit. With `fill` false (a saved address
 * chosen) the pincode is only looked up, and the form is left as it is.
 */
export function usePincodeFill(form: AddressForm, pincode: string, fill = true) {
  const { setValue, getValues } = form
  const typed = pincode.trim()
  const lookup = useApiQuery(
    PINCODE_PATTERN.test(typed) ? pincodeUrl(typed) : null,
    (signal) => lookupPincode(typed, signal),
    { what: 'pincode', keepPrevious: false },
  )
  const place = lookup.data

  useEffect(() => {
    if (!place || !fill) return
    setValue('state', place.state, { shouldValidate: true })
    if (!getValues('city').trim()) setValue('city', place.district, { shouldValidate: true })
  }, [place, fill, setValue, getValues])

  return {
    place,
    unknown: lookup.error instanceof ApiError && lookup.error.status === 404,
  }
}
