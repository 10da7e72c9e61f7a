import { z } from 'zod'

/** Where a paginated list answer stands: how many match in all, and which page of what size. */
export const ListPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
})
