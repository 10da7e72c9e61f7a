import { Tag, X } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { toast } from 'react-toastify'
import { formatApiRupees } from '#domain/money.ts'
import { CouponCodeSchema } from '#domain/schemas/checkout.ts'
import { Button } from '#web/components/ui/button.tsx'
import { FieldError } from '#web/components/ui/form-field.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { type AppliedCoupon, validateCoupon } from './checkout-api.ts'

interface CouponEntryProps {
  subtotal: number
  coupon: AppliedCoupon | null
  onChange(coupon: AppliedCoupon | null): void
}

export function CouponEntry({ subtotal, coupon, onChange }: CouponEntryProps) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const id = useId()

  if (coupon) {
    return (
      <div className="flex items-center justify-between rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
        <span className="flex items-center gap-2 font-medium">
          <Tag aria-hidden className="h-4 w-4" /> {coupon.code} applied
        </span>
        <button
          type="button"
          onClick={() => {
            onChange(null)
            toast.info('Coupon removed')
          }}
          aria-label={`Remove coupon ${coupon.code}`}
          className="rounded p-1 hover:bg-green-100"
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      </div>
    )
  }

  const apply = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = CouponCodeSchema.safeParse(code)
    if (!parsed.success) return setError(parsed.error.issues[0]?.message)
    setError(undefined)
    setBusy(true)
    try {
      const applied = await validateCoupon(parsed.data, subtotal)
      onChange(applied)
      setCode('')
      toast.success(`Coupon applied! You saved ${formatApiRupees(applied.discountAmount)}`)
    } catch (err) {
      setError(errorMessage(err, 'Invalid coupon code'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={apply} noValidate>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          maxLength={20}
          autoComplete="off"
          placeholder="e.g. WELCOME10"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`min-w-0 flex-1 rounded-lg border bg-white px-3 py-2 uppercase placeholder:normal-case focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none ${error ? 'border-red-500' : 'border-slate-300'}`}
        />
        <Button type="submit" variant="secondary" busy={busy} busyText="Applying...">
          Apply
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </form>
  )
}
