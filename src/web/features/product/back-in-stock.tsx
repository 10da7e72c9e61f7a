import { BellRing } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { useAuth } from '#web/state/auth-provider.tsx'
import { askForStockAlert } from './stock-alert-api.ts'

type Asking = { state: 'idle' | 'sending' } | { state: 'asked' | 'failed'; message: string }

/**
 * For a sold-out option: one press to be mailed when it is back, at the account's address or at
 * one the shopper types. Drawn anew for each option (its `key`), so an answer never outlives it.
 */
export function BackInStock({ productId, variantId }: { productId: string; variantId: string }) {
  const { user } = useAuth()
  const [email, setEmail] = useState('')
  const [asking, setAsking] = useState<Asking>({ state: 'idle' })
  const emailId = useId()

  if (asking.state === 'asked') {
    return (
      <p role="status" className="flex items-center gap-2 font-medium text-green-700">
        <BellRing aria-hidden className="h-5 w-5" /> {asking.message}
      </p>
    )
  }

  const ask = async (event: FormEvent) => {
    event.preventDefault()
    setAsking({ state: 'sending' })
    try {
      const { message } = await askForStockAlert(productId, {
        variantId,
        email: user ? undefined : email,
      })
      setAsking({ state: 'asked', message })
    } catch (error) {
      setAsking({ state: 'failed', message: errorMessage(error, FALLBACK_TEXTS.stockAlert) })
    }
  }

  return (
    <form onSubmit={ask} aria-label="Tell me when it's back" className="grid gap-2">
      <p className="text-sm text-slate-700">
        {user
          ? `Sold out for now. We can email ${user.email} once when it is back.`
          : 'Sold out for now. Leave your email and we will write once when it is back.'}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        {!user && (
          <label htmlFor={emailId} className="grow text-sm font-medium text-slate-700">
            Email
            <input
              id={emailId}
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5"
            />
          </label>
        )}
        <Button type="submit" busy={asking.state === 'sending'} busyText="Sending...">
          <BellRing aria-hidden className="h-5 w-5" /> Notify me
        </Button>
      </div>
      {asking.state === 'failed' && (
        <p role="alert" className="text-sm text-red-600">
          {asking.message}
        </p>
      )}
    </form>
  )
}
