// A business buyer's details for the tax invoice (Rule 46(e)): claimed as input tax credit.
import { z } from 'zod'
import { lengthWithin, singleLineText } from '../text.ts'
import { GstinSchema } from './gstin.ts'

export const BUSINESS_NAME_LENGTH = { min: 2, max: 100 }

export const BillingSchema = z.object({
  name: lengthWithin(singleLineText('Business name').trim(), 'Business name', BUSINESS_NAME_LENGTH),
  gstin: GstinSchema,
})
export type Billing = z.infer<typeof BillingSchema>
