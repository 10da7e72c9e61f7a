import { describe, expect, it } from 'vitest'
import type { Product } from '#domain/product/product.ts'
import { cardBadges, cardSavings } from './card-badges.ts'

const product = (changes: Partial<Product>) =>
  ({
    price: 499,
    originalPrice: null,
    rating: 4,
    category: 'cases',
    isNewProduct: false,
    isOnSale: false,
    ...changes,
  }) as Product

describe('card badges', () => {
  it('shows NEW, SALE, TOP and FAST when each applies', () => {
    expect(
      cardBadges(
        product({ isNewProduct: true, originalPrice: 799, rating: 4.5, category: 'chargers' }),
      ),
    ).toEqual(['NEW', 'SALE', 'TOP', 'FAST'])
  })

  it('puts TOP at a rating of 4.5 and not below', () => {
    expect(cardBadges(product({ rating: 4.49 }))).toEqual([])
    expect(cardBadges(product({ rating: 4.5 }))).toEqual(['TOP'])
  })

  it('saves the taxed original minus the taxed price', () => {
    expect(cardSavings(product({ price: 499, originalPrice: 799 }))).toBe(943_00 - 589_00)
    expect(cardSavings(product({ price: 499, originalPrice: null }))).toBe(0)
  })
})
