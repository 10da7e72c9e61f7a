import { describe, expect, it } from 'vitest'
import {
  availability,
  defaultSku,
  LOW_STOCK_THRESHOLD,
  pricesDiffer,
  productInStock,
  shopperPrices,
  variantPrices,
} from './variant.ts'

const stock = (stock: number | null, reserved = 0, lowStockThreshold = LOW_STOCK_THRESHOLD) => ({
  stock,
  reserved,
  lowStockThreshold,
})
const product = { price: 499_00, originalPrice: 799_00 }
const variant = (
  priceOverride: number | null,
  stockLeft: number | null = null,
  originalPriceOverride: number | null = null,
) => ({ priceOverride, originalPriceOverride, ...stock(stockLeft) })

describe('availability', () => {
  it('calls an untracked variant in stock however much is reserved', () => {
    expect(availability(stock(null, 40))).toEqual({ availability: 'in_stock' })
  })

  it('calls a variant in stock above its low-stock threshold', () => {
    expect(availability(stock(20, 14))).toEqual({ availability: 'in_stock' })
  })

  it('says how many are left when what is on hand minus reserved is at or below the threshold', () => {
    expect(availability(stock(12, 7))).toEqual({ availability: 'low_stock', left: 5 })
    expect(availability(stock(1))).toEqual({ availability: 'low_stock', left: 1 })
    expect(availability(stock(9, 0, 10))).toEqual({ availability: 'low_stock', left: 9 })
  })

  it('calls a variant out of stock when every unit on hand is reserved or none is', () => {
    expect(availability(stock(3, 3))).toEqual({ availability: 'out_of_stock' })
    expect(availability(stock(0))).toEqual({ availability: 'out_of_stock' })
  })

  it('defaults the low-stock threshold to five', () => {
    expect(LOW_STOCK_THRESHOLD).toBe(5)
  })
})

describe('variant prices', () => {
  it("take the product's price and original price when the variant sets none", () => {
    expect(variantPrices(product, variant(null))).toEqual(product)
  })

  it("take the variant's own price and original price where it sets them", () => {
    expect(variantPrices(product, variant(549_00))).toEqual({
      price: 549_00,
      originalPrice: 799_00,
    })
    expect(variantPrices(product, variant(null, null, 999_00))).toEqual({
      price: 499_00,
      originalPrice: 999_00,
    })
  })
})

describe("a product's shopper price", () => {
  it('is the cheapest sellable variant’s, with that variant’s original price', () => {
    const variants = [variant(599_00), variant(449_00, 2, 699_00), variant(399_00, 0)]
    expect(shopperPrices(product, variants)).toEqual({ price: 449_00, originalPrice: 699_00 })
  })

  it('is the cheapest variant’s when none can be sold', () => {
    expect(shopperPrices(product, [variant(599_00, 0), variant(549_00, 0)])).toEqual({
      price: 549_00,
      originalPrice: 799_00,
    })
  })
})

describe('a product is in stock', () => {
  it('when its toggle is on and any variant has a unit left', () => {
    expect(productInStock({ inStock: true }, [stock(0), stock(null)])).toBe(true)
    expect(productInStock({ inStock: true }, [stock(0), stock(2, 1)])).toBe(true)
  })

  it('not when every variant is sold out, or when staff switched it off', () => {
    expect(productInStock({ inStock: true }, [stock(0), stock(4, 4)])).toBe(false)
    expect(productInStock({ inStock: false }, [stock(null)])).toBe(false)
    expect(productInStock({ inStock: true }, [])).toBe(false)
  })
})

describe('defaultSku', () => {
  it('is KV- and the first ten hex digits of the product id, upper-cased', () => {
    expect(defaultSku('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('KV-0F8FAD5BD9')
  })
})

describe('pricesDiffer', () => {
  it('says a product whose variants sell at more than one price costs "from" its lowest', () => {
    expect(pricesDiffer([{ price: 599 }, { price: 699 }, { price: 599 }])).toBe(true)
    expect(pricesDiffer([{ price: 599 }, { price: 599 }])).toBe(false)
    expect(pricesDiffer([{ price: 599 }])).toBe(false)
  })
})
