import { describe, expect, it } from 'vitest'
import { csvCell, csvRupees, csvText, parseCsv, toCsv } from './csv.ts'

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

describe('parseCsv', () => {
  it('reads quoted commas, quotes and line breaks, CRLF or LF, skipping a byte-order mark and blank lines', () => {
    const text =
      '\uFEFFname,notes\r\n"Halo, Slim","6.1"" screen\nsecond line"\r\n\r\nplain,\nlast,x'
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['name', 'notes'] },
      { line: 2, fields: ['Halo, Slim', '6.1" screen\nsecond line'] },
      { line: 5, fields: ['plain', ''] },
      { line: 6, fields: ['last', 'x'] },
    ])
    expect(parseCsv('a,"open')).toBeUndefined()
  })

  it('reads back what it writes', () => {
    const rows = [['=SUM(A1)', 'Spigen, Ultra', 'two\r\nlines', '-5', '']]
    const written = toCsv(['a', 'b', 'c', 'd', 'e'], rows)
    const [, record] = parseCsv(written) ?? []
    expect(record?.fields.map(csvText)).toEqual(rows[0])
  })
})
