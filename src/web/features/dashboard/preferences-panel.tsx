// The profile's "Updates and offers": each purpose the shopper may agree to, given or withdrawn in
// one tap that takes effect at once.
import { useState } from 'react'
import {
  CONSENT_HINTS,
  CONSENT_LABELS,
  CONSENT_PURPOSES,
  type ConsentPurpose,
  PREFERENCES_SAVED,
} from '#domain/consents.ts'
import { errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.tsx'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { fetchPreferences, savePreferences } from '#web/lib/preferences-api.ts'

const FAILED = 'Could not save your choice. Please try again.'

export function PreferencesPanel() {
  const query = useApiQuery('/user/preferences', fetchPreferences, { what: 'preferences' })
  const [saving, setSaving] = useState<ConsentPurpose | null>(null)

  // The box moves as it is tapped, and back if the choice could not be saved.
  async function change(purpose: ConsentPurpose, granted: boolean) {
    setSaving(purpose)
    query.setData((now) => ({ ...now, [purpose]: granted }))
    try {
      const saved = await savePreferences({ [purpose]: granted })
      query.setData(() => saved)
      toast.success(PREFERENCES_SAVED)
    } catch (error) {
      query.setData((now) => ({ ...now, [purpose]: !granted }))
      toast.error(errorMessage(error, FAILED))
    } finally {
      setSaving(null)
    }
  }

  return (
    <section
      aria-labelledby="updates-and-offers"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="updates-and-offers" className="text-lg font-semibold text-slate-900">
        Updates and offers
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        Order mails always come. These are extra, each only if you want it, and stop the moment you
        untick them.
      </p>
      {query.error !== undefined && !query.data ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Could not load your choices.
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {CONSENT_PURPOSES.map((purpose) => (
            <li
              key={purpose}
              className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-300 has-[:checked]:bg-brand-50"
            >
              <input
                id={`${purpose}-choice`}
                type="checkbox"
                className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-brand-600"
                checked={query.data?.[purpose] ?? false}
                disabled={!query.data || saving !== null}
                onChange={(event) => void change(purpose, event.target.checked)}
                aria-describedby={`${purpose}-hint`}
              />
              <div>
                {/* The hint stays outside the label, so the box is named by its purpose alone. */}
                <label
                  htmlFor={`${purpose}-choice`}
                  className="block cursor-pointer font-medium text-slate-900"
                >
                  {CONSENT_LABELS[purpose]}
                </label>
                <p id={`${purpose}-hint`} className="text-sm text-slate-600">
                  {CONSENT_HINTS[purpose]}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
