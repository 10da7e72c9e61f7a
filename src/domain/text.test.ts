import { describe, expect, it } from 'vitest'
import { multiLineText, singleLineText } from './text.ts'

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
