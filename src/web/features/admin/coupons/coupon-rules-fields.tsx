// The coupon form's rules beside its discount: when, for whom, on what, and up to how much.
import type { UseFormReturn } from 'react-hook-form'
import type { CouponCreateInput } from '#domain/coupon/requests.ts'
import { MAX_USES_PER_SHOPPER } from '#domain/coupon/rules.ts'
import { CATEGORIES, CATEGORY_LABELS } from '#domain/product/catalogue.ts'
import { FieldGroup } from '#web/components/ui/form-field.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'

const CHOICE =
  'flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-300 has-[:checked]:bg-brand-50'

export function CouponRulesFields({ form }: { form: UseFormReturn<CouponCreateInput> }) {
  const { register, formState, watch } = form
  const errors = formState.errors
  return (
    <>
      <TextField
        label="Starts On (Optional)"
        type="date"
        hint="India time, from midnight"
        error={errors.validFrom?.message}
        {...register('validFrom')}
      />
      <TextField
        label="Ends On (Optional)"
        type="date"
        hint="India time, until midnight"
        error={errors.validUntil?.message}
        {...register('validUntil')}
      />
      <TextField
        label="Uses Per Shopper (Optional)"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_USES_PER_SHOPPER}
        placeholder="Unlimited"
        error={errors.perCustomerLimit?.message}
        {...register('perCustomerLimit')}
      />
      {watch('type') === 'percentage' && (
        <TextField
          label="Max Discount (₹, Optional)"
          type="number"
          inputMode="decimal"
          min={1}
          placeholder="No cap"
          error={errors.maxDiscount?.message}
          {...register('maxDiscount')}
        />
      )}
      <div className="sm:col-span-2">
        <FieldGroup legend="Applies To">
          <p className="mb-2 text-xs text-slate-500">
            None ticked: the whole cart. Ticked: only those lines are discounted.
          </p>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {CATEGORIES.map((category) => (
              <label key={category} className={CHOICE}>
                <input
                  type="checkbox"
                  value={category}
                  className="h-4 w-4 accent-brand-600"
                  {...register('categories')}
                />
                {CATEGORY_LABELS[category]}
              </label>
            ))}
          </div>
        </FieldGroup>
      </div>
      <label className={CHOICE}>
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-600"
          {...register('firstOrderOnly')}
        />
        First order only
      </label>
      <label className={CHOICE}>
        <input type="checkbox" className="h-4 w-4 accent-brand-600" {...register('showInCart')} />
        Show in the cart&apos;s offers
      </label>
    </>
  )
}
