import { describe, expect, it } from 'vitest'
import type { Variant } from '#domain/product/product.ts'
import { chooseValue, initialVariant, valueState } from './variant-choice.ts'

const MODELS = ['iPhone 16', 'iPhone 15']
const COLOURS = ['Lavender', 'Sage Green']
// Stored as jsonb, the options come back shortest key first: Colour before Phone model.
const silicone: Variant[] = MODELS.flatMap((model) =>
  COLOURS.map((colour) => ({
    id: `${model}/${colour}`,
    sku: `KV-${model}-${colour}`,
    options: { Colour: colour, 'Phone model': model },
    price: 549,
    originalPrice: 799,
    image: '/x.webp',
    availability:
      model === 'iPhone 15' && colour === 'Sage Green' ? 'out_of_stock' : ('in_stock' as const),
  })),
)
const byId = (id: string) => silicone.find((v) => v.id === id) as Variant
const names = ['Phone model', 'Colour']

describe('choosing a variant', () => {
  it("opens on the shopper's phone, else on the first variant that can be sold", () => {
    expect(initialVariant(silicone, 'iPhone 15')?.id).toBe('iPhone 15/Lavender')
    expect(initialVariant(silicone, 'Pixel 9')?.id).toBe('iPhone 16/Lavender')
    const soldOut = silicone.map((v) => ({ ...v, availability: 'out_of_stock' as const }))
    expect(initialVariant(soldOut, 'iPhone 15')?.id).toBe('iPhone 15/Lavender')
  })

  it('marks a sold-out colour for the chosen phone, without blocking the phone itself', () => {
    const chosen = byId('iPhone 15/Lavender')
    expect(valueState(silicone, names, 1, chosen, 'Sage Green')).toBe('sold-out')
    expect(valueState(silicone, names, 1, chosen, 'Lavender')).toBe('available')
    const sage = byId('iPhone 16/Sage Green')
    expect(valueState(silicone, names, 0, sage, 'iPhone 15')).toBe('available')
  })

  it('keeps the colour when the new phone has it, else takes one that can be sold', () => {
    const sage = byId('iPhone 16/Sage Green')
    expect(chooseValue(silicone, names, 0, sage, 'iPhone 15').id).toBe('iPhone 15/Lavender')
    const lavender = byId('iPhone 16/Lavender')
    expect(chooseValue(silicone, names, 0, lavender, 'iPhone 15').id).toBe('iPhone 15/Lavender')
    expect(chooseValue(silicone, names, 1, lavender, 'Sage Green').id).toBe('iPhone 16/Sage Green')
  })

  it('calls a value no variant has unavailable', () => {
    const sparse = silicone.filter((v) => v.id !== 'iPhone 16/Sage Green')
    expect(valueState(sparse, names, 1, byId('iPhone 16/Lavender'), 'Sage Green')).toBe(
      'unavailable',
    )
  })
})
