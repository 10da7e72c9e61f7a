// Checkout and review input (spec §5, §7), shared by the cart screens and the API.
import { z } from 'zod'
import { multiLineText, singleLineText } from './text.ts'
import { INDIAN_STATES } from '../india.ts'
import { CouponCodeSchema } from '../coupon/requests.ts'
import { MAX_ORDER_LINES, MAX_QUANTITY_PER_LINE, REVIEW_COMMENT_MAX } from '../limits.ts'

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

export const ReviewSchema = z.object({
  rating: z
    .number({ error: 'Please provide a rating' })
    .int('Rating must be a whole number of stars')
    .min(1, 'Please provide a rating')
    .max(5, 'Rating must be at most 5'),
  comment: multiLineText('Comment')
    .trim()
    .max(REVIEW_COMMENT_MAX, `Comment must be at most ${REVIEW_COMMENT_MAX} characters`)
    .optional(),
  /** Which delivered order the review belongs to; the newest unreviewed one when left out. */
  orderId: z.uuid().optional(),
})
export type ReviewInput = z.infer<typeof ReviewSchema>
