// Choosing a variant on the product page: one choice per option, sold-out choices marked.
import type { Variant } from '#domain/product/product.ts'
import { PHONE_MODEL_OPTION, type VariantOptions } from '#domain/product/variant.ts'

const sellable = (variant: Variant) => variant.availability !== 'out_of_stock'
const matches = (variant: Variant, chosen: VariantOptions) =>
  Object.entries(chosen).every(([name, value]) => variant.options[name] === value)
const first = (variants: Variant[]) => variants.find(sellable) ?? variants[0]

/** What the page opens on: the shopper's phone's variant when there is one, else one to buy. */
export function initialVariant(variants: Variant[], phoneModel?: string): Variant | undefined {
  const forPhone = variants.filter(
    (v) => phoneModel && v.options[PHONE_MODEL_OPTION] === phoneModel,
  )
  return first(forPhone) ?? first(variants)
}

const earlierChoices = (names: string[], index: number, chosen: Variant): VariantOptions =>
  Object.fromEntries(names.slice(0, index).map((name) => [name, chosen.options[name] ?? '']))

export type ValueState = 'available' | 'sold-out' | 'unavailable'

/**
 * A value of the option at `index`, given what is chosen for the options before it: sold out when
 * none of its variants can be sold. Judging only earlier options means an earlier choice is never
 * blocked by a later one (iPhone 15 stays open while Sage Green is chosen).
 */
export function valueState(
  variants: Variant[],
  names: string[],
  index: number,
  chosen: Variant,
  value: string,
): ValueState {
  const earlier = earlierChoices(names, index, chosen)
  const candidates = variants.filter(
    (v) => v.options[names[index] ?? ''] === value && matches(v, earlier),
  )
  if (candidates.length === 0) return 'unavailable'
  return candidates.some(sellable) ? 'available' : 'sold-out'
}

/** The variant after choosing `value`: later choices kept where that variant can be sold. */
export function chooseValue(
  variants: Variant[],
  names: string[],
  index: number,
  chosen: Variant,
  value: string,
): Variant {
  const name = names[index] ?? ''
  const wanted = { ...chosen.options, [name]: value }
  const exact = variants.find((v) => matches(v, wanted))
  if (exact && sellable(exact)) return exact
  const earlier = { ...earlierChoices(names, index, chosen), [name]: value }
  return first(variants.filter((v) => matches(v, earlier))) ?? chosen
}
