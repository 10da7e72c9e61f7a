// Checkout and coupon entry input (spec §5, §7), shared by the cart screens and the API.
import { z } from 'zod'
import { singleLineText } from '../text.ts'
import { INDIAN_STATES } from '../india.ts'
import { COUPON_CODE_MAX, MAX_ORDER_LINES, MAX_QUANTITY_PER_LINE } from '../limits.ts'

export const ADDRESS_REQUIRED = 'Please fill in all shipping address fields.'
export const EMPTY_CART = 'Your cart is empty.'

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
export type ShippingAddressInput = z.input<typeof ShippingAddressSchema>
export type ShippingAddress = z.output<typeof ShippingAddressSchema>

export const CouponCodeSchema = singleLineText('Coupon code', {
  error: 'Please enter a coupon code',
})
  .trim()
  .toUpperCase()
  .min(1, 'Please enter a coupon code')
  .max(COUPON_CODE_MAX, `Coupon code must be at most ${COUPON_CODE_MAX} characters`)

export const CouponValidateSchema = z.object({
  code: CouponCodeSchema,
  /** The tax-inclusive cart subtotal in rupees, as the shopper's cart shows it. */
  cartTotal: z.number({ error: 'cartTotal must be a number' }).min(0).max(10_000_000),
})

const PER_PRODUCT_CAP = `At most ${MAX_QUANTITY_PER_LINE} of one product per order`

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

const razorpayId = (prefix: string) =>
  singleLineText(prefix, { error: `${prefix} is required` })
    .trim()
    .min(1, `${prefix} is required`)
    .max(64)

/** Razorpay's handler result; the cart fields the spec also sends are accepted and ignored. */
export const VerifyPaymentSchema = z.object({
  razorpayOrderId: razorpayId('razorpayOrderId'),
  razorpayPaymentId: razorpayId('razorpayPaymentId'),
  razorpaySignature: singleLineText('razorpaySignature', {
    error: 'razorpaySignature is required',
  }).regex(/^[0-9a-f]{64}$/i, 'razorpaySignature must be a hex HMAC-SHA256'),
  items: z.unknown().optional(),
  shippingAddress: z.unknown().optional(),
  couponCode: z.unknown().optional(),
})
