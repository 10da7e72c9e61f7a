import { describe, expect, it } from 'vitest'
import { ReviewSchema } from './review.ts'

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? []

describe('ReviewSchema', () => {
  it('needs a rating of 1 to 5 and a comment of at most 200 characters', () => {
    expect(messages(ReviewSchema.safeParse({ rating: 0 }))).toEqual(['Please provide a rating'])
    expect(ReviewSchema.safeParse({ rating: 5, comment: 'x'.repeat(200) }).success).toBe(true)
    expect(ReviewSchema.safeParse({ rating: 5, comment: 'x'.repeat(201) }).success).toBe(false)
  })
})
