import type { Location } from 'react-router'
import { safeRedirectPath } from '#domain/redirects.ts'

/** Where to go after signing in: the page the guard sent the visitor from, else home. */
export function redirectTarget(state: unknown, origin = window.location.origin): string {
  const from = (state as { from?: Partial<Location> } | null)?.from
  if (typeof from?.pathname !== 'string') return '/'
  return safeRedirectPath(`${from.pathname}${from.search ?? ''}${from.hash ?? ''}`, origin)
}
