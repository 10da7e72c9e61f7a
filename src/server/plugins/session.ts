// Who is asking: the session cookie resolved to a user once per API request, plus the guards.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { User } from '../db/schema/index.ts'
import { forbidden, unauthorized } from '../lib/http-error.ts'
import { isApiRequest } from '../lib/request-target.ts'
import {
  createSession,
  deleteSession,
  renewSession,
  SESSION_COOKIE,
  userForToken,
} from '../services/sessions.ts'
import { isShareable } from './private-responses.ts'

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null
    /** The session's token when it is due to be extended with this answer. */
    renewing: string | null
  }
  interface FastifyReply {
    startSession(userId: string): Promise<void>
    endSession(): Promise<void>
  }
}

async function session(app: FastifyInstance) {
  const secure = app.config.publicUrl.startsWith('https:')
  app.decorateRequest('user', null)
  app.decorateRequest('renewing', null)

  const cookieOptions = (expires: Date) =>
    ({ path: '/', httpOnly: true, sameSite: 'lax', secure, expires }) as const

  // Most requests carry no session and answer at once; one that does returns a promise, so
  // Fastify catches whatever fails in it.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.cookies[SESSION_COOKIE]
    if (!token || !isApiRequest(request)) return done()
    return userForToken(app.database.db, token).then((found) => {
      request.user = found?.user ?? null
      if (found?.renewalDue) request.renewing = token
    })
  })

  // Extended only with an answer no shared cache keeps, so the cookie never reaches another
  // shopper; after the cookie plugin has written its own, so this one is added to them.
  app.addHook('onSend', (request, reply, payload, done) => {
    const token = request.renewing
    if (!token || isShareable(reply)) return done(null, payload)
    return renewSession(app.database.db, token).then((expiresAt) => {
      if (!expiresAt) return payload
      const cookie = app.serializeCookie(SESSION_COOKIE, token, cookieOptions(expiresAt))
      const set = reply.getHeader('set-cookie')
      reply.header('set-cookie', [...(set === undefined ? [] : [set].flat().map(String)), cookie])
      return payload
    })
  })

  app.decorateReply('startSession', async function (this: FastifyReply, userId: string) {
    this.request.renewing = null
    const old = this.request.cookies[SESSION_COOKIE]
    if (old) await deleteSession(app.database.db, old)
    const { token, expiresAt } = await createSession(app.database.db, userId)
    this.setCookie(SESSION_COOKIE, token, cookieOptions(expiresAt))
  })

  app.decorateReply('endSession', async function (this: FastifyReply) {
    this.request.renewing = null
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
