import { describe, expect, it } from 'vitest'
import { phoneHeading, shopHeading } from './shop-heading.ts'

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

describe('phoneHeading', () => {
  it("titles a phone's shop by its model, as a shopper searches for it", () => {
    expect(phoneHeading('iPhone 16')).toEqual({
      title: 'iPhone 16 Accessories',
      subtitle: 'Cases, tempered glass and more that fit the iPhone 16',
    })
  })
})
