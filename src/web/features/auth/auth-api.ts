// The account calls, each answering what its screen needs.
import type {
  AuthProviders,
  EmailOnlyInput,
  LoginInput,
  PublicUser,
  RegisterInput,
  RegisterResponse,
  ResetPasswordInput,
  UserResponse,
  VerifyOtpInput,
} from '#domain/account.ts'
import type { MessageResponse } from '#domain/api-shapes.ts'
import { api } from '#web/lib/api-client.ts'

const pause = () => new Promise((resolve) => setTimeout(resolve, 100))

export async function login(input: LoginInput): Promise<PublicUser> {
  const { user } = await api<UserResponse>('/auth/login', { method: 'POST', body: input })
  await pause()
  return user
}

export const register = (input: RegisterInput) =>
  api<RegisterResponse>('/auth/register', { method: 'POST', body: input })

export async function verifyOtp(input: VerifyOtpInput): Promise<PublicUser> {
  const { user } = await api<UserResponse>('/auth/verify-otp', { method: 'POST', body: input })
  await pause()
  return user
}

export const resendOtp = (input: EmailOnlyInput) =>
  api<MessageResponse>('/auth/resend-otp', { method: 'POST', body: input })

export const forgotPassword = (input: EmailOnlyInput) =>
  api<MessageResponse>('/auth/forgot-password', { method: 'POST', body: input })

export const resetPassword = (input: ResetPasswordInput) =>
  api<MessageResponse>('/auth/reset-password', { method: 'POST', body: input })

export const authProviders = () => api<AuthProviders>('/auth/providers')
