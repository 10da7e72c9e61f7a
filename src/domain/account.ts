// Accounts: sign-up, sign-in, password reset and profile, as the forms send them
// and the API answers them, with the limits and the texts both sides show.
import { z } from 'zod'
import { MEMBERSHIP_TIERS } from './membership.ts'
import { rupees } from './money-codec.ts'
import { OTP_MESSAGES, otpCode } from './one-time-code.ts'
import { indianPhone, passwordText, singleLineText } from './text.ts'

export const ACCOUNT_NAME = { min: 2, max: 20 } as const
export const EMAIL_MAX = 50
export const PASSWORD = { min: 8, max: 100 } as const

export const REDIRECT_AFTER_LOGIN_MS = 1_000
export const TOAST_AUTH_MS = 5_000

/** What the API answers on success; screens that repeat one import it from here. */
export const ACCOUNT_MESSAGES = {
  registered: 'OTP sent to your email! Please check your inbox.',
  verified: 'Email verified successfully',
  codeResent: 'New OTP sent to your email',
  signedIn: 'Login successful',
  signedOut: 'Logged out',
  resetCodeSent: 'Password reset OTP has been sent to your email.',
  passwordReset: 'Password reset successful',
  profileUpdated: 'Profile updated successfully!',
  /** Said alike for an unknown email and a wrong password. */
  badCredentials: 'Invalid email or password',
} as const

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

export const NewPasswordSchema = passwordText('Password', { error: 'Password is required' })
  .min(PASSWORD.min, `Password must be at least ${PASSWORD.min} characters long`)
  .max(PASSWORD.max, `Password must be at most ${PASSWORD.max} characters`)

export const RegisterSchema = z.object({
  name: AccountNameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
})
export type RegisterInput = z.infer<typeof RegisterSchema>

export const RegisterFormSchema = RegisterSchema.extend({
  confirmPassword: passwordText('Password'),
}).refine((form) => form.password === form.confirmPassword, {
  path: ['confirmPassword'],
  message: 'Passwords do not match',
})

export const LoginSchema = z.object({
  email: EmailSchema,
  password: passwordText('Password', { error: 'Password is required' }).min(
    1,
    'Password is required',
  ),
})
export type LoginInput = z.infer<typeof LoginSchema>

export const VerifyOtpSchema = z.object({
  email: EmailSchema,
  otp: otpCode(OTP_MESSAGES.incomplete),
})
export type VerifyOtpInput = z.infer<typeof VerifyOtpSchema>

export const EmailOnlySchema = z.object({ email: EmailSchema })
export type EmailOnlyInput = z.infer<typeof EmailOnlySchema>

export const ResetPasswordSchema = z.object({
  email: EmailSchema,
  otp: otpCode(OTP_MESSAGES.incompleteReset),
  newPassword: NewPasswordSchema,
})
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>

/** The reset form's fields in the order it shows them, so one press names every problem top down. */
export const ResetPasswordFormSchema = z
  .object({
    otp: otpCode(OTP_MESSAGES.incompleteReset),
    newPassword: NewPasswordSchema,
    confirmPassword: passwordText('Password'),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  })
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>

export const ProfileUpdateSchema = z
  .object({
    name: AccountNameSchema,
    phone: indianPhone('Phone', {
      lengthMessage: 'Phone number must be exactly 10 digits',
      optional: true,
    }).optional(),
  })
  .strict()
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>

// ---- Answers ----

/** The signed-in user as the API sends it. */
export const PublicUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  isAdmin: z.boolean(),
  joinDate: z.string(),
  totalSpent: rupees(),
  membershipTier: z.enum(MEMBERSHIP_TIERS),
})
export type PublicUser = z.input<typeof PublicUserSchema>

/** Who is signed in: nobody is an answer too, so a visitor's page logs no failed request. */
export const CurrentUserResponseSchema = z.object({ user: PublicUserSchema.nullable() })
export type CurrentUserResponse = z.input<typeof CurrentUserResponseSchema>

/** Sign-in, verification and profile changes answer with the user as it now is. */
export const UserResponseSchema = z.object({ message: z.string(), user: PublicUserSchema })
export type UserResponse = z.input<typeof UserResponseSchema>

export const RegisterResponseSchema = z.object({ message: z.string(), email: z.string() })
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>

export const AuthProvidersSchema = z.object({ google: z.boolean() })
export type AuthProviders = z.infer<typeof AuthProvidersSchema>
