// Phone models a variant can fit, and how the shop lists and filters by them.
import { z } from 'zod'
import { PHONE_MODEL_SLUG } from './phone-model-rules.ts'

export const PhoneModelSlugSchema = z
  .string()
  .max(60, 'Unknown phone model')
  .regex(PHONE_MODEL_SLUG, 'Unknown phone model')

export const PhoneModelSchema = z.object({
  brand: z.string(),
  model: z.string(),
  slug: z.string(),
  releaseYear: z.number().int(),
  /** Products in the shop with a variant for this model. */
  productCount: z.number().int(),
})
export type PhoneModel = z.infer<typeof PhoneModelSchema>

export const PhoneModelsResponseSchema = z.object({ phoneModels: z.array(PhoneModelSchema) })
export type PhoneModelsResponse = z.infer<typeof PhoneModelsResponseSchema>
