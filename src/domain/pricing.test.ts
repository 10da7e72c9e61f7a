import { describe, expect, it } from 'vitest'
import {
  addTax,
  calculateOrder,
  couponDiscount,
  displayPrice,
  FREE_SHIPPING_LABEL,
  freeShippingGap,
  freeShippingProgress,
  preTaxForShelf,
  shippingFor,
  SHIPPING_WITH_TAX,
  unitSavings,
} from './pricing.ts'

describe('displayPrice', () => {
  it('adds 18% tax and rounds to the whole rupee', () => {
    expect(displayPrice(499_00)).toBe(589_00) // 588.82
    expect(displayPrice(100_00)).toBe(118_00)
    expect(displayPrice(1_00)).toBe(1_00) // 1.18
  })

  it('rounds half a rupee up', () => {
    expect(displayPrice(75_00)).toBe(89_00) // 88.50
    expect(displayPrice(25_00)).toBe(30_00) // 29.50
  })
})

describe('unitSavings', () => {
  it('is the taxed original minus the taxed price', () => {
    expect(unitSavings({ price: 499_00, originalPrice: 799_00 })).toBe(943_00 - 589_00)
  })

  it('is nothing without a higher original price', () => {
    expect(unitSavings({ price: 499_00 })).toBe(0)
    expect(unitSavings({ price: 499_00, originalPrice: null })).toBe(0)
    expect(unitSavings({ price: 499_00, originalPrice: 499_00 })).toBe(0)
    expect(unitSavings({ price: 499_00, originalPrice: 399_00 })).toBe(0)
  })
})

describe('shipping', () => {
  it('costs ₹59 plus 18% tax, ₹69.62, up to a ₹398 subtotal', () => {
    expect(SHIPPING_WITH_TAX).toBe(69_62)
    expect(shippingFor(398_00)).toBe(69_62)
    expect(shippingFor(1_00)).toBe(69_62)
  })

  it("is labelled from the first rupee that ships free, '₹399+'", () => {
    expect(FREE_SHIPPING_LABEL).toBe('₹399+')
  })

  it('is free from ₹399', () => {
    expect(shippingFor(399_00)).toBe(0)
    expect(shippingFor(398_01)).toBe(0)
  })

  it('is nothing for an empty cart', () => {
    expect(shippingFor(0)).toBe(0)
  })

  it('tells how far the shopper is from free shipping', () => {
    expect(freeShippingGap(300_00)).toBe(99_00)
    expect(freeShippingGap(398_00)).toBe(1_00)
    expect(freeShippingGap(399_00)).toBe(0)
  })

  it('measures the progress to free shipping against the same target', () => {
    expect(freeShippingProgress(0)).toBe(0)
    expect(freeShippingProgress(199_50)).toBe(50)
    expect(freeShippingProgress(399_00)).toBe(100)
    expect(freeShippingProgress(1_000_00)).toBe(100)
  })
})

describe('couponDiscount', () => {
  it('takes a flat amount off, never more than the subtotal', () => {
    expect(couponDiscount({ type: 'flat', value: 100_00 }, 589_00)).toBe(100_00)
    expect(couponDiscount({ type: 'flat', value: 1_000_00 }, 589_00)).toBe(589_00)
  })

  it('takes a percentage off, rounded to the paisa and capped at 100%', () => {
    expect(couponDiscount({ type: 'percentage', value: 10 }, 589_00)).toBe(58_90)
    expect(couponDiscount({ type: 'percentage', value: 15 }, 333_33)).toBe(50_00)
    expect(couponDiscount({ type: 'percentage', value: 150 }, 589_00)).toBe(589_00)
  })
})

