import { describe, expect, it } from 'vitest'
import { financialYearOf, invoiceNumber } from './numbering.ts'

describe('financial year', () => {
  it('turns at midnight between 31 March and 1 April in India', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27') // 23:59:59 IST
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28') // 1 April 00:00 IST
    expect(financialYearOf(new Date('2026-04-01T00:00:00Z'))).toBe('2026-27')
    expect(financialYearOf(new Date('2026-03-31T20:00:00Z'))).toBe('2026-27') // already 1 April IST
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00')
  })
})

describe('invoice numbers', () => {
  it('name the series and the year in at most 16 characters', () => {
    expect(invoiceNumber('invoice', '2026-27', 42)).toBe('KV/26-27/000042')
    expect(invoiceNumber('credit_note', '2027-28', 1)).toBe('CN/27-28/000001')
    expect(invoiceNumber('invoice', '2026-27', 9_999_999)).toHaveLength(16)
  })

  it('refuse a serial that would run past 16 characters rather than cut it', () => {
    expect(() => invoiceNumber('invoice', '2026-27', 10_000_000)).toThrow(/16 characters/)
  })
})
