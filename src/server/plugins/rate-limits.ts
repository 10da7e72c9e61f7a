// Per-account rate limits, keyed by the email in the body, on top of the per-IP route limits.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpError } from '../lib/http-error.ts'

export interface PerAccountOptions {
  /**
   * Count each account separately per address. Used for password and code guesses: a limit on the
   * account alone is a lockout anyone can trigger by guessing wrong on purpose, so there is none.
   * A guesser spread over many addresses is still bounded by each address's own limits, the
   * per-address route limits, argon2's cost per password tried and the five tries a code allows.
   */
  andAddress?: boolean
}

type Limit = ReturnType<FastifyInstance['createRateLimit']>

/** A pre-handler answering 429, with when to try again, once `limit` is used up. */
function refuseOverLimit(limit: Limit, said: string) {
  return async (request: FastifyRequest) => {
    const result = await limit(request)
    if (!result.isAllowed && result.isExceeded) {
      const seconds = String(result.ttlInSeconds)
      throw new HttpError(429, `${said} Try again in ${seconds} seconds.`, undefined, {
        'retry-after': seconds,
      })
    }
  }
}

export function perAccount(
  app: FastifyInstance,
  max: number,
  timeWindow: string,
  { andAddress = false }: PerAccountOptions = {},
) {
  const limit = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email
      const account = typeof email === 'string' ? email.trim().toLowerCase() : request.ip
      const key = `account:${request.routeOptions.url}:${account}`
      return andAddress ? `${key}:${request.ip}` : key
    },
  })
  return refuseOverLimit(limit, 'Too many attempts for this account.')
}

/**
 * A signed-in shopper's own limit on a sensitive route (password and code guesses, mail sent),
 * counted per account and address, as `andAddress` explains; a visitor is counted by address.
 */
export function perUser(app: FastifyInstance, max: number, timeWindow: string) {
  const limit = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) =>
      `user:${request.routeOptions.url}:${request.user?.id ?? '-'}:${request.ip}`,
  })
  return refuseOverLimit(limit, 'Too many attempts.')
}

/** Per-IP limits for the account endpoints, as route config. */
export const perIp = (max: number, timeWindow = '15 minutes') => ({
  rateLimit: { max, timeWindow },
})
