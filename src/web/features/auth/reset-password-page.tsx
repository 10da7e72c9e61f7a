import { type FormEvent, useRef, useState } from 'react'
import type { FieldErrors } from 'react-hook-form'
import { Link, Navigate, useLocation, useNavigate } from 'react-router'
import { toast } from '#web/lib/toast.tsx'
import {
  ACCOUNT_MESSAGES,
  type ResetPasswordForm as ResetPasswordValues,
  ResetPasswordFormSchema,
  TOAST_AUTH_MS,
} from '#domain/account.ts'
import { REDIRECT_AFTER_FORM_MS } from '#domain/limits.ts'
import { OTP_LENGTH, OTP_MESSAGES } from '#domain/one-time-code.ts'
import { Button } from '#web/components/ui/button.tsx'
import { emptyOtp, OtpInput, type OtpInputHandle } from '#web/components/ui/otp-input.tsx'
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
  const [done, setDone] = useState(false)
  const otpBoxes = useRef<OtpInputHandle>(null)
  // The code is one of the form's fields, so a press judges it with the passwords and names every
  // problem at once; the cursor goes to the first one on screen, which may be the code's boxes.
  const { register, handleSubmit, formState, setValue, setError, clearErrors, setFocus } =
    useZodForm(ResetPasswordFormSchema, {
      defaultValues: { otp: '', newPassword: '', confirmPassword: '' },
      shouldFocusError: false,
    })
  const otpError = formState.errors.otp?.message

  const typeCode = (next: string[]) => {
    setDigits(next)
    const code = next.join('')
    setValue('otp', code)
    // Completing the code settles "enter all 6 digits"; a refusal from the server stays until the
    // next press, as it concerns the code that was sent.
    if (code.length === OTP_LENGTH && otpError === OTP_MESSAGES.incompleteReset) clearErrors('otp')
  }

  const focusFirstProblem = (errors: FieldErrors<ResetPasswordValues>) => {
    if (errors.otp) otpBoxes.current?.focus()
    else setFocus(errors.newPassword ? 'newPassword' : 'confirmPassword')
  }

  const reset = async ({ otp, newPassword }: ResetPasswordValues) => {
    try {
      await resetPassword({ email, otp, newPassword })
      setDone(true)
      toast.success(`${ACCOUNT_MESSAGES.passwordReset}! Redirecting to login...`, {
        autoClose: TOAST_AUTH_MS,
      })
      setTimeout(() => void navigate('/login', { replace: true }), REDIRECT_AFTER_FORM_MS)
    } catch (error) {
      typeCode(emptyOtp())
      setError('otp', {
        type: 'server',
        message: errorMessage(error, FALLBACK_TEXTS.resetPassword),
      })
    }
  }
  const onSubmit = (event: FormEvent) => handleSubmit(reset, focusFirstProblem)(event)

  const resend = async () => {
    try {
      await forgotPassword({ email })
      typeCode(emptyOtp())
      countdown.restart()
      toast.success(ACCOUNT_MESSAGES.codeResent, { autoClose: TOAST_AUTH_MS })
    } catch (error) {
      setError('otp', { type: 'server', message: errorMessage(error, FALLBACK_TEXTS.resendCode) })
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
        <OtpInput ref={otpBoxes} digits={digits} onChange={typeCode} error={otpError} />
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
