// Addresses a shopper keeps for checkout: the checkout's own field rules plus a landmark, at most
// ten, one of them the default. An order keeps one address line, so the landmark is folded into it.
import { z } from 'zod'
import { INDIAN_STATES } from './india.ts'
import {
  ADDRESS_LENGTHS,
  type ShippingAddress,
  ShippingAddressSchema,
} from './order/create-order.ts'
import { singleLineText } from './text.ts'

export const MAX_SAVED_ADDRESSES = 10
export const LANDMARK_MAX = 50

export const SAVED_ADDRESS_MESSAGES = {
  created: 'Address saved',
  updated: 'Address updated',
  deleted: 'Address deleted',
  notFound: 'Address not found',
  tooMany: `You can keep up to ${MAX_SAVED_ADDRESSES} addresses. Delete one to save another.`,
  keepDefault: 'Choose another address as your default instead',
  landmarkTooLong: `Address and landmark together must be at most ${ADDRESS_LENGTHS.address.max} characters`,
} as const

/** The address line an order keeps: the address, then the landmark when there is one. */
export const addressLine = ({ address, landmark }: { address: string; landmark?: string }) =>
  landmark ? `${address}, ${landmark}` : address

/** A saved address (or the checkout's new one) as an order's shipping address. */
export const toShippingAddress = ({
  name,
  phone,
  address,
  landmark,
  city,
  state,
  pincode,
}: ShippingAddress & { landmark?: string }): ShippingAddress => ({
  name,
  phone,
  address: addressLine({ address, landmark }),
  city,
  state,
  pincode,
})

const landmark = singleLineText('Landmark')
  .trim()
  .max(LANDMARK_MAX, `Landmark must be at most ${LANDMARK_MAX} characters`)

/** The fields of an address with its landmark, before the check that they fit an order's line. */
export const AddressFieldsSchema = ShippingAddressSchema.extend({
  landmark: landmark.nullish().transform((text) => text ?? ''),
})

/** Folded into the order's address line, the landmark must still leave a line an order accepts. */
const fitsOneLine = {
  check: (fields: { address: string; landmark?: string }) =>
    addressLine(fields).length <= ADDRESS_LENGTHS.address.max,
  params: { message: SAVED_ADDRESS_MESSAGES.landmarkTooLong, path: ['landmark'] },
}

/** An address with its landmark, as the checkout's new-address fields take it. */
export const AddressWithLandmarkSchema = AddressFieldsSchema.refine(
  fitsOneLine.check,
  fitsOneLine.params,
)
export type AddressWithLandmark = z.output<typeof AddressWithLandmarkSchema>

/**
 * What the shopper sends to save or change an address. `isDefault: true` makes it the default;
 * left out, a new address is the default only when it is the first, and a change keeps it as it was.
 */
export const SavedAddressInputSchema = AddressFieldsSchema.extend({
  isDefault: z.boolean({ error: 'isDefault must be true or false' }).optional(),
})
  .strict()
  .refine(fitsOneLine.check, fitsOneLine.params)
export type SavedAddressInput = z.output<typeof SavedAddressInputSchema>

// ---- Answers ----

export const SavedAddressSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  /** Empty when the shopper gave none. */
  landmark: z.string(),
  city: z.string(),
  state: z.enum(INDIAN_STATES),
  pincode: z.string(),
  isDefault: z.boolean(),
})
export type SavedAddress = z.infer<typeof SavedAddressSchema>

/** The shopper's addresses, the default first, then the newest. */
export const SavedAddressListSchema = z.object({ addresses: z.array(SavedAddressSchema) })
export type SavedAddressList = z.infer<typeof SavedAddressListSchema>

export const SavedAddressResponseSchema = z.object({
  message: z.string(),
  address: SavedAddressSchema,
})
export type SavedAddressResponse = z.infer<typeof SavedAddressResponseSchema>

/** After a delete: what is left, with the default it now has. */
export const SavedAddressDeletedSchema = SavedAddressListSchema.extend({ message: z.string() })
export type SavedAddressDeleted = z.infer<typeof SavedAddressDeletedSchema>
