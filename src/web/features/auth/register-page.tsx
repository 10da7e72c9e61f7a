import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { toast } from '#web/lib/toast.tsx'
import { ACCOUNT_MESSAGES, RegisterFormSchema, TOAST_AUTH_MS } from '#domain/account.ts'
import { REDIRECT_AFTER_FORM_MS } from '#domain/limits.ts'
import { Button } from '#web/components/ui/button.tsx'
import { PasswordField, TextField } from '#web/components/ui/text-field.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { useZodForm } from '#web/lib/use-zod-form.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { register as registerAccount } from './auth-api.ts'
import { AuthCard } from './auth-card.tsx'
import { GoogleButton } from './google-button.tsx'

export function RegisterPage() {
  const navigate = useNavigate()
  const [sent, setSent] = useState(false)
  const { register, handleSubmit, formState } = useZodForm(RegisterFormSchema)
  const errors = formState.errors

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    try {
      await registerAccount({ name, email, password })
      setSent(true)
      toast.success(ACCOUNT_MESSAGES.registered, { autoClose: TOAST_AUTH_MS })
      setTimeout(() => void navigate('/verify-otp', { state: { email } }), REDIRECT_AFTER_FORM_MS)
    } catch (error) {
      toast.error(errorMessage(error, FALLBACK_TEXTS.register), {
        autoClose: TOAST_AUTH_MS,
      })
    }
  })

  return (
    <AuthCard title="Create Account" subtitle="Join Kavach for faster checkout and order tracking">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Full Name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button
          type="submit"
          className="w-full"
          busy={formState.isSubmitting || sent}
          busyText="Creating Account..."
        >
          Create Account
        </Button>
      </form>
      <GoogleButton redirectTo="/" />
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  )
}
