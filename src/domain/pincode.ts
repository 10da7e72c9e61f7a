// Pincodes and what the shop promises for one: the rules of pincode-rules.ts
// and the API's schemas for them.
import { z } from 'zod'
import { INDIAN_STATES } from './india.ts'
import { DELIVERY_ZONES, PINCODE_INVALID, PINCODE_PATTERN } from './pincode-rules.ts'

export * from './pincode-rules.ts'

export const PincodeSchema = z.string().regex(PINCODE_PATTERN, PINCODE_INVALID)

export const PincodeParamsSchema = z.object({ pincode: PincodeSchema })

const IstDateSchema = z.iso.date()

export const PincodeAnswerSchema = z.object({
  pincode: z.string(),
  district: z.string(),
  state: z.enum(INDIAN_STATES),
  /** Whether the shop delivers there at all. */
  serviceable: z.boolean(),
  zone: z.object({
    id: z.literal(DELIVERY_ZONES.map((zone) => zone.id)),
    label: z.string(),
  }),
  /** Whether cash on delivery is offered there. */
  cod: z.boolean(),
  estimate: z.object({
    minDays: z.number().int(),
    maxDays: z.number().int(),
    earliest: IstDateSchema,
    latest: IstDateSchema,
  }),
})
export type PincodeAnswer = z.infer<typeof PincodeAnswerSchema>
