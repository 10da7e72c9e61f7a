// A signed-out checkout remembers itself for the session, so sign-in can lead back to it.
const KEY = 'pendingCheckout'

export function markPendingCheckout(): void {
  sessionStorage.setItem(KEY, 'true')
}

export function hasPendingCheckout(): boolean {
  return sessionStorage.getItem(KEY) === 'true'
}

export function clearPendingCheckout(): void {
  sessionStorage.removeItem(KEY)
}
