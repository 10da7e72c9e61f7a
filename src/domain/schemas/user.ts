import { z } from 'zod'
import { MEMBERSHIP_TIERS } from '../membership.ts'

/** The signed-in user as the API sends it (money in rupees). */
export const PublicUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  isAdmin: z.boolean(),
  joinDate: z.string(),
  totalSpent: z.number(),
  membershipTier: z.enum(MEMBERSHIP_TIERS),
})
export type PublicUser = z.infer<typeof PublicUserSchema>
