// Who is signed in, and signing out: the calls the app's sign-in state makes.
import type { CurrentUserResponse } from '#domain/account.ts'
import { api } from '#web/lib/api-client.ts'

export const fetchCurrentUser = (signal: AbortSignal) =>
  api<CurrentUserResponse>('/auth/me', { signal })

export const logOut = () => api('/auth/logout', { method: 'POST' })
