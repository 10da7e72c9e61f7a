import type { Variant } from '#domain/product/product.ts'
import type { ProductOption } from '#domain/product/variant.ts'
import { chooseValue, valueState } from './variant-choice.ts'

const NOTE = { 'sold-out': 'Sold out', unavailable: 'Unavailable' } as const

/** One group of buttons per option; nothing for a product sold in one form. */
export function VariantPicker({
  options,
  variants,
  chosen,
  onChoose,
}: {
  /** The product's options, in the order the shop offers them. */
  options: ProductOption[]
  variants: Variant[]
  chosen: Variant
  onChoose(variant: Variant): void
}) {
  const names = options.map((option) => option.name)
  return options.map(({ name, values }, index) => (
    <fieldset key={name}>
      <legend className="text-sm font-medium text-slate-700">
        {name}: <span className="font-semibold text-slate-900">{chosen.options[name]}</span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {values.map((value) => {
          const state = valueState(variants, names, index, chosen, value)
          const pressed = chosen.options[name] === value
          return (
            <button
              key={value}
              type="button"
              aria-pressed={pressed}
              // A sold-out value can still be chosen: its page offers to mail when it is back.
              disabled={state === 'unavailable'}
              onClick={() => onChoose(chooseValue(variants, names, index, chosen, value))}
              className={`rounded-lg border px-3 py-2 text-sm font-medium disabled:cursor-not-allowed ${
                pressed
                  ? 'border-brand-600 bg-brand-50 text-brand-800 ring-1 ring-brand-600'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'
              } ${state === 'available' ? '' : 'border-dashed'} disabled:bg-slate-50 disabled:text-slate-500`}
            >
              {value}
              {state !== 'available' && (
                <span className="ml-1.5 text-xs font-semibold text-red-700">{NOTE[state]}</span>
              )}
            </button>
          )
        })}
      </div>
    </fieldset>
  ))
}
