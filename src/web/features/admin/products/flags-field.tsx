import { FieldGroup } from '#web/components/ui/form-field.tsx'
import type { ProductFormApi } from './product-form-values.ts'

const FLAGS = [
  { name: 'inStock', label: 'In Stock' },
  { name: 'isNewProduct', label: 'New Product' },
  { name: 'isGift', label: 'Gift' },
  { name: 'isFeatured', label: 'Featured' },
  { name: 'isOnSale', label: 'On Sale' },
  { name: 'isTopRated', label: 'Top Rated' },
] as const

export function FlagsField({ form }: { form: ProductFormApi }) {
  return (
    <FieldGroup legend="Product Flags">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {FLAGS.map((flag) => (
          <label
            key={flag.name}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-300 has-[:checked]:bg-brand-50"
          >
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-600"
              {...form.register(flag.name)}
            />
            {flag.label}
          </label>
        ))}
      </div>
    </FieldGroup>
  )
}
