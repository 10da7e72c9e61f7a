import { type FormEvent, useState } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { toast } from '#web/lib/toast.tsx'
import { ACCOUNT_MESSAGES, TOAST_AUTH_MS } from '#domain/account.ts'
import { OTP_LENGTH, OTP_MESSAGES } from '#domain/one-time-code.ts'
import { hasPendingCheckout } from '#web/lib/pending-checkout.ts'
import { useAuth } from '#web/state/auth-provider.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { emptyOtp, OtpInput } from '#web/components/ui/otp-input.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { resendOtp, verifyOtp } from './auth-api.ts'
import { AuthCard } from './auth-card.tsx'
import { ResendCode } from './resend-code.tsx'
import { useResendCountdown } from './use-resend-countdown.ts'

export function VerifyOtpPage() {
  const email = (useLocation().state as { email?: string } | null)?.email
  if (!email) return <Navigate to="/register" replace />
  return <VerifyOtpForm email={email} />
}

function VerifyOtpForm({ email }: { email: string }) {
  const navigate = useNavigate()
  const { setUser } = useAuth()
  const [digits, setDigits] = useState(emptyOtp)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const countdown = useResendCountdown()

  const verify = async (otp: string) => {
    if (busy) return
    if (otp.length !== digits.length) return setError(OTP_MESSAGES.incomplete)
    setBusy(true)
    setError('')
    try {
      const user = await verifyOtp({ email, otp })
      setUser(user)
      toast.success(`${ACCOUNT_MESSAGES.verified}!`, { autoClose: TOAST_AUTH_MS })
      await navigate(hasPendingCheckout() ? '/cart' : '/', { replace: true })
    } catch (failure) {
      setError(errorMessage(failure, FALLBACK_TEXTS.verifyCode))
      setDigits(emptyOtp())
      setBusy(false)
    }
  }

  const resend = async () => {
    setError('')
    try {
      await resendOtp({ email })
      setDigits(emptyOtp())
      countdown.restart()
      toast.success(ACCOUNT_MESSAGES.codeResent, { autoClose: TOAST_AUTH_MS })
    } catch (failure) {
      setError(errorMessage(failure, FALLBACK_TEXTS.resendCode))
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void verify(digits.join(''))
  }

  return (
    <AuthCard
      title="Verify Your Email"
      subtitle={
        <>
          Enter the {OTP_LENGTH}-digit code we sent to{' '}
          <strong className="text-slate-900">{email}</strong>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <OtpInput
          digits={digits}
          onChange={setDigits}
          onComplete={(code) => void verify(code)}
          disabled={busy}
          error={error}
        />
        <Button type="submit" className="w-full" busy={busy} busyText="Verifying...">
          Verify Email
        </Button>
      </form>
      <ResendCode countdown={countdown} onResend={resend} />
    </AuthCard>
  )
}
