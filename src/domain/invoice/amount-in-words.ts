// An amount in words as Indian invoices write it, counted in thousands, lakhs and crores.
import type { Paise } from '../money.ts'

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? ''
  const unit = n % 10
  return `${TENS[Math.floor(n / 10)]}${unit ? `-${ONES[unit]}` : ''}`
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ')
}

/** Whole numbers in words: 1,23,45,678 → 'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight'. */
export function numberInWords(n: number): string {
  if (n === 0) return 'Zero'
  const crore = Math.floor(n / 1_00_00_000)
  const lakh = Math.floor((n % 1_00_00_000) / 1_00_000)
  const thousand = Math.floor((n % 1_00_000) / 1_000)
  const rest = n % 1_000
  return [
    crore ? `${numberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** 'Indian Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise Only'. */
export function amountInWords(amount: Paise): string {
  const rupees = Math.floor(amount / 100)
  const paise = amount % 100
  const words = `Indian Rupees ${numberInWords(rupees)}`
  return `${words}${paise ? ` and ${belowHundred(paise)} Paise` : ''} Only`
}
