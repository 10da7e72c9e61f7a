import { describe, expect, it } from 'vitest'
import { multiLineText, passwordText, singleLineText } from './text.ts'

describe('singleLineText', () => {
  const name = singleLineText('Name')

  it('accepts ordinary text in any script', () => {
    expect(name.parse('Asha Rao — आशा')).toBe('Asha Rao — आशा')
  })

  it('refuses NUL, bell, tab, newline and DEL, naming the field', () => {
    for (const bad of ['a\u0000', 'a\u0007', 'a\tb', 'a\nb', 'a\r', 'a\u007f']) {
      const result = name.safeParse(bad)
      expect(result.error?.issues[0]?.message).toBe('Name cannot contain control characters')
    }
  })
})

// Each of Unicode's bidirectional controls (UAX #9): embeddings, overrides, isolates and marks.
const DIRECTION_CONTROLS = [
  ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e'],
  ...['\u2066', '\u2067', '\u2068', '\u2069'],
  ...['\u200e', '\u200f', '\u061c'],
]
const DIRECTION_MESSAGE = "cannot contain invisible characters that change the text's direction"

describe('text with bidirectional controls', () => {
  it('is refused on one line and on many, naming the field', () => {
    for (const control of DIRECTION_CONTROLS) {
      const name = singleLineText('Name').safeParse(`Asha ${control}oaR`)
      const message = multiLineText('Message').safeParse(`Hello\n${control}olleh`)
      expect(name.error?.issues[0]?.message).toBe(`Name ${DIRECTION_MESSAGE}`)
      expect(message.error?.issues[0]?.message).toBe(`Message ${DIRECTION_MESSAGE}`)
    }
  })

  it('keeps right-to-left scripts written without them', () => {
    expect(singleLineText('Name').parse('آشا راؤ')).toBe('آشا راؤ')
  })

  it('is kept in a password, which is never shown, and refuses control characters there', () => {
    expect(passwordText('Password').parse('pass\u202eword')).toBe('pass\u202eword')
    expect(passwordText('Password').safeParse('pass\u0000').error?.issues[0]?.message).toBe(
      'Password cannot contain control characters',
    )
  })
})

describe('multiLineText', () => {
  const message = multiLineText('Message')

  it('keeps line breaks and tabs', () => {
    expect(message.parse('one\r\ntwo\n\tthree')).toBe('one\r\ntwo\n\tthree')
  })

  it('refuses a lone carriage return and other control characters', () => {
    for (const bad of ['a\rb', 'a\u0000', 'a\u001b[31m', 'a\u007f']) {
      expect(message.safeParse(bad).success).toBe(false)
    }
  })
})
