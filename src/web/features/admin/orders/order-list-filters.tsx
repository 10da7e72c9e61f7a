// The orders list's filters past its status: the days placed (India time), how it is paid, where
// its money and its parcel stand. Staff clear them all at once.
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '#domain/order/payment-method.ts'
import {
  ORDER_PAYMENT_STATE_LABELS,
  ORDER_PAYMENT_STATES,
  ORDER_SHIPPING_STATE_LABELS,
  ORDER_SHIPPING_STATES,
} from '#domain/order/staff.ts'

export interface OrderListFilters {
  from: string
  to: string
  paymentMethod: string
  payment: string
  shipping: string
}
export const NO_ORDER_FILTERS: OrderListFilters = {
  from: '',
  to: '',
  paymentMethod: '',
  payment: '',
  shipping: '',
}

const choices = <K extends string>(any: string, keys: readonly K[], labels: Record<K, string>) => [
  { value: '', label: any },
  ...keys.map((key) => ({ value: key, label: labels[key] })),
]
const SELECTS: {
  name: keyof OrderListFilters
  label: string
  options: { value: string; label: string }[]
}[] = [
  {
    name: 'paymentMethod',
    label: 'Payment method',
    options: choices('Any method', PAYMENT_METHODS, PAYMENT_METHOD_LABELS),
  },
  {
    name: 'payment',
    label: 'Payment',
    options: choices('Any payment', ORDER_PAYMENT_STATES, ORDER_PAYMENT_STATE_LABELS),
  },
  {
    name: 'shipping',
    label: 'Shipping',
    options: choices('Any shipping', ORDER_SHIPPING_STATES, ORDER_SHIPPING_STATE_LABELS),
  },
]

const FIELD =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none'

export function OrderListFiltersBar({
  value,
  onChange,
}: {
  value: OrderListFilters
  onChange(next: OrderListFilters): void
}) {
  const set = (name: keyof OrderListFilters, to: string) => onChange({ ...value, [name]: to })
  const filtered = Object.values(value).some(Boolean)
  return (
    <fieldset className="mb-5 grid grid-cols-2 items-end gap-3 md:grid-cols-3 xl:grid-cols-6">
      <legend className="sr-only">More order filters</legend>
      <label className="text-sm font-medium text-slate-700">
        Placed from
        <input
          type="date"
          value={value.from}
          max={value.to || undefined}
          onChange={(e) => set('from', e.target.value)}
          className={FIELD}
        />
      </label>
      <label className="text-sm font-medium text-slate-700">
        Placed to
        <input
          type="date"
          value={value.to}
          min={value.from || undefined}
          onChange={(e) => set('to', e.target.value)}
          className={FIELD}
        />
      </label>
      {SELECTS.map((select) => (
        <label key={select.name} className="text-sm font-medium text-slate-700">
          {select.label}
          <select
            value={value[select.name]}
            onChange={(e) => set(select.name, e.target.value)}
            className={FIELD}
          >
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button
        type="button"
        disabled={!filtered}
        onClick={() => onChange(NO_ORDER_FILTERS)}
        className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
      >
        Clear filters
      </button>
    </fieldset>
  )
}
