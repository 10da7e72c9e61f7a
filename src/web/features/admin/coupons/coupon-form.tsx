import { type FormEvent, useState } from 'react'
import { COUPON_CODE_MAX, COUPON_DESCRIPTION_MAX } from '#domain/limits.ts'
import { CouponCreateSchema } from '#domain/schemas/admin.ts'
import type { ApiCoupon } from '#domain/schemas/order.ts'
import { Button } from '#web/components/ui/button.tsx'
import { SelectField, TextAreaField } from '#web/components/ui/choice-fields.tsx'
import { Modal } from '#web/components/ui/modal.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { createCoupon, updateCoupon } from './coupon-api.ts'
import { TYPE_OPTIONS } from './coupon-labels.ts'

interface CouponFormProps {
  /** The coupon being edited, or null to add one. */
  coupon: ApiCoupon | null
  onClose(): void
  onSaved(coupon: ApiCoupon): void
}

type Fields = Record<
  'code' | 'type' | 'value' | 'minCartValue' | 'maxUsage' | 'description',
  string
>

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n))

export function CouponForm({ coupon, onClose, onSaved }: CouponFormProps) {
  const editing = coupon !== null
  const [fields, setFields] = useState<Fields>({
    code: coupon?.code ?? '',
    type: coupon?.type ?? 'flat',
    value: text(coupon?.value),
    minCartValue: text(coupon?.minCartValue),
    maxUsage: text(coupon?.maxUsage),
    description: coupon?.description ?? '',
  })
  const [errors, setErrors] = useState<Partial<Fields>>({})
  const [busy, setBusy] = useState(false)
  const set = (name: keyof Fields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }))

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = CouponCreateSchema.safeParse(fields)
    if (!parsed.success) {
      const found: Partial<Fields> = {}
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as keyof Fields
        found[name] ??= issue.message
      }
      setErrors(found)
      // Spec §5: each rule of the admin coupon form is an alert.
      window.alert(parsed.error.issues[0]?.message)
      return
    }
    setErrors({})
    setBusy(true)
    try {
      const { description, maxUsage } = parsed.data
      const saved = coupon
        ? await updateCoupon(coupon._id, { description, maxUsage, isActive: coupon.isActive })
        : await createCoupon(parsed.data)
      window.alert(editing ? 'Coupon updated successfully!' : 'Coupon created successfully!')
      onSaved(saved)
    } catch (error) {
      window.alert(errorMessage(error, 'Failed to save coupon'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal title={editing ? 'Edit Coupon' : 'Add New Coupon'} onClose={onClose}>
      <form onSubmit={save} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Coupon Code"
          value={fields.code}
          onChange={(e) => set('code')(e.target.value.toUpperCase())}
          maxLength={COUPON_CODE_MAX}
          autoComplete="off"
          placeholder="e.g. SAVE20"
          disabled={editing}
          error={errors.code}
          className="sm:col-span-2"
        />
        <SelectField
          label="Discount Type"
          value={fields.type}
          onChange={(e) => set('type')(e.target.value)}
          options={TYPE_OPTIONS}
          disabled={editing}
          error={errors.type}
        />
        <TextField
          label={fields.type === 'percentage' ? 'Discount Value (%)' : 'Discount Value (₹)'}
          type="number"
          inputMode="decimal"
          min={1}
          value={fields.value}
          onChange={(e) => set('value')(e.target.value)}
          disabled={editing}
          error={errors.value}
        />
        <TextField
          label="Min Cart Value (₹)"
          type="number"
          inputMode="decimal"
          min={0}
          placeholder="0"
          value={fields.minCartValue}
          onChange={(e) => set('minCartValue')(e.target.value)}
          disabled={editing}
          error={errors.minCartValue}
        />
        <TextField
          label="Max Usage (Optional)"
          type="number"
          inputMode="numeric"
          min={1}
          placeholder="Unlimited"
          value={fields.maxUsage}
          onChange={(e) => set('maxUsage')(e.target.value)}
          error={errors.maxUsage}
        />
        <TextAreaField
          label="Description (Optional)"
          rows={3}
          maxLength={COUPON_DESCRIPTION_MAX}
          value={fields.description}
          onChange={(e) => set('description')(e.target.value)}
          hint={`${fields.description.length}/${COUPON_DESCRIPTION_MAX}`}
          error={errors.description}
          className="sm:col-span-2"
        />
        <div className="flex justify-end gap-3 sm:col-span-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={busy} busyText="Saving...">
            {editing ? 'Update Coupon' : 'Create Coupon'}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
