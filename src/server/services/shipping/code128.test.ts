import { describe, expect, it } from 'vitest'
import { code128Values, code128Widths } from './code128.ts'

const moduleCount = (widths: number[]) => widths.reduce((sum, width) => sum + width, 0)

describe('Code 128', () => {
  it('encodes an even run of digits in pairs, with its check symbol', () => {
    // Start C (105), 12 34 56, check (105 + 12·1 + 34·2 + 56·3) mod 103 = 44.
    expect(code128Values('123456')).toEqual([105, 12, 34, 56, 44])
  })

  it('encodes anything else as printable ASCII', () => {
    // Start B (104), A (33), 1 (17), check (104 + 33 + 17·2) mod 103 = 68.
    expect(code128Values('A1')).toEqual([104, 33, 17, 68])
    expect(code128Values('12345')[0]).toBe(104)
    expect(() => code128Values('AWB\n1')).toThrow()
  })

  it('draws every symbol in 11 modules, three bars and three spaces, and the stop in 13', () => {
    const widths = code128Widths('788830567028')
    // Start, six pairs, check: eight symbols, then the stop.
    expect(widths).toHaveLength(8 * 6 + 7)
    for (let symbol = 0; symbol < 8; symbol++) {
      const own = widths.slice(symbol * 6, symbol * 6 + 6)
      expect(moduleCount(own)).toBe(11)
      // Bars take an even number of modules and spaces an odd one in every Code 128 symbol.
      expect(moduleCount(own.filter((_, i) => i % 2 === 0)) % 2).toBe(0)
    }
    expect(moduleCount(widths.slice(-7))).toBe(13)
  })

  it('gives each value its own pattern', () => {
    const all = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i))
    const patterns = new Set(all.map((char) => code128Widths(char).slice(6, 12).join('')))
    expect(patterns.size).toBe(95)
  })
})
