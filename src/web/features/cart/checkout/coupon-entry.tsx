import { Tag, X } from 'lucide-react'
import { type FormEvent, type ReactNode, useState } from 'react'
import { toast } from '#web/lib/toast.tsx'
import { CouponCodeSchema } from '#domain/coupon/requests.ts'
import type { ValidatedCoupon } from '#domain/coupon/responses.ts'
import { COUPON_APPLIED, COUPON_CODE_MAX } from '#domain/coupon/rules.ts'
import { formatApiRupees } from '#domain/money.ts'
import type { OrderLine } from '#domain/order/order-lines.ts'
import { Button } from '#web/components/ui/button.tsx'
import { FormField } from '#web/components/ui/form-field.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { validateCoupon } from './checkout-api.ts'
import { CouponOffers } from './coupon-offers.tsx'

interface CouponEntryProps {
  subtotal: number
  /** The cart's lines, which the server prices to judge the coupon. */
  items: OrderLine[]
  coupon: ValidatedCoupon | null
  /** Why the cart, as it is now, no longer qualifies for the applied coupon. */
  refusal: string | null
  onChange(coupon: ValidatedCoupon | null): void
  /**
   * What follows the code (the cart's checkout button), above the offers: they arrive after the
   * page is drawn, and above it they would move the button from under a shopper's tap.
   */
  children?: ReactNode
}

export function CouponEntry({
  subtotal,
  items,
  coupon,
  refusal,
  onChange,
  children,
}: CouponEntryProps) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const apply = async (typed: string) => {
    const parsed = CouponCodeSchema.safeParse(typed)
    if (!parsed.success) return setError(parsed.error.issues[0]?.message)
    setCode(parsed.data)
    setError(undefined)
    setBusy(true)
    try {
      const answer = await validateCoupon(parsed.data, subtotal, items)
      const { coupon: applied, discountAmount } = answer
      onChange(applied)
      setCode('')
      toast.success(`${COUPON_APPLIED}! You saved ${formatApiRupees(discountAmount)}`)
    } catch (err) {
      setError(errorMessage(err, FALLBACK_TEXTS.coupon))
    } finally {
      setBusy(false)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void apply(code)
  }

  return (
    <>
      {coupon ? (
        <AppliedCoupon coupon={coupon} refusal={refusal} onRemove={() => onChange(null)} />
      ) : (
        <form onSubmit={submit} noValidate>
          <FormField label="Coupon code" error={error}>
            {(control) => (
              <div className="flex gap-2">
                <input
                  {...control}
                  value={code}
                  onChange={(e) => setCode(e.target.value.toUpperCase())}
                  maxLength={COUPON_CODE_MAX}
                  autoComplete="off"
                  placeholder="e.g. WELCOME10"
                  className={`min-w-0 flex-1 rounded-lg border bg-white px-3 py-2 uppercase placeholder:normal-case focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none ${error ? 'border-red-500' : 'border-slate-300'}`}
                />
                <Button type="submit" variant="secondary" busy={busy} busyText="Applying...">
                  Apply
                </Button>
              </div>
            )}
          </FormField>
        </form>
      )}
      {children}
      {!coupon && <CouponOffers busy={busy} onApply={(offered) => void apply(offered)} />}
    </>
  )
}

function AppliedCoupon({
  coupon,
  refusal,
  onRemove,
}: {
  coupon: ValidatedCoupon
  refusal: string | null
  onRemove(): void
}) {
  return (
    <div
      className={`rounded-lg border px-3 py-2 text-sm ${refusal ? 'border-amber-200 bg-amber-50 text-amber-900' : 'border-green-200 bg-green-50 text-green-800'}`}
    >
      <div className="flex items-center justify-between">
        <span className="flex items-center gap-2 font-medium">
          <Tag aria-hidden className="h-4 w-4" />
          {`${coupon.code} ${refusal ? 'not applied' : 'applied'}`}
        </span>
        <button
          type="button"
          onClick={() => {
            onRemove()
            toast.info('Coupon removed')
          }}
          aria-label={`Remove coupon ${coupon.code}`}
          className={`rounded p-1 ${refusal ? 'hover:bg-amber-100' : 'hover:bg-green-100'}`}
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      </div>
      <p role="status" className="mt-1 empty:hidden">
        {refusal}
      </p>
    </div>
  )
}
