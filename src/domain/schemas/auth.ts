// Account inputs (spec §5), shared by the forms and the API routes.
import { z } from 'zod'
import { singleLineText } from './text.ts'
import { ACCOUNT_NAME, EMAIL_MAX, OTP_LENGTH, PASSWORD } from '../limits.ts'

export const EmailSchema = singleLineText('Email', { error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)
  .pipe(z.email('Please enter a valid email address'))

export const AccountNameSchema = singleLineText('Name', { error: 'Name is required' })
  .trim()
  .min(ACCOUNT_NAME.min, `Name must be at least ${ACCOUNT_NAME.min} characters`)
  .max(ACCOUNT_NAME.max, `Name must be at most ${ACCOUNT_NAME.max} characters`)

export const NewPasswordSchema = singleLineText('Password', { error: 'Password is required' })
  .min(PASSWORD.min, 'Password must be at least 8 characters long')
  .max(PASSWORD.max, `Password must be at most ${PASSWORD.max} characters`)

const otp = (message: string) =>
  singleLineText('Code', { error: message })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), message)

export const RegisterSchema = z.object({
  name: AccountNameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
})
export type RegisterInput = z.infer<typeof RegisterSchema>

export const RegisterFormSchema = RegisterSchema.extend({
  confirmPassword: singleLineText('Password'),
}).refine((form) => form.password === form.confirmPassword, {
  path: ['confirmPassword'],
  message: 'Passwords do not match',
})
export type RegisterForm = z.infer<typeof RegisterFormSchema>

export const LoginSchema = z.object({
  email: EmailSchema,
  password: singleLineText('Password', { error: 'Password is required' }).min(
    1,
    'Password is required',
  ),
})
export type LoginInput = z.infer<typeof LoginSchema>

export const VerifyOtpSchema = z.object({
  email: EmailSchema,
  otp: otp('Please enter all 6 digits'),
})
export type VerifyOtpInput = z.infer<typeof VerifyOtpSchema>

export const EmailOnlySchema = z.object({ email: EmailSchema })
export type EmailOnlyInput = z.infer<typeof EmailOnlySchema>

export const ResetPasswordSchema = z.object({
  email: EmailSchema,
  otp: otp('Please enter all 6 digits of the OTP'),
  newPassword: NewPasswordSchema,
})
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>

export const ResetPasswordFormSchema = z
  .object({ newPassword: NewPasswordSchema, confirmPassword: singleLineText('Password') })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  })
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>

export const ProfileUpdateSchema = z
  .object({
    name: AccountNameSchema,
    phone: singleLineText('Phone')
      .trim()
      .refine(
        (phone) => phone === '' || /^\d{10}$/.test(phone),
        'Phone number must be exactly 10 digits',
      )
      .optional(),
  })
  .strict()
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>
