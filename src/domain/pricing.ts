import type { CouponTerms } from './coupon/rules.ts'
import { formatRupees, type Paise, paiseToRupees } from './money.ts'

// Spec §9: prices are stored before tax; shoppers see them with 18% GST added, rounded to the rupee.
export const TAX_RATE = 0.18
export const SHIPPING_BEFORE_TAX: Paise = 59_00
/** Shipping is free once the tax-inclusive subtotal is above ₹398. */
export const FREE_SHIPPING_ABOVE: Paise = 398_00
/** The smallest whole-rupee subtotal that ships free. */
const FREE_SHIPPING_TARGET: Paise = FREE_SHIPPING_ABOVE + 100
/** The smallest subtotal that ships free, as the shipping page says it ("free from ₹399"). */
export const FREE_SHIPPING_FROM = formatRupees(FREE_SHIPPING_TARGET)
export const FREE_SHIPPING_LABEL = `${FREE_SHIPPING_FROM}+`

/** Adds tax and rounds to the paisa (for amounts that are not shelf prices). */
export function addTax(amount: Paise): Paise {
  return Math.round(amount * (1 + TAX_RATE))
}

/** The shelf price a shopper sees: price × 1.18, rounded to the whole rupee. */
export function displayPrice(price: Paise): Paise {
  return Math.round((price * (1 + TAX_RATE)) / 100) * 100
}

export interface Priced {
  price: Paise
  originalPrice?: Paise | null
}

/** 'Save ₹x' on a card: taxed original minus taxed price, never negative. */
export function unitSavings({ price, originalPrice }: Priced): Paise {
  if (!originalPrice || originalPrice <= price) return 0
  return displayPrice(originalPrice) - displayPrice(price)
}

export const SHIPPING_WITH_TAX: Paise = addTax(SHIPPING_BEFORE_TAX)

export function shippingFor(subtotalWithTax: Paise): Paise {
  if (subtotalWithTax <= 0) return 0
  return subtotalWithTax > FREE_SHIPPING_ABOVE ? 0 : SHIPPING_WITH_TAX
}

/** How much more the shopper must add for free shipping (0 once it is free). */
export function freeShippingGap(subtotalWithTax: Paise): Paise {
  return Math.max(0, FREE_SHIPPING_TARGET - subtotalWithTax)
}

/** How far the cart is towards free shipping, as a whole percentage from 0 to 100. */
export function freeShippingProgress(subtotalWithTax: Paise): number {
  return Math.min(100, Math.round((subtotalWithTax / FREE_SHIPPING_TARGET) * 100))
}

/** A flat discount never exceeds the subtotal; a percentage caps at 100. */
export function couponDiscount(coupon: CouponTerms, subtotalWithTax: Paise): Paise {
  if (coupon.type === 'flat') return Math.min(Math.max(0, coupon.value), subtotalWithTax)
  const percent = Math.min(Math.max(0, coupon.value), 100)
  return Math.round((subtotalWithTax * percent) / 100)
}

export interface PricedLine extends Priced {
  quantity: number
}

export interface OrderCalculation {
  subtotal: Paise
  tax: Paise
  shipping: Paise
  discount: Paise
  /** The cash-on-delivery fee, tax included; 0 when paid online. */
  codFee: Paise
  total: Paise
  savings: Paise
}

/** The figures as the API speaks them, in rupees. */
export function orderCalculationInRupees(calc: OrderCalculation) {
  return {
    subtotal: paiseToRupees(calc.subtotal),
    tax: paiseToRupees(calc.tax),
    shipping: paiseToRupees(calc.shipping),
    discount: paiseToRupees(calc.discount),
    codFee: paiseToRupees(calc.codFee),
    total: paiseToRupees(calc.total),
    savings: paiseToRupees(calc.savings),
  }
}

/**
 * The one place an order's figures are made (spec §9). The subtotal is the sum of the shelf prices
 * the shopper saw; `tax` is the GST inside it; 'You Saved' is the pre-tax saving plus 18%. A
 * cash-on-delivery order adds its fee as a line of its own (tax included, as shipping is).
 */
export function calculateOrder(
  lines: PricedLine[],
  coupon?: CouponTerms | null,
  codFee: Paise = 0,
): OrderCalculation {
  const subtotal = lines.reduce((sum, l) => sum + displayPrice(l.price) * l.quantity, 0)
  const preTax = lines.reduce((sum, l) => sum + l.price * l.quantity, 0)
  const preTaxSavings = lines.reduce(
    (sum, l) =>
      sum +
      (l.originalPrice && l.originalPrice > l.price ? l.originalPrice - l.price : 0) * l.quantity,
    0,
  )
  const discount = coupon ? couponDiscount(coupon, subtotal) : 0
  const shipping = shippingFor(subtotal)
  return {
    subtotal,
    tax: subtotal - preTax,
    shipping,
    discount,
    codFee,
    total: subtotal - discount + shipping + codFee,
    savings: addTax(preTaxSavings),
  }
}

/**
 * Pre-tax price bounds (inclusive, paise) for shelf prices within [minRupees, maxRupees], so the
 * server can filter by what the shopper sees while using the index on the stored price.
 */
export function preTaxBoundsForShelfRupees(minRupees?: number, maxRupees?: number) {
  const factor = (1 + TAX_RATE) * 100 // paise of shelf rupee per paisa of pre-tax price, ×100
  // Shelf prices are whole rupees: round(p × 1.18 / 100) ≥ m  ⇔  p ≥ (m − 0.5) × 100 / 1.18.
  const min =
    minRupees === undefined
      ? undefined
      : Math.max(0, Math.ceil(((Math.ceil(minRupees) - 0.5) * 10_000) / factor))
  const max =
    maxRupees === undefined
      ? undefined
      : Math.ceil(((Math.floor(maxRupees) + 0.5) * 10_000) / factor) - 1
  return { min, max }
}
