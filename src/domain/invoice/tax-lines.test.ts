import { describe, expect, it } from 'vitest'
import { allocate, creditedLines, invoiceLines, taxLine, taxTotals } from './tax-lines.ts'

const goods = (amount: number, gstRate = 18, quantity = 1) => ({
  description: 'Case',
  hsn: '392690',
  quantity,
  amount,
  gstRate,
  discountable: true,
})

describe('allocate', () => {
  it('shares to the paisa, leftovers to the largest remainders', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(allocate(1000, [500, 300, 200])).toEqual([500, 300, 200])
    expect(allocate(7, [0, 0])).toEqual([0, 0])
    expect(allocate(0, [10, 20])).toEqual([0, 0])
  })
})

describe('tax lines', () => {
  it('splits an intra-state line into equal CGST and SGST, the taxable value taking the odd paisa', () => {
    const line = taxLine(
      { description: 'Case', hsn: '392690', quantity: 1, gstRate: 18 },
      589_00,
      true,
    )
    expect(line).toMatchObject({
      taxableValue: 499_16,
      cgst: 44_92,
      sgst: 44_92,
      igst: 0,
      total: 589_00,
    })
  })

  it('charges IGST across states', () => {
    const line = taxLine({ description: 'Case', hsn: '392690', gstRate: 18 }, 589_00, false)
    expect(line).toMatchObject({ taxableValue: 499_15, cgst: 0, sgst: 0, igst: 89_85 })
  })

  it('lets a coupon lower the goods’ taxable value but not shipping’s', () => {
    const lines = invoiceLines(
      [goods(1_000_00), goods(500_00, 5), { ...goods(69_62), discountable: false, hsn: '996812' }],
      150_00,
      true,
    )
    expect(lines.map((l) => l.total)).toEqual([900_00, 450_00, 69_62])
    expect(lines[1]).toMatchObject({ taxableValue: 428_58, cgst: 10_71, sgst: 10_71, gstRate: 5 })
    expect(taxTotals(lines).total).toBe(1_419_62)
  })

  it('adds up to the amount paid to the paisa, whatever the mix of rates and quantities', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const lines = [goods(seed * 137_00, 18, 3), goods(seed * 59_00 + 100, 5), goods(999_00, 40)]
      const paid = lines.reduce((s, l) => s + l.amount, 0)
      const discount = (seed * 7_31) % 1_000_00
      const made = invoiceLines(lines, discount, seed % 2 === 0)
      const totals = taxTotals(made)
      expect(totals.total).toBe(paid - discount)
      expect(totals.taxableValue + totals.cgst + totals.sgst + totals.igst).toBe(totals.total)
      for (const line of made) {
        expect(line.cgst).toBe(line.sgst)
        const exact = (line.total * 100) / (100 + line.gstRate)
        expect(Math.abs(line.taxableValue - exact)).toBeLessThanOrEqual(1)
      }
    }
  })

  it('credits part of an invoice in proportion, and the whole with its quantities', () => {
    const invoiced = invoiceLines([goods(1_000_00, 18, 2), goods(500_00, 5)], 0, false)
    const part = creditedLines(invoiced, 300_00, false)
    expect(part.map((l) => l.total)).toEqual([200_00, 100_00])
    expect(part[0]?.quantity).toBeUndefined()
    expect(taxTotals(part).total).toBe(300_00)
    expect(creditedLines(invoiced, 1_500_00, false)).toEqual(invoiced)
  })
})
