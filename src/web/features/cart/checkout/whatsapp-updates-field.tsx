// The checkout's ask for order updates on WhatsApp: a consent the shopper gives by ticking it,
// or, when they already have, a line saying where to turn it off.
import type { UseFormRegister } from 'react-hook-form'
import { Link } from 'react-router'
import { fetchPreferences } from '#web/lib/preferences-api.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import type { CheckoutFormValues } from './checkout-form.ts'

export function WhatsAppUpdatesField({
  register,
}: {
  register: UseFormRegister<CheckoutFormValues>
}) {
  const { data } = useApiQuery('/user/preferences', fetchPreferences, { what: 'preferences' })
  if (data?.whatsappUpdates) {
    return (
      <p className="text-sm text-slate-600 sm:col-span-2">
        Order updates go to your order's phone number on WhatsApp.{' '}
        <Link to="/dashboard?tab=profile" className="text-brand-700 underline">
          Turn them off
        </Link>
      </p>
    )
  }
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-800 sm:col-span-2">
      <input
        type="checkbox"
        className="h-4 w-4 accent-brand-600"
        {...register('whatsappUpdates')}
      />
      Send me order updates on WhatsApp
    </label>
  )
}
