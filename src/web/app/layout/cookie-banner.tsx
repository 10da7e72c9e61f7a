import { Cookie, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { COOKIE_BANNER_DELAY_MS } from '#domain/limits.ts'
import { type ConsentChoice, readConsent, saveConsent } from './cookie-consent-state.ts'

/** Asks once for cookie consent, a second after load; closing it asks again next visit. */
export function CookieBanner() {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (readConsent(localStorage)) return
    const timer = setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])
  if (!visible) return null

  const choose = (choice: ConsentChoice) => {
    saveConsent(localStorage, choice)
    setVisible(false)
  }

  return (
    <section
      role="region"
      aria-label="Cookie consent"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl sm:inset-x-6"
    >
      <button
        type="button"
        onClick={() => setVisible(false)}
        aria-label="Close cookie banner"
        className="absolute top-3 right-3 rounded-full p-1 text-slate-500 hover:bg-slate-100"
      >
        <X aria-hidden className="h-5 w-5" />
      </button>
      <div className="flex gap-3 pr-6">
        <Cookie aria-hidden className="h-6 w-6 shrink-0 text-brand-600" />
        <p className="text-sm text-slate-700">
          We use necessary cookies to keep you signed in and your cart saved. With your permission
          we also use functional, analytics and marketing cookies. Read our{' '}
          <Link to="/privacy" className="font-medium text-brand-700 underline">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={() => choose('necessary-only')}
          className="rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
        >
          Necessary Only
        </button>
        <button
          type="button"
          onClick={() => choose('accepted')}
          className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
        >
          Accept All Cookies
        </button>
      </div>
    </section>
  )
}
