import { describe, expect, it } from 'vitest'
import { ResetPasswordFormSchema } from './account.ts'

describe('the reset password form', () => {
  it('names a missing code and both password problems at once, in the order of its fields', () => {
    const result = ResetPasswordFormSchema.safeParse({
      otp: '12',
      newPassword: 'short',
      confirmPassword: 'other',
    })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['otp', 'Please enter all 6 digits of the OTP'],
      ['newPassword', 'Password must be at least 8 characters long'],
      ['confirmPassword', 'Passwords do not match'],
    ])
  })

  it('takes six digits and two matching passwords', () => {
    const form = { otp: '123456', newPassword: 'long-enough', confirmPassword: 'long-enough' }
    expect(ResetPasswordFormSchema.parse(form)).toEqual(form)
  })
})
