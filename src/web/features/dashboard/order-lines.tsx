import { formatApiRupees } from '#domain/money.ts'
import type { ApiOrderItem } from '#domain/order/responses.ts'
import { Section } from './order-section.tsx'

/** What was ordered: each line's picture, name, variant, quantity and price. */
export function OrderLines({ items }: { items: ApiOrderItem[] }) {
  return (
    <Section title="Items">
      <ul className="divide-y divide-slate-100">
        {items.map((item) => {
          const { name, brand, image, variant } = item.productSnapshot
          return (
            <li key={item._id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
              <img
                src={image}
                alt=""
                className="h-16 w-16 shrink-0 rounded-lg border border-slate-200 object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="font-medium [overflow-wrap:anywhere] text-slate-900">{name}</p>
                {variant && <p className="text-sm text-slate-600">{variant}</p>}
                <p className="text-sm text-slate-500">{brand}</p>
                <p className="mt-1 text-sm text-slate-700">
                  {item.quantity} × {formatApiRupees(item.price)}
                </p>
              </div>
              <p className="shrink-0 font-semibold text-slate-900">
                {formatApiRupees(item.price * item.quantity)}
              </p>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
