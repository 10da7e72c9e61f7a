// What checkout sends to place an order, checked alike by the cart screens and the API.
import { z } from 'zod'
import { INDIAN_STATES } from '../india.ts'
import { PINCODE_INVALID, PINCODE_PATTERN } from '../pincode-rules.ts'
import { CouponCodeSchema } from '../coupon/requests.ts'
import { indianPhone, lengthWithin, singleLineText } from '../text.ts'
import { BillingSchema } from '../invoice/billing.ts'
import { PAYMENT_METHODS } from './payment-method.ts'
import { OrderLinesSchema } from './order-lines.ts'

export const ADDRESS_REQUIRED = 'Please fill in all shipping address fields.'

/** How long each address field may be; the shipping form's inputs stop at the same lengths. */
export const ADDRESS_LENGTHS = {
  name: { min: 2, max: 50 },
  address: { min: 5, max: 100 },
  city: { min: 2, max: 50 },
  pincode: { max: 6 },
} as const

function addressText(label: string, bounds: { min: number; max: number }) {
  const text = singleLineText(label, { error: ADDRESS_REQUIRED })
    .trim()
    .min(1, { message: ADDRESS_REQUIRED, abort: true })
  return lengthWithin(text, label, bounds)
}

export const ShippingAddressSchema = z.object({
  name: addressText('Name', ADDRESS_LENGTHS.name),
  phone: singleLineText('Phone', { error: ADDRESS_REQUIRED })
    .trim()
    .min(1, { message: ADDRESS_REQUIRED, abort: true })
    .pipe(indianPhone('Phone', { lengthMessage: 'Phone number must be exactly 10 digits.' })),
  address: addressText('Address', ADDRESS_LENGTHS.address),
  city: addressText('City', ADDRESS_LENGTHS.city),
  state: singleLineText('State', { error: ADDRESS_REQUIRED })
    .trim()
    .min(1, { message: ADDRESS_REQUIRED, abort: true })
    .pipe(z.enum(INDIAN_STATES, { error: 'Please choose a state from the list' })),
  pincode: singleLineText('Pincode', { error: ADDRESS_REQUIRED })
    .trim()
    .min(1, { message: ADDRESS_REQUIRED, abort: true })
    .regex(PINCODE_PATTERN, PINCODE_INVALID),
})
export type ShippingAddress = z.output<typeof ShippingAddressSchema>

export const CreateOrderSchema = z.object({
  items: OrderLinesSchema,
  shippingAddress: ShippingAddressSchema,
  couponCode: CouponCodeSchema.nullish(),
  /** A business buyer's name and GSTIN for the tax invoice. */
  billing: BillingSchema.nullish(),
  /** Ticked at checkout: the shopper agrees to order updates on WhatsApp (left out: no change). */
  whatsappUpdates: z.boolean({ error: 'whatsappUpdates must be true or false' }).optional(),
  /** Left out by clients from before cash on delivery, who pay online. */
  paymentMethod: z
    .enum(PAYMENT_METHODS, { error: 'Choose how to pay: online or cash on delivery' })
    .default('online'),
})
export type CreateOrderInput = z.infer<typeof CreateOrderSchema>
