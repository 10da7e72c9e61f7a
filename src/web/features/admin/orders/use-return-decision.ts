import { useState } from 'react'
import type { ApiReturn, ReturnResponse } from '#domain/order/returns.ts'
import { errorMessage } from '#web/lib/api-client.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { toast } from '#web/lib/toast.tsx'

/**
 * Sends staff's decision on a return: busy while it goes, the server's message when refused,
 * and on success a toast and the return as it now is.
 */
export function useReturnDecision(onDecided: (changed: ApiReturn) => void) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const send = async (decide: () => Promise<ReturnResponse>) => {
    setBusy(true)
    setError(undefined)
    try {
      const answer = await decide()
      toast.success(answer.message)
      onDecided(answer.return)
    } catch (err) {
      setError(errorMessage(err, FALLBACK_TEXTS.decideReturn))
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, send }
}
