import { describe, expect, it } from 'vitest'
import { MAX_STOCK, notEnoughStock, StockAdjustmentSchema } from './stock.ts'
import { nameWithVariant, variantLabel } from './variant.ts'

describe('naming a variant', () => {
  it("joins its option values in its product's option order, whatever order jsonb kept them in", () => {
    const options = { Colour: 'Sage Green', 'Phone model': 'iPhone 15' }
    const order = [
      { name: 'Phone model', values: ['iPhone 15'] },
      { name: 'Colour', values: ['Sage Green'] },
    ]
    expect(variantLabel(options, order)).toBe('iPhone 15 / Sage Green')
    expect(nameWithVariant('Rugged Case', 'iPhone 16 / Black')).toBe(
      'Rugged Case (iPhone 16 / Black)',
    )
  })

  it('is just the product for a product without options', () => {
    expect(nameWithVariant('Anker Nano', variantLabel({}, []))).toBe('Anker Nano')
    expect(nameWithVariant('Anker Nano', undefined)).toBe('Anker Nano')
  })
})

describe('notEnoughStock', () => {
  it('says how many are left, or that the variant is sold out', () => {
    expect(notEnoughStock('Rugged Case', 'iPhone 16', 2)).toBe(
      'Only 2 left of Rugged Case (iPhone 16)',
    )
    expect(notEnoughStock('Rugged Case', 'iPhone 16', 0)).toBe(
      'Rugged Case (iPhone 16) is sold out',
    )
  })
})

describe('a staff stock adjustment', () => {
  it('takes whole units added or removed, with a reason', () => {
    expect(StockAdjustmentSchema.parse({ delta: -3, reason: ' Damaged in transit ' })).toEqual({
      delta: -3,
      reason: 'Damaged in transit',
    })
  })

  it('refuses no change, fractions, huge changes and a missing reason', () => {
    const refusal = (body: object) =>
      StockAdjustmentSchema.safeParse(body).error?.issues[0]?.message
    expect(refusal({ delta: 0, reason: 'x' })).toBe('Enter how many units to add or remove')
    expect(refusal({ delta: 1.5, reason: 'x' })).toBe('Stock changes in whole units')
    expect(refusal({ delta: MAX_STOCK + 1, reason: 'x' })).toBe(
      `Change stock by at most ${MAX_STOCK} units`,
    )
    expect(refusal({ delta: 2, reason: '  ' })).toBe('Say why the stock changes')
  })
})
