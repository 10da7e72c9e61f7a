// What checkout sends to place an order (spec §4/§5), checked alike by the cart screens and the API.
import { z } from 'zod'
import { INDIAN_STATES } from '../india.ts'
import { CouponCodeSchema } from '../coupon/requests.ts'
import { singleLineText } from '../text.ts'
import { MAX_ORDER_LINES, MAX_QUANTITY_PER_LINE } from './limits.ts'

export const ADDRESS_REQUIRED = 'Please fill in all shipping address fields.'
export const EMPTY_CART = 'Your cart is empty.'
const PER_PRODUCT_CAP = `At most ${MAX_QUANTITY_PER_LINE} of one product per order`

function addressText(label: string, min: number, max: number) {
  return singleLineText(label, { error: ADDRESS_REQUIRED })
    .trim()
    .min(1, { message: ADDRESS_REQUIRED, abort: true })
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`)
}

export const ShippingAddressSchema = z.object({
  name: addressText('Name', 2, 50),
  phone: singleLineText('Phone', { error: ADDRESS_REQUIRED })
    .trim()
    .min(1, { message: ADDRESS_REQUIRED, abort: true })
    .regex(/^\d{10}$/, 'Phone number must be exactly 10 digits.'),
  address: addressText('Address', 5, 100),
  city: addressText('City', 2, 50),
  state: singleLineText('State', { error: ADDRESS_REQUIRED })
    .trim()
    .min(1, { message: ADDRESS_REQUIRED, abort: true })
    .pipe(z.enum(INDIAN_STATES, { error: 'Please choose a state from the list' })),
  pincode: singleLineText('Pincode', { error: ADDRESS_REQUIRED })
    .trim()
    .min(1, { message: ADDRESS_REQUIRED, abort: true })
    .regex(/^\d{6}$/, 'Pincode must be exactly 6 digits.'),
})
export type ShippingAddress = z.output<typeof ShippingAddressSchema>

const OrderLineSchema = z.object({
  productId: singleLineText('Product id')
    .trim()
    .min(1, 'Every cart line needs a product id')
    .max(64),
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
})
export type CreateOrderInput = z.infer<typeof CreateOrderSchema>
