import { rupeesToPaise } from '#domain/money.ts'
import { unitSavings } from '#domain/pricing.ts'
import { TOP_RATED_MIN_RATING } from '#domain/product/catalogue.ts'
import type { Product } from '#domain/product/product.ts'

export type CardBadge = 'NEW' | 'SALE' | 'TOP' | 'FAST'

/** Savings per unit in paise, from the tax-inclusive prices the card shows. */
export function cardSavings(product: Pick<Product, 'price' | 'originalPrice' | 'gstRate'>): number {
  return unitSavings({
    gstRate: product.gstRate,
    price: rupeesToPaise(product.price),
    originalPrice: product.originalPrice === null ? null : rupeesToPaise(product.originalPrice),
  })
}

export function cardBadges(product: Product): CardBadge[] {
  const badges: CardBadge[] = []
  if (product.isNewProduct) badges.push('NEW')
  if (product.isOnSale || cardSavings(product) > 0) badges.push('SALE')
  if (product.rating >= TOP_RATED_MIN_RATING) badges.push('TOP')
  if (product.category === 'chargers') badges.push('FAST')
  return badges
}
