import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ACCOUNT_MESSAGES,
  CurrentUserResponseSchema,
  EmailOnlySchema,
  LoginSchema,
  RegisterResponseSchema,
  RegisterSchema,
  ResetPasswordSchema,
  UserResponseSchema,
  VerifyOtpSchema,
} from '#domain/account.ts'
import { MessageResponseSchema } from '#domain/api-shapes.ts'
import { perAccount, perIp } from '../plugins/rate-limits.ts'
import {
  login,
  requestPasswordReset,
  resetPassword,
  toPublicUser,
  verifyFirst,
} from '../services/accounts.ts'
import { standInPasswordHash } from '../services/passwords.ts'
import {
  newRegistrationToken,
  register,
  REGISTRATION_COOKIE,
  REGISTRATION_TTL_MS,
  resendVerification,
  verifyEmail,
} from '../services/registrations.ts'

const auth: FastifyPluginAsyncZod = async (app) => {
  const deps = app.shop
  const oncePerMinute = perAccount(app, 1, '1 minute')
  // Per-address ceilings stay loose: Indian mobile carriers put many shoppers behind one address
  // (carrier-grade NAT), so the per-account limits do the close work.
  const guesses = (max: number, window: string) =>
    perAccount(app, max, window, { andAddress: true })
  const registrationCookie = {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.publicUrl.startsWith('https:'),
    maxAge: REGISTRATION_TTL_MS / 1000,
  } as const
  // Made now, or the first sign-in that needs it would pay for a second hash.
  await standInPasswordHash()
  // Register, resend and forgot-password answer before looking the email up, and the same for
  // every email; the account work runs after the reply (ARCHITECTURE.md "Security rules") and
  // the mail it queues is sent at once rather than at the worker's next look.
  const afterReply = (name: string, work: () => Promise<unknown>, request: FastifyRequest) =>
    app.afterReply(name, () => work().finally(() => app.mailWorker.nudge()), request)

  app.get(
    '/auth/me',
    { schema: { response: { 200: CurrentUserResponseSchema } } },
    async (request) => ({ user: request.user ? toPublicUser(request.user) : null }),
  )

  app.post(
    '/auth/register',
    {
      schema: { body: RegisterSchema, response: { 201: RegisterResponseSchema } },
      config: perIp(30),
      preHandler: perAccount(app, 5, '15 minutes'),
    },
    async (request, reply) => {
      const token = newRegistrationToken()
      const input = request.body
      reply.setCookie(REGISTRATION_COOKIE, token, registrationCookie)
      afterReply('register', () => register(deps, input, token), request)
      return reply.status(201).send({
        message: ACCOUNT_MESSAGES.registered,
        email: input.email,
      })
    },
  )

  app.post(
    '/auth/verify-otp',
    {
      schema: { body: VerifyOtpSchema, response: { 200: UserResponseSchema } },
      config: perIp(60),
      preHandler: guesses(10, '10 minutes'),
    },
    async (request, reply) => {
      const token = request.cookies[REGISTRATION_COOKIE]
      const user = await verifyEmail(deps, request.body, token)
      reply.clearCookie(REGISTRATION_COOKIE, { path: registrationCookie.path })
      await reply.startSession(user.id)
      return { message: ACCOUNT_MESSAGES.verified, user: toPublicUser(user) }
    },
  )

  app.post(
    '/auth/resend-otp',
    {
      schema: { body: EmailOnlySchema, response: { 200: MessageResponseSchema } },
      config: perIp(30),
      preHandler: oncePerMinute,
    },
    async (request) => {
      const { email } = request.body
      const token = request.cookies[REGISTRATION_COOKIE]
      afterReply('resend-otp', () => resendVerification(deps, email, token), request)
      return { message: ACCOUNT_MESSAGES.codeResent }
    },
  )

  app.post(
    '/auth/login',
    {
      schema: { body: LoginSchema, response: { 200: UserResponseSchema } },
      config: perIp(60),
      preHandler: guesses(10, '15 minutes'),
    },
    async (request, reply) => {
      const result = await login(deps, request.body)
      if ('registrationToken' in result) {
        reply.setCookie(REGISTRATION_COOKIE, result.registrationToken, registrationCookie)
        throw verifyFirst()
      }
      await reply.startSession(result.user.id)
      return { message: ACCOUNT_MESSAGES.signedIn, user: toPublicUser(result.user) }
    },
  )

  app.post(
    '/auth/logout',
    { schema: { response: { 200: MessageResponseSchema } } },
    async (_request, reply) => {
      await reply.endSession()
      return { message: ACCOUNT_MESSAGES.signedOut }
    },
  )

  app.post(
    '/auth/forgot-password',
    {
      schema: { body: EmailOnlySchema, response: { 200: MessageResponseSchema } },
      config: perIp(30),
      preHandler: oncePerMinute,
    },
    async (request) => {
      const { email } = request.body
      afterReply('forgot-password', () => requestPasswordReset(deps, email), request)
      return { message: ACCOUNT_MESSAGES.resetCodeSent }
    },
  )

  app.post(
    '/auth/reset-password',
    {
      schema: { body: ResetPasswordSchema, response: { 200: MessageResponseSchema } },
      config: perIp(60),
      preHandler: guesses(10, '10 minutes'),
    },
    async (request, reply) => {
      await resetPassword(deps, request.body)
      await reply.endSession()
      return { message: ACCOUNT_MESSAGES.passwordReset }
    },
  )
}

export default auth
