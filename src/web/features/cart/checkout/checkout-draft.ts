// A checkout under way, kept in this tab's session storage so a refresh or the back button finds
// it as it was: the address chosen or typed, the GST invoice fields, how to pay and the coupon.
// Cleared once the order is placed. The cart's lines stay in their own `cart` key.
import { z } from 'zod'
import { COUPON_TYPES } from '#domain/coupon/rules.ts'
import type { ValidatedCoupon } from '#domain/coupon/responses.ts'
import { PAYMENT_METHODS } from '#domain/order/payment-method.ts'
import { CATEGORIES } from '#domain/product/catalogue.ts'
import { readJson, writeJson } from '#web/lib/browser-storage.ts'

const KEY = 'checkout'

/** The choice of a new address rather than a saved one. */
export const NEW_ADDRESS = 'new'

const FieldsSchema = z.object({
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  saveAddress: z.boolean(),
  // A draft kept before the WhatsApp box had none.
  whatsappUpdates: z.boolean().default(false),
  gstInvoice: z.boolean(),
  businessName: z.string(),
  gstin: z.string(),
})
export type CheckoutFields = z.infer<typeof FieldsSchema>

const CouponSchema = z.object({
  code: z.string(),
  type: z.enum(COUPON_TYPES),
  value: z.number(),
  minCartValue: z.number(),
  // A draft kept before coupons had caps and categories has neither.
  maxDiscount: z.number().nullable().default(null),
  categories: z.array(z.enum(CATEGORIES)).default([]),
}) satisfies z.ZodType<ValidatedCoupon>

// Each part falls back on its own, so one part stored by an older page loses only itself.
const DraftSchema = z.object({
  open: z.boolean().catch(false),
  paymentMethod: z.enum(PAYMENT_METHODS).catch('online'),
  coupon: CouponSchema.nullable().catch(null),
  /** Whose address this is: another shopper signing in on this tab starts afresh. */
  userId: z.string().optional().catch(undefined),
  /** A saved address's id, or NEW_ADDRESS. */
  addressChoice: z.string().optional().catch(undefined),
  fields: FieldsSchema.optional().catch(undefined),
})
export type CheckoutDraft = z.infer<typeof DraftSchema>

const session = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage)

export function readCheckoutDraft(): CheckoutDraft {
  const storage = session()
  const stored = storage ? readJson(KEY, storage) : undefined
  return DraftSchema.catch(DraftSchema.parse({})).parse(stored ?? {})
}

export function saveCheckoutDraft(part: Partial<CheckoutDraft>): void {
  const storage = session()
  if (storage) writeJson(KEY, { ...readCheckoutDraft(), ...part }, storage)
}

export function clearCheckoutDraft(): void {
  session()?.removeItem(KEY)
}

/** The address this shopper chose or typed, if it was they who left it. */
export const draftAddressOf = (draft: CheckoutDraft, userId: string) =>
  draft.userId === userId ? { choice: draft.addressChoice, fields: draft.fields } : {}
