import type { EraseAccountInput, ErasureStatus } from '#domain/account-erasure.ts'
import type { MessageResponse } from '#domain/api-shapes.ts'
import { api, apiUrl } from '#web/lib/api-client.ts'

/** The download's address: the browser saves the file the server names. */
export const ACCOUNT_DATA_URL = apiUrl('/user/export')

export const fetchErasureStatus = (signal: AbortSignal) =>
  api<ErasureStatus>('/user/erasure', { signal })

export const sendErasureCode = () => api<MessageResponse>('/user/erase-code', { method: 'POST' })

export const eraseAccount = (input: EraseAccountInput) =>
  api<MessageResponse>('/user', { method: 'DELETE', body: input })
