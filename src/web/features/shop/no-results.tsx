import { useId, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { phoneShopPath } from '#domain/product/phone-model-rules.ts'
import { usePhoneModels } from '#web/components/phone/phone-models-api.ts'
import { PhonePicker } from '#web/components/phone/phone-picker.tsx'
import { countOf } from '#web/lib/format.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { choosePhone, type PhoneChoice } from '#web/state/phone-choice.ts'
import { fetchNearest, nearestUrl } from './shop-api.ts'

/**
 * The shop's "No Products Found": the nearest searches that find something, and the phone finder,
 * or, when the shop shows one phone's products, the way to every phone's.
 */
export function NoResults({
  search,
  phone,
  shopPath,
  onClear,
  onAnyPhone,
}: {
  search: string
  phone: PhoneChoice | null
  /** Where a nearest search is shown: the shop, or the phone's own. */
  shopPath: string
  onClear: () => void
  onAnyPhone: () => void
}) {
  const nearest = useApiQuery(
    search ? nearestUrl(search, phone?.slug) : null,
    (signal) => fetchNearest(search, phone?.slug, signal),
    { what: 'nearest searches', server: true, keepPrevious: false },
  )
  const searches = nearest.data?.searches ?? []
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 px-4 py-16 text-center">
      <h2 className="text-xl font-semibold text-slate-900">No Products Found</h2>
      <p className="mt-2 text-slate-600">Try adjusting your search or filters</p>
      {searches.length > 0 && (
        <nav aria-labelledby="nearest-searches" className="mt-6">
          <h3 id="nearest-searches" className="font-medium text-slate-900">
            Did you mean
          </h3>
          <ul className="mt-2 flex flex-wrap justify-center gap-2">
            {searches.map(({ search: nearer, count }) => (
              <li key={nearer}>
                <Link
                  to={`${shopPath}?${new URLSearchParams({ q: nearer })}`}
                  className="block rounded-full bg-white px-4 py-1.5 font-medium text-brand-700 ring-1 ring-slate-200 hover:bg-slate-50"
                >
                  {nearer}{' '}
                  <span className="text-sm font-normal text-slate-600">
                    ({countOf(count, 'product')})
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {phone ? (
        <p className="mt-6 text-slate-600">
          Only what fits {phone.model} is shown.{' '}
          <button
            type="button"
            onClick={onAnyPhone}
            className="font-medium text-brand-700 underline hover:text-brand-800"
          >
            Search every phone
          </button>
        </p>
      ) : (
        <PhoneFinder />
      )}
      <button
        type="button"
        onClick={onClear}
        className="mt-6 rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
      >
        Clear Filters
      </button>
    </div>
  )
}

/** "Find for my phone" where nothing was found: the shop for the phone chosen. */
function PhoneFinder() {
  const { models } = usePhoneModels(true)
  const navigate = useNavigate()
  const [model, setModel] = useState<PhoneChoice | null>(null)
  const headingId = useId()
  return (
    <form
      aria-labelledby={headingId}
      className="mx-auto mt-6 max-w-sm rounded-xl bg-white p-4 text-left ring-1 ring-slate-200"
      onSubmit={(event) => {
        event.preventDefault()
        if (!model) return
        choosePhone(model)
        void navigate(phoneShopPath(model.slug))
      }}
    >
      <h3 id={headingId} className="mb-3 font-medium text-slate-900">
        Find for my phone
      </h3>
      <PhonePicker models={models} chosen={model} onChoose={setModel} />
      <button
        type="submit"
        disabled={!model}
        className="mt-3 w-full rounded-lg border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-400"
      >
        {model ? `Show what fits ${model.model}` : 'Show what fits'}
      </button>
    </form>
  )
}
