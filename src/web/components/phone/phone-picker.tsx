import { useState } from 'react'
import type { PhoneModel } from '#domain/product/phone-model.ts'
import { SelectField } from '#web/components/ui/choice-fields.tsx'
import type { PhoneChoice } from '#web/state/phone-choice.ts'

/**
 * A phone maker, then one of its models; `onChoose` hears each model chosen. Models nothing fits
 * are left out, as they would only lead to an empty shop, except the one chosen.
 */
export function PhonePicker({
  models,
  chosen,
  onChoose,
}: {
  /** Undefined while they load. */
  models: PhoneModel[] | undefined
  chosen: PhoneChoice | null
  onChoose: (model: PhoneChoice) => void
}) {
  const [picked, setMaker] = useState<string>()
  const maker = picked ?? chosen?.brand ?? ''
  const listed = (models ?? []).filter((m) => m.productCount > 0 || m.slug === chosen?.slug)
  const makers = [...new Set(listed.map((m) => m.brand))]
  return (
    <div className="grid gap-3">
      <SelectField
        label="Phone maker"
        value={maker}
        disabled={!models}
        onChange={(e) => setMaker(e.target.value)}
        options={[
          { value: '', label: models ? 'Choose a maker' : 'Loading...' },
          ...makers.map((b) => ({ value: b, label: b })),
        ]}
      />
      <SelectField
        label="Phone model"
        value={chosen?.brand === maker ? chosen.slug : ''}
        disabled={!maker}
        onChange={(e) => {
          const model = listed.find((m) => m.slug === e.target.value)
          if (model) onChoose({ brand: model.brand, model: model.model, slug: model.slug })
        }}
        options={[
          { value: '', label: 'Choose a model' },
          ...listed
            .filter((m) => m.brand === maker)
            .map((m) => ({ value: m.slug, label: m.model })),
        ]}
      />
    </div>
  )
}
