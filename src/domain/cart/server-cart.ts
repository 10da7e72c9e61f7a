// What the cart's routes take and answer: the signed-in shopper's kept cart, a reminder's restore
// link, the one-click unsubscribe, and the staff's figures for carts left behind.
import { z } from 'zod'
import { MessageResponseSchema } from '../api-shapes.ts'
import { rupees } from '../money-codec.ts'
import { CartLinesSchema } from '../order/order-lines.ts'

export const CartBodySchema = z.strictObject(
  { lines: CartLinesSchema },
  { error: 'Send the cart as { lines: [{ productId, variantId, quantity }] }' },
)
export type CartBody = z.infer<typeof CartBodySchema>

const KeptLineSchema = z.object({
  productId: z.string(),
  variantId: z.string().optional(),
  quantity: z.number().int(),
})
export type KeptLine = z.infer<typeof KeptLineSchema>

export const CartAnswerSchema = z.object({ lines: z.array(KeptLineSchema) })
export type CartAnswer = z.infer<typeof CartAnswerSchema>

export const LINK_NOT_VALID = 'This link is not valid. Please use the latest one we mailed you.'
export const RESTORE_LINK_EXPIRED = 'This link has expired. Your cart may still be in your account.'
export const UNSUBSCRIBED =
  'You are unsubscribed: no more offers or cart reminders by email. You can agree to them again in your profile.'

/** A link's token: 32 random bytes, base64url. */
export const LinkTokenQuerySchema = z.object({
  token: z.string({ error: LINK_NOT_VALID }).regex(/^[A-Za-z0-9_-]{43}$/, LINK_NOT_VALID),
})

export const UnsubscribedSchema = MessageResponseSchema

export const AbandonedCartsQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'days must be between 1 and 365')
    .max(365, 'days must be between 1 and 365')
    .default(30),
})

const Figure = z.object({ count: z.number().int(), value: rupees() })

export const AbandonedCartStatsSchema = z.object({
  days: z.number().int(),
  /** Online checkouts never paid, whose shopper placed no order in the day after. */
  checkouts: Figure,
  /** Carts (or checkouts) a first reminder went out for, valued at the shelf prices then. */
  reminded: Figure,
  /** Of those, the shoppers who placed an order within a week of it, valued at what they paid. */
  cameBack: Figure,
})
export type AbandonedCartStats = z.infer<typeof AbandonedCartStatsSchema>
/** As the browser reads it: amounts in rupees. */
export type AbandonedCartStatsAnswer = z.input<typeof AbandonedCartStatsSchema>
