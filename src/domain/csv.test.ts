import { describe, expect, it } from 'vitest'
import { csvCell, csvRupees, toCsv } from './csv.ts'

describe('CSV', () => {
  it('quotes a field with a comma, quote, line break or edge space, and doubles its quotes', () => {
    expect(csvCell('Spigen, Ultra Hybrid')).toBe('"Spigen, Ultra Hybrid"')
    expect(csvCell('6.1" screen')).toBe('"6.1"" screen"')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(' padded')).toBe('" padded"')
    expect(csvCell('plain text')).toBe('plain text')
  })

  it('keeps a field a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    for (const text of ['+91 98765 43210', '-5', '@SUM(A1)']) expect(csvCell(text)).toBe(`'${text}`)
    expect(csvCell(-5)).toBe('-5')
  })

  it('writes empty fields for nothing, a header line and CRLF lines after a byte-order mark', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          [1, null],
          [true, undefined],
        ],
      ),
    ).toBe('\uFEFFa,b\r\n1,\r\ntrue,\r\n')
    expect(csvRupees(439100)).toBe('4391.00')
    expect(csvRupees(5)).toBe('0.05')
  })
})
