import { describe, expect, it } from 'vitest'
import { countOf, formatLongDate } from './format.ts'

describe('countOf', () => {
  it('says one in the singular and any other count in the plural', () => {
    expect(countOf(1, 'item')).toBe('1 item')
    expect(countOf(0, 'item')).toBe('0 items')
    expect(countOf(3, 'more item')).toBe('3 more items')
    expect(countOf(2, 'query', 'queries')).toBe('2 queries')
  })
})

describe('formatLongDate', () => {
  it('writes the month by name, then the day and the year', () => {
    expect(formatLongDate('2025-06-29')).toBe('June 29, 2025')
  })

  it('turns to the next day at midnight in India, not in UTC', () => {
    expect(formatLongDate('2025-06-29T18:29:59.999Z')).toBe('June 29, 2025')
    expect(formatLongDate('2025-06-29T18:30:00.000Z')).toBe('June 30, 2025')
    expect(formatLongDate('2025-12-31T18:30:00.000Z')).toBe('January 1, 2026')
  })
})
