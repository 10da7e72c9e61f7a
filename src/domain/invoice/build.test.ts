import { describe, expect, it } from 'vitest'
import { serviceLines } from './build.ts'

describe('shipping and the COD fee on an invoice', () => {
  it('bear the goods’ rate, as part of a supply whose principal is the goods', () => {
    expect(serviceLines('Shipping', '996812', 49_00, [{ amount: 499_00, gstRate: 5 }])).toEqual([
      {
        description: 'Shipping',
        hsn: '996812',
        quantity: 1,
        amount: 49_00,
        gstRate: 5,
        discountable: false,
      },
    ])
  })

  it('are shared by value over goods at several rates, a line for each rate', () => {
    const lines = serviceLines('Shipping', '996812', 49_00, [
      { amount: 300_00, gstRate: 18 },
      { amount: 100_00, gstRate: 5 },
      { amount: 600_00, gstRate: 18 },
    ])
    expect(lines.map((l) => [l.description, l.gstRate, l.amount])).toEqual([
      ['Shipping (with 18% goods)', 18, 44_10],
      ['Shipping (with 5% goods)', 5, 4_90],
    ])
    expect(serviceLines('COD fee', '999799', 0, [{ amount: 1, gstRate: 18 }])).toEqual([])
  })
})
