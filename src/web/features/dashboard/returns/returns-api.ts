// The shopper's calls for sending an order's items back: the photos first, then the request.
import type {
  ReturnPhotosResponseSchema,
  ReturnRequest,
  ReturnResponse,
} from '#domain/order/returns.ts'
import type { z } from 'zod'
import { api } from '#web/lib/api-client.ts'

/** Asks to send lines of a delivered order back, for a refund or an exchange. */
export const askForReturn = (orderId: string, body: ReturnRequest) =>
  api<ReturnResponse>(`/orders/${encodeURIComponent(orderId)}/returns`, { method: 'POST', body })

/** Uploads photos of what went wrong; answers the addresses the request then names. */
export async function uploadReturnPhotos(files: File[]) {
  const body = new FormData()
  for (const file of files) body.append('photos', file)
  const answer = await api<z.input<typeof ReturnPhotosResponseSchema>>('/orders/returns/photos', {
    method: 'POST',
    body,
  })
  return answer.photos
}
