import { useId } from 'react'
import type { ApiOrderItem } from '#domain/order/responses.ts'
import type { ReturnOffer } from '#domain/order/returns.ts'
import { FieldGroup } from '#web/components/ui/form-field.tsx'

const LINE =
  'rounded-lg border border-slate-200 p-3 has-[input[type=checkbox]:checked]:border-brand-600 has-[input[type=checkbox]:checked]:bg-brand-50'

/** The order lines left to send back, each ticked to choose it, with how many of its units. */
export function ReturnLinesField({
  items,
  offer,
  units,
  error,
  onChange,
}: {
  items: ApiOrderItem[]
  offer: ReturnOffer
  units: Record<string, number>
  error?: string
  onChange(units: Record<string, number>): void
}) {
  const id = useId()
  // In the order the Items card lists them.
  const lines = items.flatMap((item) => {
    const returnable = offer.items.find((line) => line.orderItemId === item._id)?.returnable ?? 0
    return returnable > 0 ? [{ item, returnable }] : []
  })
  const choose = (itemId: string, quantity: number | null) => {
    const { [itemId]: _left, ...rest } = units
    onChange(quantity === null ? rest : { ...rest, [itemId]: quantity })
  }
  return (
    <FieldGroup legend="What are you sending back?" error={error}>
      <ul className="space-y-2">
        {lines.map(({ item, returnable }) => {
          const { name, variant, image } = item.productSnapshot
          const chosen = units[item._id]
          const quantityId = `${id}-${item._id}`
          return (
            <li key={item._id} className={LINE}>
              <label className="flex cursor-pointer items-start gap-3">
                <input
                  type="checkbox"
                  checked={chosen !== undefined}
                  onChange={(e) => choose(item._id, e.target.checked ? 1 : null)}
                  className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
                />
                <img
                  src={image}
                  alt=""
                  className="h-12 w-12 shrink-0 rounded-lg border border-slate-200 object-cover"
                />
                <span className="min-w-0 text-sm">
                  <span className="block font-medium [overflow-wrap:anywhere] text-slate-900">
                    {name}
                  </span>
                  {variant && <span className="block text-slate-600">{variant}</span>}
                  {returnable < item.quantity && (
                    <span className="block text-slate-600">
                      {returnable} of {item.quantity} left to send back
                    </span>
                  )}
                </span>
              </label>
              {chosen !== undefined && returnable > 1 && (
                <div className="mt-2 ml-7 flex items-center gap-2 text-sm">
                  <label htmlFor={quantityId} className="text-slate-700">
                    How many<span className="sr-only"> of {name}</span>
                  </label>
                  <select
                    id={quantityId}
                    value={chosen}
                    onChange={(e) => choose(item._id, Number(e.target.value))}
                    className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-slate-900"
                  >
                    {Array.from({ length: returnable }, (_, i) => i + 1).map((count) => (
                      <option key={count} value={count}>
                        {count}
                      </option>
                    ))}
                  </select>
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </FieldGroup>
  )
}
