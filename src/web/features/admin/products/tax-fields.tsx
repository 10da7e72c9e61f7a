// The product form's tax: what the product is (which fills its HSN code and GST rate), or the code
// and rate typed in.
import type { UseFormReturn } from 'react-hook-form'
import { GST_RATES } from '#domain/gst.ts'
import type { ProductFormInput } from '#domain/product/admin-products.ts'
import { kindOf, PRODUCT_KINDS } from '#domain/product/product-kinds.ts'
import { SelectField } from '#web/components/ui/choice-fields.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'

const GST_RATE_OPTIONS = GST_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` }))
const KIND_OPTIONS = [
  { value: '', label: 'Another kind: type its code' },
  ...PRODUCT_KINDS.map((kind) => ({
    value: kind.id,
    label: `${kind.label}: ${kind.hsn}, ${kind.gstRate} %`,
  })),
]

export function TaxFields({ form }: { form: UseFormReturn<ProductFormInput> }) {
  const { register, formState, setValue, watch } = form
  const errors = formState.errors
  // The kind shown is the one whose code and rate the product carries, whoever typed them.
  const kind = kindOf(String(watch('hsnCode') ?? ''), Number(watch('gstRate')))?.id ?? ''
  const choose = (id: string) => {
    const chosen = PRODUCT_KINDS.find((k) => k.id === id)
    if (!chosen) return
    setValue('hsnCode', chosen.hsn, { shouldValidate: true })
    setValue('gstRate', chosen.gstRate, { shouldValidate: true })
  }
  return (
    <>
      <SelectField
        label="What it is (sets its tax code and rate)"
        options={KIND_OPTIONS}
        value={kind}
        onChange={(event) => choose(event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="HSN Code"
          inputMode="numeric"
          maxLength={8}
          hint="4, 6 or 8 digits, printed on the GST invoice"
          error={errors.hsnCode?.message}
          {...register('hsnCode')}
        />
        <SelectField
          label="GST Rate"
          options={GST_RATE_OPTIONS}
          error={errors.gstRate?.message}
          {...register('gstRate', { setValueAs: Number })}
        />
      </div>
    </>
  )
}
