import { describe, expect, it } from 'vitest'
import { combinations, suggestSku, variantRows } from './variant-rows.ts'

const models = { name: 'Phone model', values: ['iPhone 16', 'Galaxy S25'] }
const colours = { name: 'Colour', values: ['Black', 'Blue'] }

describe('the variants table', () => {
  it('has one row per combination of values, and one row for a product without options', () => {
    expect(combinations([])).toEqual([{}])
    expect(combinations([models, colours])).toEqual([
      { 'Phone model': 'iPhone 16', Colour: 'Black' },
      { 'Phone model': 'iPhone 16', Colour: 'Blue' },
      { 'Phone model': 'Galaxy S25', Colour: 'Black' },
      { 'Phone model': 'Galaxy S25', Colour: 'Blue' },
    ])
  })

  it('keeps the rows whose combination survives an option change and adds uncounted new ones', () => {
    const kept = { id: 'v1', sku: 'RC-1', options: { 'Phone model': 'iPhone 16' }, stock: 4 }
    const gone = { id: 'v2', sku: 'RC-2', options: { 'Phone model': 'Pixel 9' }, stock: 1 }
    expect(variantRows([models], [kept, gone], 'Rugged Case')).toEqual([
      kept,
      { sku: 'RC-GALAXY-S25', options: { 'Phone model': 'Galaxy S25' }, stock: null },
    ])
  })

  it('suggests a SKU of letters, digits and hyphens within 40 characters', () => {
    expect(suggestSku('Rugged (Pro) Case', { Colour: 'Sky blue / matte' })).toBe(
      'RPC-SKY-BLUE-MATTE',
    )
    expect(suggestSku('', { Size: 'x'.repeat(60) })).toHaveLength(40)
  })
})
