// Review input (spec §5, §7), shared by the dashboard's rating dialog and the API.
import { z } from 'zod'
import { multiLineText } from './text.ts'
import { REVIEW_COMMENT_MAX } from '../limits.ts'

export const ReviewSchema = z.object({
  rating: z
    .number({ error: 'Please provide a rating' })
    .int('Rating must be a whole number of stars')
    .min(1, 'Please provide a rating')
    .max(5, 'Rating must be at most 5'),
  comment: multiLineText('Comment')
    .trim()
    .max(REVIEW_COMMENT_MAX, `Comment must be at most ${REVIEW_COMMENT_MAX} characters`)
    .optional(),
  /** Which delivered order the review belongs to; the newest unreviewed one when left out. */
  orderId: z.uuid().optional(),
})
export type ReviewInput = z.infer<typeof ReviewSchema>
