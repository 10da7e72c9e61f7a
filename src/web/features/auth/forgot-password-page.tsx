import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { REDIRECT_AFTER_FORM_MS } from '#domain/limits.ts'
import { ACCOUNT_MESSAGES, EmailOnlySchema } from '#domain/account.ts'
import { Button } from '#web/components/ui/button.tsx'
import { FieldError } from '#web/components/ui/form-field.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { useZodForm } from '#web/lib/use-zod-form.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { forgotPassword } from './auth-api.ts'
import { AuthCard } from './auth-card.tsx'

export function ForgotPasswordPage() {
  const navigate = useNavigate()
  const [sent, setSent] = useState(false)
  const [failure, setFailure] = useState('')
  const { register, handleSubmit, formState } = useZodForm(EmailOnlySchema)

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure('')
    try {
      await forgotPassword({ email })
      setSent(true)
      setTimeout(
        () => void navigate('/reset-password', { state: { email } }),
        REDIRECT_AFTER_FORM_MS,
      )
    } catch (error) {
      setFailure(errorMessage(error, FALLBACK_TEXTS.forgotPassword))
    }
  })

  return (
    <AuthCard title="Forgot Password" subtitle="We'll email you a code to reset your password">
      {sent ? (
        <p role="status" className="rounded-lg bg-green-50 p-4 text-center text-green-800">
          {ACCOUNT_MESSAGES.resetCodeSent} Redirecting...
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <TextField
            label="Email Address"
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <FieldError message={failure} />
          <Button
            type="submit"
            className="w-full"
            busy={formState.isSubmitting}
            busyText="Sending..."
          >
            Send Reset OTP
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          Back to login
        </Link>
      </p>
    </AuthCard>
  )
}
