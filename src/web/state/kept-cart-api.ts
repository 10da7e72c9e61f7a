// The calls that keep a signed-in shopper's cart on the server, and read a reminder's lines back.
import type { CartAnswer } from '#domain/cart/server-cart.ts'
import type { OrderLine } from '#domain/order/order-lines.ts'
import { api } from '#web/lib/api-client.ts'

export const fetchKeptCart = (signal?: AbortSignal) => api<CartAnswer>('/cart', { signal })

export const keepCartLines = (lines: OrderLine[]) =>
  api<CartAnswer>('/cart', { method: 'PUT', body: { lines } })

export const fetchRestoredLines = (token: string, signal?: AbortSignal) =>
  api<CartAnswer>('/cart/restore', { query: { token }, signal })
