import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  EmailOnlySchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  VerifyOtpSchema,
} from '#domain/schemas/auth.ts'
import { perAccount, perIp } from '../plugins/rate-limits.ts'
import { requireUser } from '../plugins/session.ts'
import {
  login,
  register,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  toPublicUser,
  verifyEmail,
} from '../services/accounts.ts'

const auth: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.database.db, mailer: app.mailer }
  const oncePerMinute = perAccount(app, 1, '1 minute')
  // Per-address ceilings stay loose: Indian mobile carriers put many shoppers behind one address
  // (carrier-grade NAT), so the per-account limits do the close work.

  app.get('/auth/me', async (request) => ({ user: toPublicUser(requireUser(request)) }))

  app.post(
    '/auth/register',
    {
      schema: { body: RegisterSchema },
      config: perIp(30),
      preHandler: perAccount(app, 5, '15 minutes'),
    },
    async (request, reply) => {
      await register(deps, request.body)
      return reply.status(201).send({
        message: 'OTP sent to your email! Please check your inbox.',
        email: request.body.email,
      })
    },
  )

  app.post(
    '/auth/verify-otp',
    {
      schema: { body: VerifyOtpSchema },
      config: perIp(60),
      preHandler: perAccount(app, 10, '10 minutes'),
    },
    async (request, reply) => {
      const user = await verifyEmail(deps, request.body)
      await reply.startSession(user.id)
      return { message: 'Email verified successfully', user: toPublicUser(user) }
    },
  )

  app.post(
    '/auth/resend-otp',
    { schema: { body: EmailOnlySchema }, config: perIp(30), preHandler: oncePerMinute },
    async (request) => {
      await resendVerification(deps, request.body.email)
      return { message: 'New OTP sent to your email' }
    },
  )

  app.post(
    '/auth/login',
    {
      schema: { body: LoginSchema },
      config: perIp(60),
      preHandler: perAccount(app, 10, '15 minutes'),
    },
    async (request, reply) => {
      const user = await login(deps, request.body)
      await reply.startSession(user.id)
      return { message: 'Login successful', user: toPublicUser(user) }
    },
  )

  app.post('/auth/logout', async (_request, reply) => {
    await reply.endSession()
    return { message: 'Logged out' }
  })

  app.post(
    '/auth/forgot-password',
    { schema: { body: EmailOnlySchema }, config: perIp(30), preHandler: oncePerMinute },
    async (request) => {
      await requestPasswordReset(deps, request.body.email)
      return { message: 'Password reset OTP has been sent to your email.' }
    },
  )

  app.post(
    '/auth/reset-password',
    {
      schema: { body: ResetPasswordSchema },
      config: perIp(60),
      preHandler: perAccount(app, 10, '10 minutes'),
    },
    async (request, reply) => {
      await resetPassword(deps, request.body)
      await reply.endSession()
      return { message: 'Password reset successful' }
    },
  )
}

export default auth
