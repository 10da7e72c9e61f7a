import { useState } from 'react'
import type { useResendCountdown } from './use-resend-countdown.ts'

export function ResendCode({
  countdown,
  onResend,
}: {
  countdown: ReturnType<typeof useResendCountdown>
  onResend(): Promise<void>
}) {
  const [sending, setSending] = useState(false)
  const resend = async () => {
    setSending(true)
    await onResend()
    setSending(false)
  }
  return (
    <p className="mt-5 text-center text-sm text-slate-600" aria-live="polite">
      {countdown.canResend ? (
        <button
          type="button"
          onClick={() => void resend()}
          disabled={sending}
          className="font-medium text-brand-700 hover:underline disabled:text-slate-400"
        >
          Resend Code
        </button>
      ) : (
        `Resend code in ${countdown.secondsLeft}s`
      )}
    </p>
  )
}
