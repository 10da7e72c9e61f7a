// A shopper's copy of what the shop keeps about them (decision 032), as GET /api/user/export
// sends it: a JSON file they download. Amounts are rupees, as every answer of the API.
import { z } from 'zod'
import { MEMBERSHIP_TIERS } from './membership.ts'
import { rupees } from './money-codec.ts'
import { istDate } from './business-days.ts'
import { AdminContactSchema } from './contact.ts'
import { INVOICE_KINDS } from './invoice/document.ts'
import { PAYMENT_METHODS } from './order/payment-method.ts'
import { RETURN_REASONS, RETURN_RESOLUTIONS } from './order/refund-policy.ts'
import { OrderAddressSchema } from './order/responses.ts'
import { RETURN_STATUSES } from './order/returns.ts'
import { ORDER_STATUSES, PAYMENT_STATUSES } from './order/status.ts'
import { REVIEW_STATUSES } from './review.ts'
import { CONSENT_PURPOSES, CONSENT_SOURCES } from './consents.ts'
import { SavedAddressSchema } from './saved-addresses.ts'

/** The download's name, dated by India's calendar: `kavach-data-2026-11-27.json`. */
export const exportFileName = (at: Date) => `kavach-data-${istDate(at)}.json`

/** Said in the file itself, so it explains what it does not hold. */
export const EXPORT_NOTES = [
  'Consents: your choices for WhatsApp updates and offers by email are listed with where and when you made each. Your cookie choice is stored only in your browser, under "cookieConsent".',
  'Wishlist: kept only in your browser, never on our servers. Cart: kept in your browser, and while you are signed in also on our servers (listed here) so it follows you to another device, with the reminders we mailed about a cart you left.',
  'Your password is kept only as a one-way hash, and sessions only as hashes of their tokens; neither is included.',
  'Invoices are included by number; download each PDF from the order’s page.',
] as const

const ExportedProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  joinDate: z.string(),
  emailVerifiedAt: z.string().nullable(),
  signIn: z.object({ password: z.boolean(), google: z.boolean() }),
  totalSpent: rupees(),
  membershipTier: z.enum(MEMBERSHIP_TIERS),
})

const ExportedOrderItemSchema = z.object({
  name: z.string(),
  brand: z.string(),
  variant: z.string().nullable(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  /** The tax-inclusive price paid per unit. */
  price: rupees(),
})

const ExportedInvoiceSchema = z.object({
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  issuedAt: z.string(),
  total: rupees(),
})

const ExportedReturnSchema = z.object({
  number: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  resolution: z.enum(RETURN_RESOLUTIONS),
  comment: z.string().nullable(),
  refundAmount: rupees(),
  requestedAt: z.string(),
})

const ExportedOrderSchema = z.object({
  orderNumber: z.string(),
  placedAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  subtotal: rupees(),
  tax: rupees(),
  shipping: rupees(),
  discount: rupees(),
  codFee: rupees(),
  total: rupees(),
  refunded: rupees(),
  couponCode: z.string().nullable(),
  shippingAddress: OrderAddressSchema,
  billing: z.object({ name: z.string(), gstin: z.string() }).nullable(),
  deliveredAt: z.string().nullable(),
  items: z.array(ExportedOrderItemSchema),
  invoices: z.array(ExportedInvoiceSchema),
  returns: z.array(ExportedReturnSchema),
})
export type ExportedOrder = z.output<typeof ExportedOrderSchema>

const ExportedReviewSchema = z.object({
  product: z.string(),
  orderNumber: z.string().nullable(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  createdAt: z.string(),
})

/** A message as its sender wrote it, with the shop's replies; staff's own references left out. */
const ExportedContactMessageSchema = AdminContactSchema.omit({ _id: true, reference: true })

const ExportedStockAlertSchema = z.object({
  product: z.string(),
  variant: z.string().nullable(),
  email: z.string(),
  createdAt: z.string(),
  notifiedAt: z.string().nullable(),
})

/** A consent given or withdrawn: for what, where and when. */
const ExportedConsentSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  granted: z.boolean(),
  source: z.enum(CONSENT_SOURCES),
  at: z.string(),
})

export const AccountDataSchema = z.object({
  exportedAt: z.string(),
  profile: ExportedProfileSchema,
  addresses: z.array(SavedAddressSchema),
  orders: z.array(ExportedOrderSchema),
  reviews: z.array(ExportedReviewSchema),
  /** Messages sent through the contact form from the account's email address. */
  contactMessages: z.array(ExportedContactMessageSchema),
  /** "Notify me" requests for sold-out products. */
  backInStockAlerts: z.array(ExportedStockAlertSchema),
  /** The choices as they stand, and every one made, oldest first. */
  preferences: z.object({ whatsappUpdates: z.boolean(), marketingEmails: z.boolean() }),
  consents: z.array(ExportedConsentSchema),
  /** The cart kept for the shopper while signed in (decision 034), and the reminders mailed. */
  cart: z.array(
    z.object({ productId: z.string(), variantId: z.string().optional(), quantity: z.number() }),
  ),
  cartReminders: z.array(z.object({ number: z.number().int(), sentAt: z.string() })),
  notes: z.array(z.string()),
})
export type AccountData = z.output<typeof AccountDataSchema>
