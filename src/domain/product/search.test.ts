import { describe, expect, it } from 'vitest'
import { searchWords } from './search.ts'

describe('searchWords', () => {
  it('splits on any whitespace and lower-cases', () => {
    expect(searchWords('  Tempred\tGLAS  ')).toEqual(['tempred', 'glas'])
  })

  it('keeps at most eight words', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8)
  })

  it('has no words for a blank search', () => {
    expect(searchWords('   ')).toEqual([])
  })
})