describe('calculateOrder', () => {
  it('adds shipping to a cart below the free-shipping line', () => {
    const order = calculateOrder([{ price: 299_00, quantity: 1 }]) // shows ₹353
    expect(order).toMatchObject({ subtotal: 353_00, shipping: 69_62, discount: 0, total: 422_62 })
    expect(order.tax).toBe(54_00)
  })

  it('ships free once the subtotal reaches ₹399, shown as ₹399+', () => {
    const atLine = calculateOrder([{ price: 338_14, quantity: 1 }]) // 399.00
    expect(atLine.subtotal).toBe(399_00)
    expect(atLine.shipping).toBe(0)
    const below = calculateOrder([{ price: 337_29, quantity: 1 }]) // 398.00
    expect(below.subtotal).toBe(398_00)
    expect(below.shipping).toBe(69_62)
  })

  it('counts savings as the pre-tax saving plus 18%', () => {
    const order = calculateOrder([{ price: 499_00, originalPrice: 799_00, quantity: 2 }])
    expect(order.savings).toBe(addTax(600_00))
    expect(order.subtotal).toBe(1_178_00)
  })

  it('takes the coupon off the tax-inclusive subtotal before shipping', () => {
    const order = calculateOrder([{ price: 299_00, quantity: 1 }], { type: 'flat', value: 50_00 })
    expect(order).toMatchObject({ subtotal: 353_00, discount: 50_00, total: 372_62 })
  })

  it('decides free shipping on the subtotal, not on the discounted total', () => {
    const order = calculateOrder([{ price: 499_00, quantity: 1 }], {
      type: 'percentage',
      value: 50,
    })
    expect(order).toMatchObject({ subtotal: 589_00, discount: 294_50, shipping: 0, total: 294_50 })
  })
})

describe('calculateOrder with a cash-on-delivery fee', () => {
  const line = { price: 200_00, quantity: 1 } // ₹236 on the shelf, so shipping is charged

  it('adds the fee as its own line, after the discount and shipping', () => {
    const calc = calculateOrder([line], { type: 'flat', value: 36_00 }, 49_00)
    expect(calc).toMatchObject({
      subtotal: 236_00,
      discount: 36_00,
      shipping: 69_62,
      codFee: 49_00,
    })
    expect(calc.total).toBe(236_00 - 36_00 + 69_62 + 49_00)
  })

  it('leaves the fee out, and the total as before, when paid online', () => {
    const online = calculateOrder([line])
    expect(online.codFee).toBe(0)
    expect(online.total).toBe(236_00 + 69_62)
  })

  it('keeps the GST figure and the savings untouched by the fee', () => {
    const [withFee, without] = [calculateOrder([line], null, 49_00), calculateOrder([line])]
    expect(withFee.tax).toBe(without.tax)
    expect(withFee.savings).toBe(without.savings)
  })
})

describe('a product’s own GST rate', () => {
  it('sets its shelf price, rounded to the rupee', () => {
    expect(displayPrice(100_00, 5)).toBe(105_00)
    expect(displayPrice(237_14, 5)).toBe(249_00) // 249.00
    expect(displayPrice(100_00, 40)).toBe(140_00)
    expect(displayPrice(100_00, 0)).toBe(100_00)
    expect(unitSavings({ price: 100_00, originalPrice: 200_00, gstRate: 5 })).toBe(105_00)
  })

  it('makes an order’s tax and savings line by line, shipping still at 18 %', () => {
    const calc = calculateOrder([
      { price: 200_00, originalPrice: 300_00, quantity: 1, gstRate: 5 },
      { price: 100_00, quantity: 2, gstRate: 40 },
    ])
    expect(calc.subtotal).toBe(210_00 + 2 * 140_00)
    expect(calc.tax).toBe(10_00 + 2 * 40_00)
    expect(calc.savings).toBe(105_00)
    expect(calc.shipping).toBe(0)
    const small = calculateOrder([{ price: 100_00, quantity: 1, gstRate: 5 }])
    expect(small.shipping).toBe(SHIPPING_WITH_TAX)
  })
})

describe('a price entered as shoppers see it', () => {
  it('stores the pre-tax price that shows it exactly, at any rate', () => {
    for (const rate of [0, 5, 18, 40]) {
      for (let shelf = 1; shelf <= 5000; shelf += 7) {
        expect(displayPrice(preTaxForShelf(shelf, rate).price, rate) / 100).toBe(shelf)
      }
    }
    expect(preTaxForShelf(399, 18).price).toBe(338_14)
  })

  it('says what a whole-rupee pre-tax price would show, the nearest to the shelf price', () => {
    expect(preTaxForShelf(399, 18).wholeRupees).toEqual({ price: 338_00, shelf: 399 })
    expect(preTaxForShelf(249, 18).wholeRupees).toEqual({ price: 211_00, shelf: 249 })
    expect(preTaxForShelf(100, 18).wholeRupees).toEqual({ price: 85_00, shelf: 100 })
    expect(preTaxForShelf(105, 5).wholeRupees).toEqual({ price: 100_00, shelf: 105 })
  })
})
