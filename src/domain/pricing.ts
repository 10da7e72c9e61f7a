import { couponCovers, type CouponTerms } from './coupon/rules.ts'
import { DEFAULT_GST_RATE } from './gst.ts'
import { formatRupees, type Paise } from './money.ts'

// Prices are stored before tax; shoppers see them with GST added (each product's rate,
// 18 % unless staff set another), rounded to the rupee. Shipping and the COD fee bear 18 %.
export const SHIPPING_BEFORE_TAX: Paise = 59_00
/** Shipping is free once the tax-inclusive subtotal is above ₹398. */
export const FREE_SHIPPING_ABOVE: Paise = 398_00
/** The smallest whole-rupee subtotal that ships free. */
const FREE_SHIPPING_TARGET: Paise = FREE_SHIPPING_ABOVE + 100
/** The smallest subtotal that ships free, as the shipping page says it ("free from ₹399"). */
export const FREE_SHIPPING_FROM = formatRupees(FREE_SHIPPING_TARGET)
export const FREE_SHIPPING_LABEL = `${FREE_SHIPPING_FROM}+`

/** Adds tax at a GST rate (percent) and rounds to the paisa (for amounts that are not shelf prices). */
export function addTax(amount: Paise, gstRate: number = DEFAULT_GST_RATE): Paise {
  return Math.round((amount * (100 + gstRate)) / 100)
}

/** The shelf price a shopper sees: price plus GST at the product's rate, rounded to the whole rupee. */
export function displayPrice(price: Paise, gstRate: number = DEFAULT_GST_RATE): Paise {
  return Math.round((price * (100 + gstRate)) / 100 / 100) * 100
}

export interface Priced {
  price: Paise
  originalPrice?: Paise | null
  /** The product's GST rate in percent; the default when absent. */
  gstRate?: number
}

/** 'Save ₹x' on a card: taxed original minus taxed price, never negative. */
export function unitSavings({ price, originalPrice, gstRate }: Priced): Paise {
  if (!originalPrice || originalPrice <= price) return 0
  return displayPrice(originalPrice, gstRate) - displayPrice(price, gstRate)
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

/**
 * What a coupon takes off the tax-inclusive amount of the lines it covers: a flat discount never
 * more than them, a percentage at most 100 and at most the coupon's cap.
 */
export function couponDiscount(coupon: CouponTerms, coveredWithTax: Paise): Paise {
  if (coupon.type === 'flat') return Math.min(Math.max(0, coupon.value), coveredWithTax)
  const percent = Math.min(Math.max(0, coupon.value), 100)
  const off = Math.round((coveredWithTax * percent) / 100)
  return coupon.maxDiscount == null ? off : Math.min(off, Math.max(0, coupon.maxDiscount))
}

export interface PricedLine extends Priced {
  quantity: number
  /** The product's category, which a coupon limited to some categories looks at. */
  category?: string
}

/** A line's tax-inclusive amount at the shelf price. */
export const lineAmount = (line: PricedLine): Paise =>
  displayPrice(line.price, line.gstRate) * line.quantity

/** The lines' tax-inclusive amount at the shelf price. */
export const subtotalOf = (lines: PricedLine[]): Paise =>
  lines.reduce((sum, l) => sum + lineAmount(l), 0)

/** The tax-inclusive amount of the lines a coupon covers. */
export const coveredAmount = (lines: PricedLine[], coupon: CouponTerms): Paise =>
  lines.reduce((sum, l) => sum + (couponCovers(coupon, l.category) ? lineAmount(l) : 0), 0)

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

/** An order's figures on their own, from anything that holds them (an order row). */
export const orderFigures = (calc: OrderCalculation): OrderCalculation => ({
  subtotal: calc.subtotal,
  tax: calc.tax,
  shipping: calc.shipping,
  discount: calc.discount,
  codFee: calc.codFee,
  total: calc.total,
  savings: calc.savings,
})

/**
 * The one place an order's figures are made. The subtotal is the sum of the shelf prices
 * the shopper saw; `tax` is the GST inside it; a coupon takes off the lines it covers; 'You
 * Saved' is each line's pre-tax saving plus its GST. A cash-on-delivery order adds its fee as a
 * line of its own (tax included, as shipping is).
 */
export function calculateOrder(
  lines: PricedLine[],
  coupon?: CouponTerms | null,
  codFee: Paise = 0,
): OrderCalculation {
  const subtotal = subtotalOf(lines)
  const preTax = lines.reduce((sum, l) => sum + l.price * l.quantity, 0)
  // Pre-tax savings summed per rate, then taxed once per rate, so one rate rounds once.
  const savedByRate = new Map<number, Paise>()
  for (const l of lines) {
    if (!l.originalPrice || l.originalPrice <= l.price) continue
    const rate = l.gstRate ?? DEFAULT_GST_RATE
    savedByRate.set(rate, (savedByRate.get(rate) ?? 0) + (l.originalPrice - l.price) * l.quantity)
  }
  const savings = [...savedByRate].reduce((sum, [rate, saved]) => sum + addTax(saved, rate), 0)
  const discount = coupon ? couponDiscount(coupon, coveredAmount(lines, coupon)) : 0
  const shipping = shippingFor(subtotal)
  return {
    subtotal,
    tax: subtotal - preTax,
    shipping,
    discount,
    codFee,
    total: subtotal - discount + shipping + codFee,
    savings,
  }
}

/**
 * The pre-tax price (paise, as the product's `price` stores it) that shows `shelf` (whole rupees,
 * GST included) at `gstRate`, and the nearest shelf price a whole-rupee pre-tax price gives, for
 * staff who keep their prices in rupees.
 */
export function preTaxForShelf(shelf: number, gstRate: number) {
  const price = Math.round((shelf * 100 * 100) / (100 + gstRate))
  const rupees = Math.round(price / 100) * 100
  return { price, wholeRupees: { price: rupees, shelf: displayPrice(rupees, gstRate) / 100 } }
}
