// The admin panel's shared input (spec §5, §7): the list query every tab extends, and ids in paths.
import { z } from 'zod'
import { ADMIN_LIST_LIMIT } from '../limits.ts'
import { ORDER_STATUSES } from '../order/status.ts'
import { singleLineText } from '../text.ts'

export const emptyAsUndefined = (value: unknown) =>
  value === '' || value === null ? undefined : value
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyAsUndefined, schema.optional())

export const AdminListQuerySchema = z.object({
  search: optional(singleLineText('Search').trim().max(100)),
  limit: z.coerce.number().int().min(1).max(ADMIN_LIST_LIMIT).default(ADMIN_LIST_LIMIT),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})
export type AdminListQuery = z.infer<typeof AdminListQuerySchema>

export const AdminOrdersQuerySchema = AdminListQuerySchema.extend({
  status: optional(z.enum(ORDER_STATUSES, { error: 'Unknown order status' })),
})

export const IdParamsSchema = z.object({ id: z.uuid('Not found') })
