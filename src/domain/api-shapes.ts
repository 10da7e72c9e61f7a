// Shapes every concept's API shares: the admin list query and page, ids in paths, message answers.
import { z } from 'zod'
import { ADMIN_LIST_LIMIT } from './limits.ts'
import { singleLineText } from './text.ts'

export const emptyAsUndefined = (value: unknown) =>
  value === '' || value === null ? undefined : value
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyAsUndefined, schema.optional())

export const AdminListQuerySchema = z.object({
  search: optional(singleLineText('Search').trim().max(100)),
  limit: z.coerce.number().int().min(1).max(ADMIN_LIST_LIMIT).default(ADMIN_LIST_LIMIT),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

/** Where a paginated list answer stands: how many match in all, and which page of what size. */
export const ListPageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
})

/** The answer of a call that only says what it did, e.g. a delete. */
export const MessageResponseSchema = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof MessageResponseSchema>

export const IdParamsSchema = z.object({ id: z.uuid('Not found') })
