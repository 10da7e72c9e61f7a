import { describe, expect, it } from 'vitest'
import { sortByText } from './collation.ts'

// Brands and product names as the shop has them, with the cases where a plain comparison of
// characters would differ from the collation shoppers read in: case, accents (with case),
// digits, spaces and punctuation.
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
  'café covers',
  'cafe covers',
  'Cable 2m',
  'Cable 10m',
  'Cable-C',
  'Cable C',
  'Cable, 1m',
  'Cable_C',
  'Case (Black)',
  'Case - Black',
  'Case: Black',
  'Case/Black',
  'B&O',
  'B-Tech',
  'B+',
  'Levi’s',
  'Levis',
  'iPhone 15 Case',
  'IPhone 15 case',
  'Élan Glass',
  'Elan Glass',
  'Zebra Stripe',
  'zebra stripe',
  'MagSafe Wallet',
  'Magsafe Wallet',
  'USB-C 20W',
  'USB C 20W',
  'Pro Max',
  'Pro',
  'Promax',
  'Pro+',
  'Pro 2',
]

const collated = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, 'en'))
const sorted = (names: string[]) => sortByText(names, (name) => name)

describe('sortByText', () => {
  it('sorts names as localeCompare does', () => {
    expect(sorted(NAMES)).toEqual(collated(NAMES))
    expect(sorted([...NAMES].reverse())).toEqual(collated(NAMES))
  })

  it('ranks every ASCII mark as ICU does, before digits and letters', () => {
    const marks = [...' !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'].map((mark) => `a${mark}b`)
    const names = [...marks, 'a0b', 'a9b', 'aab', 'azb']
    expect(sorted(names)).toEqual(collated(names))
  })

  it('sorts items by their name, keeping the items', () => {
    const brands = [{ brand: 'Spigen' }, { brand: 'boAt' }, { brand: 'Anker' }]
    expect(sortByText(brands, (b) => b.brand)).toEqual([
      { brand: 'Anker' },
      { brand: 'boAt' },
      { brand: 'Spigen' },
    ])
    expect(brands[0]).toEqual({ brand: 'Spigen' })
  })
})
