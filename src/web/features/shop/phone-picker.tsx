import { Smartphone, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { PhoneModel } from '#domain/product/phone-model.ts'
import { SelectField } from '#web/components/ui/choice-fields.tsx'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { choosePhone, usePhoneChoice } from '#web/state/phone-choice.ts'
import { fetchPhoneModels } from './shop-api.ts'

/** "Find for my phone": a maker, then one of its models; the choice is kept for the next visit. */
export function PhonePicker() {
  const query = useApiQuery('/phone-models', fetchPhoneModels, { what: 'phone models' })
  const phone = usePhoneChoice()
  // The maker picked here, else the chosen phone's, which arrives after a server-drawn page hydrates.
  const [picked, setMaker] = useState<string>()
  const maker = picked ?? phone?.brand ?? ''
  // Models nothing fits would only lead to an empty shop; the shopper's own stays listed.
  const models = (query.data ?? []).filter((m) => m.productCount > 0 || m.slug === phone?.slug)
  const makers = [...new Set(models.map((m) => m.brand))]
  const known = query.data?.some((m) => m.slug === phone?.slug)

  useEffect(() => {
    if (query.data && phone && !known) choosePhone(null)
  }, [query.data, phone, known])

  const pick = (model: PhoneModel | undefined) =>
    choosePhone(model ? { brand: model.brand, model: model.model, slug: model.slug } : null)
  const reset = () => {
    setMaker('')
    choosePhone(null)
  }

  return (
    <section
      aria-labelledby="find-for-my-phone"
      className="rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 id="find-for-my-phone" className="flex items-center gap-2 font-semibold text-slate-900">
        <Smartphone aria-hidden className="h-5 w-5 text-brand-600" /> Find for my phone
      </h2>
      <div className="mt-3 grid grid-cols-2 items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <SelectField
          label="Phone maker"
          value={maker}
          disabled={!query.data}
          onChange={(e) => {
            setMaker(e.target.value)
            if (phone) choosePhone(null)
          }}
          options={[
            { value: '', label: 'Any maker' },
            ...makers.map((b) => ({ value: b, label: b })),
          ]}
        />
        <SelectField
          label="Phone model"
          value={phone?.slug ?? ''}
          disabled={!maker}
          onChange={(e) => pick(models.find((m) => m.slug === e.target.value))}
          options={[
            { value: '', label: 'Choose a model' },
            ...models
              .filter((m) => m.brand === maker)
              .map((m) => ({ value: m.slug, label: m.model })),
          ]}
        />
        {(phone || maker) && (
          <button
            type="button"
            onClick={reset}
            className="col-span-2 flex items-center justify-center gap-1 rounded-lg border border-slate-300 px-4 py-2.5 font-medium text-slate-700 hover:bg-slate-50 sm:col-span-1"
          >
            <X aria-hidden className="h-4 w-4" /> Any phone
          </button>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-600" aria-live="polite">
        {phone ? `Showing what fits ${phone.model}.` : ''}
      </p>
    </section>
  )
}
