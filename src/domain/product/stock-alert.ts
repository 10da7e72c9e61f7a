// "Tell me when it's back": a shopper waiting for a sold-out variant, signed in or by email, mailed
// once when units are counted in.
import { z } from 'zod'
import { EmailSchema } from '../account.ts'

/** Open requests one address may hold, so the form can't be used to queue mail by the thousand. */
export const STOCK_ALERTS_PER_ADDRESS = 20

export const STOCK_ALERT_MESSAGES = {
  asked: "We'll email you when it's back in stock.",
  alreadyAsked: "You're on the list: we'll email you when it's back in stock.",
  emailNeeded: 'Enter your email to hear when it is back',
  inStock: 'This option is in stock: add it to your cart.',
  notFound: 'Product option not found',
  tooMany: `You are waiting for ${STOCK_ALERTS_PER_ADDRESS} products already. We'll email you as each comes back.`,
} as const

/** `POST /api/products/:id/notify`: the sold-out variant, and the address for a signed-out shopper. */
export const StockAlertRequestSchema = z.object({
  variantId: z.uuid(STOCK_ALERT_MESSAGES.notFound),
  email: EmailSchema.optional(),
})
export type StockAlertRequest = z.input<typeof StockAlertRequestSchema>
