import { z } from 'zod'

/** The answer of a call that only says what it did, e.g. a delete. */
export const MessageResponseSchema = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof MessageResponseSchema>
