import { describe, expect, it } from 'vitest'
import { countOf } from './format.ts'

describe('countOf', () => {
  it('says one in the singular and any other count in the plural', () => {
    expect(countOf(1, 'item')).toBe('1 item')
    expect(countOf(0, 'item')).toBe('0 items')
    expect(countOf(3, 'more item')).toBe('3 more items')
    expect(countOf(2, 'query', 'queries')).toBe('2 queries')
  })
})
