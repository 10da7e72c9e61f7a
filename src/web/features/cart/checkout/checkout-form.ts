// The checkout form's fields: a new address with its landmark, the GST invoice's, and whether to
// keep the address. Its refinements run once the shapes pass.
import { z } from 'zod'
import { BillingFieldsSchema } from '#domain/invoice/billing.ts'
import { AddressWithLandmarkSchema } from '#domain/saved-addresses.ts'

export const CheckoutFormSchema = z.intersection(
  z.intersection(AddressWithLandmarkSchema, BillingFieldsSchema),
  z.object({ saveAddress: z.boolean(), whatsappUpdates: z.boolean() }),
)
export type CheckoutFormValues = z.input<typeof CheckoutFormSchema>

export const BILLING_FIELDS = ['gstInvoice', 'businessName', 'gstin'] as const
