import { ChevronDown, Smartphone, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { phoneShopPath } from '#domain/product/phone-model-rules.ts'
import { useDismiss } from '#web/lib/use-dismiss.ts'
import { choosePhone, type PhoneChoice, usePhoneChoice } from '#web/state/phone-choice.ts'
import { usePhoneModels } from './phone-models-api.ts'
import { PhonePicker } from './phone-picker.tsx'

const PHONE_SHOP = '/shop/phone/'

/** The shop's search and filters, for the same view of another phone's shop, from its first page. */
function sameView(search: string): string {
  const params = new URLSearchParams(search)
  params.delete('page')
  return params.size > 0 ? `?${params}` : ''
}

/**
 * "Find for my phone", in the header of every page: a maker, then one of its models, kept for the
 * next visit. Every page follows the choice where it stands (the shop lists what fits, a card says
 * "Fits", a product page picks the phone's variant); the shop for one phone moves to the new one's.
 */
export function PhoneChooser() {
  const phone = usePhoneChoice()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const ref = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  // A kept phone is checked against the list, which staff may have changed since.
  const { models, error } = usePhoneModels(open || phone !== null)
  const known = models?.some((m) => m.slug === phone?.slug)

  useEffect(() => {
    if (models && phone && !known) choosePhone(null)
  }, [models, phone, known])
  useDismiss(ref, open, () => {
    setOpen(false)
    if (ref.current?.contains(document.activeElement)) button.current?.focus()
  })

  // Picked as the select changes, so nothing moves away while arrow keys go through the list.
  const pick = (model: PhoneChoice) => {
    choosePhone(model)
    if (pathname.startsWith(PHONE_SHOP))
      void navigate(phoneShopPath(model.slug) + sameView(search), { replace: true })
  }
  const clear = () => {
    choosePhone(null)
    setOpen(false)
    if (pathname.startsWith(PHONE_SHOP)) void navigate(`/shop${sameView(search)}`)
  }

  return (
    <div ref={ref} className="relative shrink-0">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-2.5 py-2.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
      >
        <Smartphone aria-hidden className="h-4 w-4 text-brand-600" />
        <span className="sr-only">Find for my phone: </span>
        <span className="max-w-[7.5rem] truncate">{phone?.model ?? 'My phone'}</span>
        <ChevronDown aria-hidden className="h-4 w-4 text-slate-500" />
      </button>
      {open && (
        <section
          id={panelId}
          aria-labelledby={`${panelId}-heading`}
          className="absolute right-0 z-50 mt-1 w-[min(20rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
        >
          <h2 id={`${panelId}-heading`} className="font-semibold text-slate-900">
            Find for my phone
          </h2>
          {error !== undefined && !models ? (
            <p role="alert" className="mt-2 text-sm text-red-600">
              Could not load phone models. Please try again.
            </p>
          ) : (
            <div className="mt-3">
              <PhonePicker models={models} chosen={phone} onChoose={pick} />
            </div>
          )}
          {phone && (
            <div className="mt-3 flex items-center justify-between gap-2">
              <Link
                to={phoneShopPath(phone.slug)}
                onClick={() => setOpen(false)}
                className="text-sm font-medium text-brand-700 hover:underline"
              >
                Shop for {phone.model}
              </Link>
              <button
                type="button"
                onClick={clear}
                className="flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
              >
                <X aria-hidden className="h-4 w-4" /> Any phone
              </button>
            </div>
          )}
        </section>
      )}
    </div>
  )
}
