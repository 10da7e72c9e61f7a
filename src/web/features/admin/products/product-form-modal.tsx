import { DEFAULT_HSN_BY_CATEGORY } from '#domain/gst.ts'
import {
  CATEGORIES,
  CATEGORY_LABELS,
  type Category,
  SUBCATEGORIES,
  SUBCATEGORY_LABELS,
} from '#domain/product/catalogue.ts'
import { type ChangeEvent, useState } from 'react'
import {
  type AdminProduct,
  MAX_UNIT_GRAMS,
  ProductFormSchema,
} from '#domain/product/admin-products.ts'
import { CATEGORY_UNIT_SIZES } from '#domain/shipping/parcel.ts'
import type { StaffVariant } from '#domain/product/admin-variants.ts'
import { Button } from '#web/components/ui/button.tsx'
import { SelectField } from '#web/components/ui/choice-fields.tsx'
import { Modal } from '#web/components/ui/modal.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { useZodFormAsTyped } from '#web/lib/use-zod-form.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { FeaturesField } from './features-field.tsx'
import { TextAreaField } from '#web/components/ui/choice-fields.tsx'
import { DESCRIPTION_MAX } from '#domain/product/description.ts'
import { FlagsField } from './flags-field.tsx'
import { ImageField } from './image-field.tsx'
import { MoreImagesField } from './more-images-field.tsx'
import { changedStockOnly, numberOrEmpty, toFormValues } from './product-form-values.ts'
import { saveProduct } from './products-api.ts'
import { StockHistoryModal } from './stock-history-modal.tsx'
import { TagsField } from './tags-field.tsx'
import { ShelfPriceFields } from './shelf-price-fields.tsx'
import { TaxFields } from './tax-fields.tsx'
import { VariantsSection } from './variants-section.tsx'

const CATEGORY_OPTIONS = CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))
const SUBCATEGORY_OPTIONS = [
  { value: '', label: 'None' },
  ...SUBCATEGORIES.map((s) => ({ value: s, label: SUBCATEGORY_LABELS[s] })),
]

interface ProductFormModalProps {
  /** The product to edit; none to add a new one. */
  product?: AdminProduct
  onClose(): void
  onSaved(product: AdminProduct): void
}

export function ProductFormModal({ product, onClose, onSaved }: ProductFormModalProps) {
  const form = useZodFormAsTyped(ProductFormSchema, { defaultValues: toFormValues(product) })
  const { register, formState, watch, setValue } = form
  const errors = formState.errors
  const isWorkEssentials = watch('category') === 'work-essentials'
  const [saved, setSaved] = useState(
    () => product && new Map(product.variants.map((v) => [v.id, v])),
  )
  const [historyOf, setHistoryOf] = useState<StaffVariant | null>(null)

  /** An adjustment is saved at once; the row shows the new count so saving the form keeps it. */
  const adjusted = (variant: StaffVariant) => {
    setSaved((variants) => new Map(variants).set(variant.id, variant))
    const index = (form.getValues('variants') ?? []).findIndex((row) => row.id === variant.id)
    if (index >= 0) setValue(`variants.${index}.stock`, variant.stock)
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onSaved(await saveProduct(changedStockOnly(values, saved), product?.id))
    } catch (error) {
      // The server's message, else the error's own text, else the fallback.
      window.alert(
        error instanceof Error && error.message ? error.message : FALLBACK_TEXTS.saveProduct,
      )
    }
  })

  return (
    <Modal title={product ? 'Edit Product' : 'Add New Product'} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        <div className="-mx-6 max-h-[65vh] space-y-5 overflow-y-auto px-6 pb-1">
          <TextField label="Product Name *" error={errors.name?.message} {...register('name')} />
          <TextField label="Brand *" error={errors.brand?.message} {...register('brand')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Category *"
              options={CATEGORY_OPTIONS}
              error={errors.category?.message}
              {...register('category', {
                onChange: (event: ChangeEvent<HTMLSelectElement>) => {
                  setValue('subcategory', '')
                  // A code staff typed stays; one that was the old category's default follows the new.
                  const hsn = String(form.getValues('hsnCode') ?? '')
                  if (!hsn || Object.values(DEFAULT_HSN_BY_CATEGORY).includes(hsn)) {
                    setValue('hsnCode', DEFAULT_HSN_BY_CATEGORY[event.target.value as Category])
                  }
                },
              })}
            />
            {isWorkEssentials && (
              <SelectField
                label="Subcategory"
                options={SUBCATEGORY_OPTIONS}
                error={errors.subcategory?.message}
                {...register('subcategory')}
              />
            )}
          </div>
          <TaxFields form={form} />
          <ShelfPriceFields form={form} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Price (₹, before tax) *"
              type="number"
              inputMode="decimal"
              min={0}
              step={1}
              error={errors.price?.message}
              {...register('price', { setValueAs: numberOrEmpty(undefined) })}
            />
            <TextField
              label="Original Price (₹, before tax)"
              type="number"
              inputMode="decimal"
              min={0}
              step={1}
              error={errors.originalPrice?.message}
              {...register('originalPrice', { setValueAs: numberOrEmpty(null) })}
            />
          </div>
          <TextField
            label="Weight per unit (g)"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_UNIT_GRAMS}
            step={1}
            hint={`Packed, for the courier; left empty, ${CATEGORY_UNIT_SIZES[watch('category')].grams} g as its category`}
            error={errors.weightGrams?.message}
            {...register('weightGrams', { setValueAs: numberOrEmpty(null) })}
          />
          <ImageField form={form} />
          <MoreImagesField form={form} />
          <TextAreaField
            label="Description (Optional)"
            rows={5}
            maxLength={DESCRIPTION_MAX}
            hint="Paragraphs split by a blank line; start a line with - for a list"
            error={errors.description?.message}
            {...register('description')}
          />
          <FeaturesField form={form} />
          <TagsField form={form} />
          <VariantsSection form={form} saved={saved} onHistory={setHistoryOf} />
          <FlagsField form={form} />
        </div>
        <div className="mt-4 flex justify-end gap-2 border-t border-slate-200 pt-4">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={formState.isSubmitting} busyText="Saving...">
            {product ? 'Update Product' : 'Add Product'}
          </Button>
        </div>
      </form>
      {historyOf && (
        <StockHistoryModal
          variant={historyOf}
          onClose={() => setHistoryOf(null)}
          onAdjusted={adjusted}
        />
      )}
    </Modal>
  )
}
