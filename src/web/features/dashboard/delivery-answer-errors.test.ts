import { describe, expect, it } from 'vitest'
import { ApiError } from '#web/lib/api-client.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { refusalErrors } from './delivery-answer-errors.ts'

describe('refusalErrors', () => {
  it('puts a refused date or phone number beside its field', () => {
    const error = new ApiError('Choose a day from 2026-11-28 to 2026-11-30', 400, [
      { path: 'date', message: 'Choose a day from 2026-11-28 to 2026-11-30' },
      { path: 'phone', message: 'Phone number must be exactly 10 digits' },
    ])
    expect(refusalErrors(error)).toEqual({
      date: 'Choose a day from 2026-11-28 to 2026-11-30',
      phone: 'Phone number must be exactly 10 digits',
    })
  })

  it('shows a refusal naming no field under the form', () => {
    const error = new ApiError('This order has no failed delivery waiting for an answer', 409)
    expect(refusalErrors(error)).toEqual({
      form: 'This order has no failed delivery waiting for an answer',
    })
  })

  it('says what failed when the server did not answer', () => {
    expect(refusalErrors(new ApiError('', 0))).toEqual({ form: FALLBACK_TEXTS.deliveryAnswer })
  })
})
