import { useState } from 'react'
import { Link, Navigate, useLocation, useNavigate } from 'react-router'
import { toast } from '#web/lib/toast.tsx'
import { ACCOUNT_MESSAGES, ResetPasswordFormSchema, TOAST_AUTH_MS } from '#domain/account.ts'
import { REDIRECT_AFTER_FORM_MS } from '#domain/limits.ts'
import { OTP_LENGTH, OTP_MESSAGES } from '#domain/one-time-code.ts'
import { Button } from '#web/components/ui/button.tsx'
import { emptyOtp, OtpInput } from '#web/components/ui/otp-input.tsx'
import { PasswordField } from '#web/components/ui/text-field.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { useZodForm } from '#web/lib/use-zod-form.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { forgotPassword, resetPassword } from './auth-api.ts'
import { AuthCard } from './auth-card.tsx'
import { ResendCode } from './resend-code.tsx'
import { useResendCountdown } from './use-resend-countdown.ts'

export function ResetPasswordPage() {
  const email = (useLocation().state as { email?: string } | null)?.email
  if (!email) return <Navigate to="/forgot-password" replace />
  return <ResetPasswordForm email={email} />
}

function ResetPasswordForm({ email }: { email: string }) {
  const navigate = useNavigate()
  const countdown = useResendCountdown()
  const [digits, setDigits] = useState(emptyOtp)
  const [otpError, setOtpError] = useState('')
  const [done, setDone] = useState(false)
  const { register, handleSubmit, formState } = useZodForm(ResetPasswordFormSchema)

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    const otp = digits.join('')
    if (otp.length !== OTP_LENGTH) return setOtpError(OTP_MESSAGES.incompleteReset)
    setOtpError('')
    try {
      await resetPassword({ email, otp, newPassword })
      setDone(true)
      toast.success(`${ACCOUNT_MESSAGES.passwordReset}! Redirecting to login...`, {
        autoClose: TOAST_AUTH_MS,
      })
      setTimeout(() => void navigate('/login', { replace: true }), REDIRECT_AFTER_FORM_MS)
    } catch (error) {
      setOtpError(errorMessage(error, FALLBACK_TEXTS.resetPassword))
      setDigits(emptyOtp())
    }
  })

  const resend = async () => {
    try {
      await forgotPassword({ email })
      setDigits(emptyOtp())
      countdown.restart()
      toast.success(ACCOUNT_MESSAGES.codeResent, { autoClose: TOAST_AUTH_MS })
    } catch (error) {
      setOtpError(errorMessage(error, FALLBACK_TEXTS.resendCode))
    }
  }

  return (
    <AuthCard
      title="Reset Password"
      subtitle={
        <>
          Enter the code sent to <strong className="text-slate-900">{email}</strong> and choose a
          new password
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <OtpInput digits={digits} onChange={setDigits} error={otpError} />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          error={formState.errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          error={formState.errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button
          type="submit"
          className="w-full"
          busy={formState.isSubmitting || done}
          busyText="Resetting..."
        >
          Reset Password
        </Button>
      </form>
      <ResendCode countdown={countdown} onResend={resend} />
      <p className="mt-4 text-center text-sm">
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          Back to login
        </Link>
      </p>
    </AuthCard>
  )
}
