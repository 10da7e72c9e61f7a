import { describe, expect, it } from 'vitest'
import { amountInWords, numberInWords } from './amount-in-words.ts'

describe('amount in words', () => {
  it('counts in thousands, lakhs and crores', () => {
    expect(numberInWords(0)).toBe('Zero')
    expect(numberInWords(19)).toBe('Nineteen')
    expect(numberInWords(105)).toBe('One Hundred Five')
    expect(numberInWords(1_00_000)).toBe('One Lakh')
    expect(numberInWords(12_34_567)).toBe(
      'Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven',
    )
    expect(numberInWords(1_23_45_678)).toBe(
      'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight',
    )
    expect(numberInWords(150_00_00_000)).toBe('One Hundred Fifty Crore')
  })

  it('writes rupees and paise as an invoice does', () => {
    expect(amountInWords(1_568_62)).toBe(
      'Indian Rupees One Thousand Five Hundred Sixty-Eight and Sixty-Two Paise Only',
    )
    expect(amountInWords(5_00_000_00)).toBe('Indian Rupees Five Lakh Only')
    expect(amountInWords(5)).toBe('Indian Rupees Zero and Five Paise Only')
  })
})
