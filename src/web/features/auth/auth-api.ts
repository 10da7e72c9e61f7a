// The account calls of spec §7, each answering what its screen needs.
import type {
  EmailOnlyInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  VerifyOtpInput,
} from '#domain/schemas/auth.ts'
import type { PublicUser } from '#domain/schemas/user.ts'
import { api } from '#web/lib/api-client.ts'

interface Message {
  message: string
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 100))

export async function login(input: LoginInput): Promise<PublicUser> {
  const { user } = await api<{ user: PublicUser }>('/auth/login', { method: 'POST', body: input })
  await pause()
  return user
}

export const register = (input: RegisterInput) =>
  api<Message>('/auth/register', { method: 'POST', body: input })

export async function verifyOtp(input: VerifyOtpInput): Promise<PublicUser> {
  const { user } = await api<{ user: PublicUser }>('/auth/verify-otp', {
    method: 'POST',
    body: input,
  })
  await pause()
  return user
}

export const resendOtp = (input: EmailOnlyInput) =>
  api<Message>('/auth/resend-otp', { method: 'POST', body: input })

export const forgotPassword = (input: EmailOnlyInput) =>
  api<Message>('/auth/forgot-password', { method: 'POST', body: input })

export const resetPassword = (input: ResetPasswordInput) =>
  api<Message>('/auth/reset-password', { method: 'POST', body: input })

export const authProviders = () => api<{ google: boolean }>('/auth/providers')
