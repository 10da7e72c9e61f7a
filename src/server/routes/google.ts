import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { loggableError } from '../lib/database-errors.ts'
import { AuthProvidersSchema } from '#domain/account.ts'
import { safeRedirectPath } from '#domain/redirects.ts'
import {
  createGoogleSignIn,
  type GoogleFlow,
  upsertGoogleUser,
} from '../services/google-sign-in.ts'

const FLOW_COOKIE = 'kavach_google_flow'
const FLOW_PATH = '/api/auth/google'
const FAILED = '/?error=auth_failed'

function withAuthSuccess(target: string): string {
  const hashAt = target.includes('#') ? target.indexOf('#') : target.length
  const path = target.slice(0, hashAt)
  return `${path}${path.includes('?') ? '&' : '?'}auth=success${target.slice(hashAt)}`
}

const google: FastifyPluginAsyncZod = async (app) => {
  const signIn = createGoogleSignIn(app.config)
  const secure = app.config.publicUrl.startsWith('https:')
  const safePath = (path: unknown) => safeRedirectPath(path, app.config.publicUrl)

  app.get('/auth/providers', { schema: { response: { 200: AuthProvidersSchema } } }, async () => ({
    google: Boolean(signIn),
  }))

  app.get(
    '/auth/google',
    {
      schema: { querystring: z.object({ redirect: z.string().max(500).optional() }) },
      config: { untypedAnswer: 'redirect' },
    },
    async (request, reply) => {
      if (!signIn) return reply.redirect(FAILED)
      try {
        const { url, flow } = await signIn.start(safePath(request.query.redirect))
        reply.setCookie(FLOW_COOKIE, Buffer.from(JSON.stringify(flow)).toString('base64url'), {
          path: FLOW_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure,
          maxAge: 600,
        })
        return reply.redirect(url.href)
      } catch (error) {
        request.log.warn({ err: loggableError(error) }, 'Google sign-in could not start')
        return reply.redirect(FAILED)
      }
    },
  )

  app.get(
    '/auth/google/callback',
    { config: { untypedAnswer: 'redirect' } },
    async (request, reply) => {
      const stored = request.cookies[FLOW_COOKIE]
      reply.clearCookie(FLOW_COOKIE, { path: FLOW_PATH })
      if (!signIn || !stored) return reply.redirect(FAILED)
      try {
        const flow = JSON.parse(Buffer.from(stored, 'base64url').toString()) as GoogleFlow
        const identity = await signIn.finish(new URL(request.url, app.config.publicUrl), flow)
        const user = await upsertGoogleUser(app.database.db, identity)
        await reply.startSession(user.id)
        request.log.info({ userId: user.id }, 'signed in with Google')
        return reply.redirect(withAuthSuccess(safePath(flow.redirect)))
      } catch (error) {
        request.log.warn({ err: loggableError(error) }, 'Google sign-in failed')
        return reply.redirect(FAILED)
      }
    },
  )
}

export default google
