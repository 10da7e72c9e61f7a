import { Mail } from 'lucide-react'
import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { toast } from '#web/lib/toast.tsx'
import {
  ACCOUNT_MESSAGES,
  LoginSchema,
  REDIRECT_AFTER_LOGIN_MS,
  TOAST_AUTH_MS,
} from '#domain/account.ts'
import { useAuth } from '#web/state/auth-provider.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { PasswordField, TextField } from '#web/components/ui/text-field.tsx'
import { ApiError, errorMessage } from '#web/lib/api-client.ts'
import { useZodForm } from '#web/lib/use-zod-form.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { login, resendOtp } from './auth-api.ts'
import { AuthCard } from './auth-card.tsx'
import { GoogleButton } from './google-button.tsx'
import { redirectTarget } from './redirect-target.ts'

export function LoginPage() {
  const { setUser } = useAuth()
  const navigate = useNavigate()
  const location = useLocation()
  const target = redirectTarget(location.state)
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useZodForm(LoginSchema)

  const onSubmit = handleSubmit(async (input) => {
    setUnverifiedEmail(null)
    try {
      const user = await login(input)
      setUser(user)
      toast.success(`${ACCOUNT_MESSAGES.signedIn}! Redirecting...`, { autoClose: TOAST_AUTH_MS })
      setTimeout(() => void navigate(target, { replace: true }), REDIRECT_AFTER_LOGIN_MS)
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) setUnverifiedEmail(input.email)
      toast.error(errorMessage(error, FALLBACK_TEXTS.login), {
        autoClose: TOAST_AUTH_MS,
      })
    }
  })

  const verifyNow = async (email: string) => {
    try {
      await resendOtp({ email })
      toast.success(ACCOUNT_MESSAGES.codeResent, { autoClose: TOAST_AUTH_MS })
    } catch (error) {
      toast.error(errorMessage(error, FALLBACK_TEXTS.resendCode), { autoClose: TOAST_AUTH_MS })
    }
    await navigate('/verify-otp', { state: { email } })
  }

  return (
    <AuthCard title="Welcome Back" subtitle="Sign in to your Kavach account">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <div className="text-right">
          <Link
            to="/forgot-password"
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Forgot Password?
          </Link>
        </div>
        {unverifiedEmail && (
          <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            <p>Your email is not verified yet.</p>
            <button
              type="button"
              onClick={() => void verifyNow(unverifiedEmail)}
              className="mt-1 inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
            >
              <Mail aria-hidden className="h-4 w-4" /> Send a new code and verify
            </button>
          </div>
        )}
        <Button
          type="submit"
          className="w-full"
          busy={formState.isSubmitting}
          busyText="Signing In..."
        >
          Sign In
        </Button>
      </form>
      <GoogleButton redirectTo={target} />
      <p className="mt-6 text-center text-sm text-slate-600">
        Don&apos;t have an account?{' '}
        <Link to="/register" className="font-medium text-brand-700 hover:underline">
          Sign up
        </Link>
      </p>
    </AuthCard>
  )
}
