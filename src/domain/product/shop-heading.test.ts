import { describe, expect, it } from 'vitest'
import { shopHeading } from './shop-heading.ts'

describe('shopHeading', () => {
  it.each([
    [{ filter: 'new' }, 'New Arrivals'],
    [{ filter: 'gifts' }, 'Perfect Gifts'],
    [{ category: 'work-essentials' }, 'Work Essentials'],
    [{ category: 'work-essentials', subcategory: 'desk-setup' }, 'Desk Setup'],
    [{ category: 'cases' }, 'Premium Cases'],
    [{ category: 'tempered-glass' }, 'Tempered Glass'],
    [{ category: 'chargers' }, 'Chargers & Power'],
    [{ category: 'accessories' }, 'Mobile Accessories'],
    [{}, 'Premium Collection'],
    [{ category: 'unknown' }, 'Premium Collection'],
  ])('titles the section %o as %s', (section, title) => {
    expect(shopHeading(section).title).toBe(title)
  })
})
