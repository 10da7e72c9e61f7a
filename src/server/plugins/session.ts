// Who is asking: the session cookie resolved to a user once per API request, plus the guards.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { User } from '../db/schema/index.ts'
import { forbidden, unauthorized } from '../lib/http-error.ts'
import { createSession, deleteSession, SESSION_COOKIE, userForToken } from '../services/sessions.ts'

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null
  }
  interface FastifyReply {
    startSession(userId: string): Promise<void>
    endSession(): Promise<void>
  }
}

async function session(app: FastifyInstance) {
  const secure = app.config.publicUrl.startsWith('https:')
  app.decorateRequest('user', null)

  const cookieOptions = (expires: Date) =>
    ({ path: '/', httpOnly: true, sameSite: 'lax', secure, expires }) as const

  // Most requests carry no session and answer at once; one that does returns a promise, so
  // Fastify catches whatever fails in it.
  app.addHook('onRequest', (request, reply, done) => {
    const token = request.cookies[SESSION_COOKIE]
    if (!token || !request.url.startsWith('/api/')) return done()
    return userForToken(app.database.db, token).then((found) => {
      request.user = found?.user ?? null
      if (found?.renewed) reply.setCookie(SESSION_COOKIE, token, cookieOptions(found.expiresAt))
    })
  })

  app.decorateReply('startSession', async function (this: FastifyReply, userId: string) {
    const old = this.request.cookies[SESSION_COOKIE]
    if (old) await deleteSession(app.database.db, old)
    const { token, expiresAt } = await createSession(app.database.db, userId)
    this.setCookie(SESSION_COOKIE, token, cookieOptions(expiresAt))
  })

  app.decorateReply('endSession', async function (this: FastifyReply) {
    const token = this.request.cookies[SESSION_COOKIE]
    if (token) await deleteSession(app.database.db, token)
    this.clearCookie(SESSION_COOKIE, { path: '/' })
  })
}

export default fp(session, { name: 'session', dependencies: ['errors'] })

export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized()
  return request.user
}

export function requireAdmin(request: FastifyRequest): User {
  const user = requireUser(request)
  if (!user.isAdmin) throw forbidden('Admin access required')
  return user
}
