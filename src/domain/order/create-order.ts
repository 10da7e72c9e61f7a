// What checkout sends to place an order, checked alike by the cart screens and the API.
import { z } from 'zod'
import { INDIAN_STATES } from '../india.ts'
import { PINCODE_INVALID, PINCODE_PATTERN } from '../pincode-rules.ts'
import { CouponCodeSchema } from '../coupon/requests.ts'
import { indianPhone, lengthWithin, singleLineText } from '../text.ts'
import { BillingSchema } from '../invoice/billing.ts'
import { PAYMENT_METHODS } from './payment-method.ts'
import { MAX_ORDER_LINES, MAX_QUANTITY_PER_LINE, PER_PRODUCT_CAP } from './limits.ts'

export const ADDRESS_REQUIRED = 'Please fill in all shipping address fields.'
export const EMPTY_CART = 'Your cart is empty.'

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

const OrderLineSchema = z.object({
  productId: singleLineText('Product id')
    .trim()
    .min(1, 'Every cart line needs a product id')
    .max(64),
  /** May be left out only for a product sold in one variant. */
  variantId: singleLineText('Variant id').trim().min(1).max(64).optional(),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_QUANTITY_PER_LINE, PER_PRODUCT_CAP),
})

/** The cap holds per product, so repeating a line can't get past it. */
function withinCapPerProduct(lines: { productId: string; quantity: number }[]) {
  const totals = new Map<string, number>()
  for (const { productId, quantity } of lines) {
    totals.set(productId, (totals.get(productId) ?? 0) + quantity)
  }
  return [...totals.values()].every((quantity) => quantity <= MAX_QUANTITY_PER_LINE)
}

export const CreateOrderSchema = z.object({
  items: z
    .array(OrderLineSchema, { error: EMPTY_CART })
    .min(1, EMPTY_CART)
    .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} different products per order`)
    .refine(withinCapPerProduct, PER_PRODUCT_CAP),
  shippingAddress: ShippingAddressSchema,
  couponCode: CouponCodeSchema.nullish(),
  /** A business buyer's name and GSTIN for the tax invoice. */
  billing: BillingSchema.nullish(),
  /** Left out by clients from before cash on delivery, who pay online. */
  paymentMethod: z
    .enum(PAYMENT_METHODS, { error: 'Choose how to pay: online or cash on delivery' })
    .default('online'),
})
export type CreateOrderInput = z.infer<typeof CreateOrderSchema>
