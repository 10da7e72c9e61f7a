// Ships a batch of orders one after another, so the courier sees one booking at a time and staff
// see each result as it comes: a toast per order, naming the order and, for a failure, the reason.
import { useState } from 'react'
import type { ApiOrder } from '#domain/order/responses.ts'
import { errorMessage } from '#web/lib/api-client.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { toast } from '#web/lib/toast.tsx'
import { shipOrder } from './orders-api.ts'

/** Several results arrive at once: each stays long enough to read, a failure longer. */
const SUCCESS_TOAST_MS = 6_000
const FAILURE_TOAST_MS = 10_000

interface Progress {
  /** How many have been tried so far, and of how many. */
  done: number
  total: number
  /** The order being booked now. */
  current: string
}

export function useBulkShip() {
  const [progress, setProgress] = useState<Progress | null>(null)
  const [summary, setSummary] = useState('')

  /** Ships each order in turn; answers the ids of those that were not shipped. */
  const shipAll = async (batch: ApiOrder[]) => {
    const failed: string[] = []
    setSummary('')
    for (const [index, order] of batch.entries()) {
      setProgress({ done: index, total: batch.length, current: order.orderNumber })
      try {
        const result = await shipOrder(order._id)
        toast.success(`${order.orderNumber}: ${result.message}`, { autoClose: SUCCESS_TOAST_MS })
      } catch (error) {
        failed.push(order._id)
        toast.error(
          `${order.orderNumber} was not shipped: ${errorMessage(error, FALLBACK_TEXTS.ship)}`,
          { autoClose: FAILURE_TOAST_MS },
        )
      }
    }
    setProgress(null)
    const shipped = batch.length - failed.length
    setSummary(
      `Shipped ${shipped} of ${batch.length} ${batch.length === 1 ? 'order' : 'orders'}` +
        (failed.length ? `; ${failed.length} not shipped, see the messages` : ''),
    )
    return failed
  }

  return { shipAll, progress, summary, busy: progress !== null }
}
