// Small helpers for API tests: same-origin JSON requests, with a session cookie when given.
import { randomInt } from 'node:crypto'
import type { App } from '../app.ts'
import { TEST_ORIGIN } from './test-app.ts'

export interface CallOptions {
  cookie?: string
  /** Requests come from a random address unless one is given, so per-IP limits stay out of the way. */
  ip?: string
  origin?: string | null
}

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

export async function call(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  options: CallOptions = {},
) {
  const origin = options.origin === undefined ? TEST_ORIGIN : options.origin
  const response = await app.inject({
    method,
    url,
    remoteAddress: options.ip ?? randomIp(),
    headers: {
      ...(origin && { origin }),
      ...(options.cookie && { cookie: options.cookie }),
    },
    ...(body !== undefined && { payload: body as object }),
  })
  const isJson =
    response.body !== '' && String(response.headers['content-type']).includes('application/json')
  const data = (isJson ? response.json() : {}) as Record<string, unknown> & { message: string }
  return Object.assign(response, { data })
}

/** The `name=value` of a cookie a response set, to send back on the next call. */
function cookieFrom(
  response: { cookies: { name: string; value: string }[] },
  name: string,
): string {
  const cookie = response.cookies.find((c) => c.name === name)
  if (!cookie) throw new Error(`No ${name} cookie was set`)
  return `${cookie.name}=${cookie.value}`
}

/** The `name=value` of the session cookie a response set, to send back on the next call. */
export const sessionCookie = (response: { cookies: { name: string; value: string }[] }) =>
  cookieFrom(response, 'kavach_session')

/** The cookie that ties a browser to its own pending registration. */
export const registrationCookie = (response: { cookies: { name: string; value: string }[] }) =>
  cookieFrom(response, 'kavach_registration')
