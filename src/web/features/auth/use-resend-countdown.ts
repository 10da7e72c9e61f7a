import { useCallback, useEffect, useState } from 'react'
import { OTP_RESEND_COOLDOWN_S } from '#domain/one-time-code.ts'

/** Seconds until a code may be resent: 60 on entry, and again after each resend. */
export function useResendCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(OTP_RESEND_COOLDOWN_S)
  useEffect(() => {
    if (secondsLeft <= 0) return
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [secondsLeft])
  const restart = useCallback(() => setSecondsLeft(OTP_RESEND_COOLDOWN_S), [])
  return { secondsLeft, canResend: secondsLeft <= 0, restart }
}
