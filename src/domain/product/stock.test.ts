import { describe, expect, it } from 'vitest'
import { variantLabel } from './stock.ts'

describe('variantLabel', () => {
  it("joins a variant's option values in its product's option order", () => {
    const options = { Colour: 'Sage Green', 'Phone model': 'iPhone 15' }
    const order = [
      { name: 'Phone model', values: ['iPhone 15'] },
      { name: 'Colour', values: ['Sage Green'] },
    ]
    expect(variantLabel(options, order)).toBe('iPhone 15 / Sage Green')
    expect(variantLabel(options)).toBe('Sage Green / iPhone 15')
  })

  it('is empty for a product without options', () => {
    expect(variantLabel({}, [])).toBe('')
  })
})
