import type { Location } from 'react-router'

/** Where to go after signing in: the page the guard sent the visitor from, else home. */
export function redirectTarget(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from
  if (!from?.pathname || !from.pathname.startsWith('/')) return '/'
  return `${from.pathname}${from.search ?? ''}`
}
