import { Plus } from 'lucide-react'
import { useId, useState } from 'react'
import { phoneModelMatches } from '#domain/product/phone-model-rules.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { fetchModels } from './products-api.ts'

const SHOWN = 8

interface PhoneModelPickerProps {
  /** The models the option already names, which aren't offered again. */
  chosen: string[]
  onPick(name: string): void
}

/**
 * Finds a phone model from the list staff keep, by brand, series, name or alias, and adds it to
 * the "Phone model" option's values. Inactive models aren't offered: old variants keep theirs.
 */
export function PhoneModelPicker({ chosen, onPick }: PhoneModelPickerProps) {
  const models = useApiQuery('/admin/phone-models', fetchModels, { what: 'phone models' })
  const [search, setSearch] = useState('')
  const listId = useId()
  const matches =
    search.trim() === ''
      ? []
      : (models.data ?? [])
          .filter((m) => m.active && !chosen.includes(m.name) && phoneModelMatches(m, search))
          .slice(0, SHOWN)

  return (
    <div className="col-span-2 sm:col-start-2">
      <label className="block text-sm font-medium text-slate-700">
        Find a phone model
        <input
          type="search"
          value={search}
          placeholder="Name, alias or model number, e.g. SM-S721"
          aria-controls={listId}
          onChange={(e) => setSearch(e.target.value)}
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-normal focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
        />
      </label>
      <ul id={listId} aria-label="Matching phone models" className="mt-2 flex flex-wrap gap-1.5">
        {matches.map((model) => (
          <li key={model.id}>
            <button
              type="button"
              aria-label={`Add ${model.name}`}
              onClick={() => {
                onPick(model.name)
                setSearch('')
              }}
              className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 px-2.5 py-1 text-sm text-brand-800 hover:bg-brand-100"
            >
              <Plus aria-hidden className="h-3.5 w-3.5" />
              {model.name}
              <span className="text-xs text-slate-500">{model.brand}</span>
            </button>
          </li>
        ))}
      </ul>
      {search.trim() !== '' && models.data && matches.length === 0 && (
        <p className="mt-1 text-sm text-slate-500">
          No active phone model matches; add it in the Phone Models tab.
        </p>
      )}
    </div>
  )
}
