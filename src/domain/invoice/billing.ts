// A business buyer's details for the tax invoice (Rule 46(e)): claimed as input tax credit.
import { z } from 'zod'
import { lengthWithin, singleLineText } from '../text.ts'
import { GstinSchema } from './gstin.ts'

export const BUSINESS_NAME_LENGTH = { min: 2, max: 100 }
export const GST_INVOICE_CHOICE = 'I need a GST invoice for my business'

export const BillingSchema = z.object({
  name: lengthWithin(singleLineText('Business name').trim(), 'Business name', BUSINESS_NAME_LENGTH),
  gstin: GstinSchema,
})
export type Billing = z.infer<typeof BillingSchema>

/**
 * The checkout's optional 'GST invoice for a business' fields: checked only when asked for, and
 * named as the form names them.
 */
export const BillingFieldsSchema = z
  .object({ gstInvoice: z.boolean(), businessName: z.string(), gstin: z.string() })
  .superRefine((fields, ctx) => {
    if (!fields.gstInvoice) return
    const parsed = BillingSchema.safeParse({ name: fields.businessName, gstin: fields.gstin })
    for (const issue of parsed.error?.issues ?? []) {
      const path = issue.path[0] === 'name' ? 'businessName' : 'gstin'
      ctx.addIssue({ code: 'custom', path: [path], message: issue.message })
    }
  })
export type BillingFields = z.infer<typeof BillingFieldsSchema>

export const billingOf = (fields: BillingFields): Billing | null =>
  fields.gstInvoice ? BillingSchema.parse({ name: fields.businessName, gstin: fields.gstin }) : null
