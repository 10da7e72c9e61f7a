import { History } from 'lucide-react'
import type { FieldArrayWithId } from 'react-hook-form'
import type { ProductFormInput } from '#domain/product/admin-products.ts'
import type { StaffVariant } from '#domain/product/admin-variants.ts'
import { LOW_STOCK_THRESHOLD, variantLabel } from '#domain/product/variant.ts'
import { controlClass } from '#web/components/ui/form-field.tsx'
import { numberOrEmpty, type ProductFormApi } from './product-form-values.ts'

interface VariantsTableProps {
  form: ProductFormApi
  rows: FieldArrayWithId<ProductFormInput, 'variants'>[]
  saved?: Map<string, StaffVariant>
  onHistory(variant: StaffVariant): void
}

const COLUMNS = [
  'Variant',
  'SKU',
  'Stock (blank: not counted)',
  'Price (₹)',
  'Original price (₹)',
  'Image URL (blank: product’s)',
  'Low at',
  'History',
]

/** One row per variant; it scrolls sideways inside its own box on a narrow screen. */
export function VariantsTable({ form, rows, saved, onHistory }: VariantsTableProps) {
  const errors = form.formState.errors.variants
  const options = form.getValues('options') ?? []
  return (
    <div className="mt-4 overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full min-w-[54rem] text-left text-sm">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-2 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row, index) => {
            const label = variantLabel(row.options ?? {}, options) || 'Default'
            const variantId = form.getValues(`variants.${index}.id`)
            const savedVariant = variantId ? saved?.get(variantId) : undefined
            const rowErrors = errors?.[index]
            const cell = (
              name: 'sku' | 'stock' | 'price' | 'originalPrice' | 'image' | 'lowStockThreshold',
              column: string,
              props: Record<string, unknown>,
            ) => {
              // A row whose values clash with another's shows it under its SKU.
              const optionsError = rowErrors?.options as { message?: string } | undefined
              const error =
                rowErrors?.[name]?.message ?? (name === 'sku' ? optionsError?.message : undefined)
              return (
                <td className="px-2 py-2 align-top">
                  <input
                    aria-label={`${column} for ${label}`}
                    aria-invalid={error ? true : undefined}
                    className={`${controlClass(error)} px-2 py-1.5 ${name === 'sku' || name === 'image' ? 'min-w-36' : 'min-w-20'}`}
                    {...props}
                    {...form.register(`variants.${index}.${name}`, {
                      setValueAs:
                        name === 'sku' || name === 'image' ? undefined : numberOrEmpty(null),
                    })}
                  />
                  {error && (
                    <p role="alert" className="mt-1 text-xs text-red-600">
                      {error}
                    </p>
                  )}
                </td>
              )
            }
            return (
              <tr key={row.id}>
                <th scope="row" className="px-2 py-2 align-top font-medium text-slate-800">
                  {label}
                  {savedVariant && savedVariant.reserved > 0 && (
                    <span className="block text-xs font-normal text-slate-500">
                      {savedVariant.reserved} held by orders
                    </span>
                  )}
                </th>
                {cell('sku', 'SKU', { autoCapitalize: 'characters' })}
                {cell('stock', 'Stock', {
                  type: 'number',
                  min: 0,
                  step: 1,
                  placeholder: 'Not counted',
                })}
                {cell('price', 'Price', {
                  type: 'number',
                  min: 0,
                  step: 1,
                  placeholder: 'Product',
                })}
                {cell('originalPrice', 'Original price', {
                  type: 'number',
                  min: 0,
                  step: 1,
                  placeholder: 'Product',
                })}
                {cell('image', 'Image URL', { type: 'url', placeholder: 'Product’s' })}
                {cell('lowStockThreshold', 'Low-stock threshold', {
                  type: 'number',
                  min: 0,
                  step: 1,
                  placeholder: String(LOW_STOCK_THRESHOLD),
                })}
                <td className="px-2 py-2 align-top">
                  {savedVariant ? (
                    <button
                      type="button"
                      onClick={() => onHistory(savedVariant)}
                      aria-label={`Stock history for ${label}`}
                      className="inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-brand-700 hover:bg-brand-50"
                    >
                      <History aria-hidden className="h-4 w-4" /> History
                    </button>
                  ) : (
                    <span className="text-xs text-slate-500">After saving</span>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
