import { describe, expect, it } from 'vitest'
import { compareText } from './collation.ts'

// Brands and product names as the shop has them, with the cases where a plain comparison of
// characters would differ from the collation shoppers read in: case, accents, digits, spaces and
// hyphens.
const NAMES = [
  'Spigen',
  'boAt',
  'Anker',
  'anker',
  'ANKER',
  'Kavach',
  'kavach',
  'Belkin',
  'Ugreen',
  'Café Covers',
  'Cafe Covers',
  'Cable 2m',
  'Cable 10m',
  'Cable-C',
  'Cable C',
  'iPhone 15 Case',
  'IPhone 15 case',
  'Élan Glass',
  'Elan Glass',
  'Zebra Stripe',
  'zebra stripe',
  'Magsafe Wallet',
  'MagSafe Wallet',
  'Tempered Glass',
  'tempered glass 2',
  'Pro Max',
  'Pro',
  'Promax',
]

describe('compareText', () => {
  it('sorts names as localeCompare does', () => {
    const collated = [...NAMES].sort((a, b) => a.localeCompare(b, 'en'))
    expect([...NAMES].sort(compareText)).toEqual(collated)
    expect([...NAMES].reverse().sort(compareText)).toEqual(collated)
  })

  it('says equal names are equal and nothing else is', () => {
    expect(compareText('Anker', 'Anker')).toBe(0)
    expect(compareText('Anker', 'anker')).not.toBe(0)
    expect(compareText('Cafe', 'Café')).not.toBe(0)
  })
})
