import type { ChangeEvent } from 'react'
import { CouponCreateSchema } from '#domain/coupon/requests.ts'
import type { ApiCoupon } from '#domain/coupon/responses.ts'
import {
  COUPON_CODE_MAX,
  COUPON_CREATED,
  COUPON_DESCRIPTION_MAX,
  COUPON_UPDATED,
} from '#domain/coupon/rules.ts'
import { Button } from '#web/components/ui/button.tsx'
import { SelectField, TextAreaField } from '#web/components/ui/choice-fields.tsx'
import { Modal } from '#web/components/ui/modal.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { useZodFormAsTyped } from '#web/lib/use-zod-form.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { createCoupon, updateCoupon } from './coupon-api.ts'
import { CouponRulesFields } from './coupon-rules-fields.tsx'
import { TYPE_OPTIONS } from './coupon-labels.ts'

interface CouponFormProps {
  /** The coupon being edited, or null to add one. */
  coupon: ApiCoupon | null
  onClose(): void
  onSaved(coupon: ApiCoupon): void
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n))

/** Shows the code upper-case as it is typed, keeping the caret where it was. */
function upperCase(event: ChangeEvent<HTMLInputElement>) {
  const input = event.target
  const { selectionStart, selectionEnd } = input
  input.value = input.value.toUpperCase()
  input.setSelectionRange(selectionStart, selectionEnd)
}

const FIELD_ORDER = [
  'code',
  'type',
  'value',
  'minCartValue',
  'maxUsage',
  'description',
  'validFrom',
  'validUntil',
  'perCustomerLimit',
  'maxDiscount',
  'categories',
] as const

export function CouponForm({ coupon, onClose, onSaved }: CouponFormProps) {
  const editing = coupon !== null
  const form = useZodFormAsTyped(CouponCreateSchema, {
    defaultValues: {
      code: coupon?.code ?? '',
      type: coupon?.type ?? 'flat',
      value: text(coupon?.value),
      minCartValue: text(coupon?.minCartValue),
      maxUsage: text(coupon?.maxUsage),
      description: coupon?.description ?? '',
      validFrom: coupon?.validFrom ?? '',
      validUntil: coupon?.validUntil ?? '',
      perCustomerLimit: text(coupon?.perCustomerLimit),
      maxDiscount: text(coupon?.maxDiscount),
      categories: coupon?.categories ?? [],
      firstOrderOnly: coupon?.firstOrderOnly ?? false,
      showInCart: coupon?.showInCart ?? false,
    },
  })
  const { register, formState, watch } = form
  const errors = formState.errors
  const code = register('code')

  const save = form.handleSubmit(
    async (values) => {
      try {
        const { code: _code, type, value: _value, minCartValue: _minimum, ...rules } = values
        const saved = coupon
          ? await updateCoupon(coupon._id, {
              ...rules,
              // A cap left in the form after switching to flat is not sent.
              maxDiscount: type === 'percentage' ? rules.maxDiscount : null,
              isActive: coupon.isActive,
            })
          : await createCoupon({
              ...values,
              maxDiscount: type === 'percentage' ? values.maxDiscount : null,
            })
        window.alert(editing ? COUPON_UPDATED : COUPON_CREATED)
        onSaved(saved)
      } catch (error) {
        window.alert(errorMessage(error, FALLBACK_TEXTS.saveCoupon))
      }
    },
    // Each rule of the admin coupon form is an alert; the topmost broken field's is shown.
    (found) => {
      const first = FIELD_ORDER.find((field) => found[field])
      window.alert(first && found[first]?.message)
    },
  )

  return (
    <Modal title={editing ? 'Edit Coupon' : 'Add New Coupon'} onClose={onClose}>
      <form onSubmit={save} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Coupon Code"
          maxLength={COUPON_CODE_MAX}
          autoComplete="off"
          placeholder="e.g. SAVE20"
          error={errors.code?.message}
          className="sm:col-span-2"
          {...code}
          onChange={(event) => {
            upperCase(event)
            return code.onChange(event)
          }}
          disabled={editing}
        />
        <SelectField
          label="Discount Type"
          options={TYPE_OPTIONS}
          error={errors.type?.message}
          {...register('type')}
          disabled={editing}
        />
        <TextField
          label={watch('type') === 'percentage' ? 'Discount Value (%)' : 'Discount Value (₹)'}
          type="number"
          inputMode="decimal"
          min={1}
          error={errors.value?.message}
          {...register('value')}
          disabled={editing}
        />
        <TextField
          label="Min Cart Value (₹)"
          type="number"
          inputMode="decimal"
          min={0}
          placeholder="0"
          error={errors.minCartValue?.message}
          {...register('minCartValue')}
          disabled={editing}
        />
        <TextField
          label="Max Usage (Optional)"
          type="number"
          inputMode="numeric"
          min={1}
          placeholder="Unlimited"
          error={errors.maxUsage?.message}
          {...register('maxUsage')}
        />
        <CouponRulesFields form={form} />
        <TextAreaField
          label="Description (Optional)"
          rows={3}
          maxLength={COUPON_DESCRIPTION_MAX}
          hint={`${(watch('description') ?? '').length}/${COUPON_DESCRIPTION_MAX}`}
          error={errors.description?.message}
          className="sm:col-span-2"
          {...register('description')}
        />
        <div className="flex justify-end gap-3 sm:col-span-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={formState.isSubmitting} busyText="Saving...">
            {editing ? 'Update Coupon' : 'Create Coupon'}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
