// Prices as shoppers see them: staff may type the shelf price and the MRP (GST included) and the
// form fills in the pre-tax prices the product stores, saying what a whole-rupee one would show.
import { useEffect, useRef, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { formatRupees } from '#domain/money.ts'
import type { ProductFormInput } from '#domain/product/admin-products.ts'
import { preTaxForShelf } from '#domain/pricing.ts'
import { TextField } from '#web/components/ui/text-field.tsx'

function explain(shelf: number, rate: number) {
  const { price, wholeRupees } = preTaxForShelf(shelf, rate)
  const whole =
    wholeRupees.shelf === shelf
      ? `${formatRupees(wholeRupees.price)} before tax shows it too`
      : `a whole-rupee price before tax can't: ${formatRupees(wholeRupees.price)} shows ₹${wholeRupees.shelf}`
  return `Stored as ${formatRupees(price)} before tax; ${whole}`
}

const wholeRupees = (text: string) => {
  const figure = Number(text)
  return text !== '' && Number.isInteger(figure) && figure > 0 ? figure : undefined
}

/** One shelf figure and the pre-tax field it fills, kept in step while staff change the rate. */
function useShelfFigure(
  form: UseFormReturn<ProductFormInput>,
  field: 'price' | 'originalPrice',
  rate: number,
) {
  const [text, setText] = useState('')
  const filled = useRef<number | undefined>(undefined)
  const fill = (shelf: number | undefined, atRate: number) => {
    if (shelf === undefined) return
    filled.current = preTaxForShelf(shelf, atRate).price / 100
    form.setValue(field, filled.current, { shouldValidate: true })
  }
  const figure = wholeRupees(text)
  // A new rate refills the field only while it still holds what the shelf figure filled in.
  useEffect(() => {
    if (figure !== undefined && form.getValues(field) === filled.current) fill(figure, rate)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a new rate only
  }, [rate])
  return {
    text,
    figure,
    change(next: string) {
      setText(next)
      fill(wholeRupees(next), rate)
    },
  }
}

export function ShelfPriceFields({ form }: { form: UseFormReturn<ProductFormInput> }) {
  const rate = Number(form.watch('gstRate'))
  const shelf = useShelfFigure(form, 'price', rate)
  const mrp = useShelfFigure(form, 'originalPrice', rate)
  const wrong = 'Whole rupees, more than 0'
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Shelf price (₹, GST included)"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={shelf.text}
        onChange={(e) => shelf.change(e.target.value)}
        hint={shelf.figure ? explain(shelf.figure, rate) : 'Fills in the price before tax'}
        error={shelf.text !== '' && !shelf.figure ? wrong : undefined}
      />
      <TextField
        label="MRP (₹, GST included)"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={mrp.text}
        onChange={(e) => mrp.change(e.target.value)}
        hint={mrp.figure ? explain(mrp.figure, rate) : 'Fills in the original price before tax'}
        error={mrp.text !== '' && !mrp.figure ? wrong : undefined}
      />
    </div>
  )
}
