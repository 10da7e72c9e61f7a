// The shipping page's display data, with charges taken from the pricing module itself.
import { ORDER_CUTOFF_HOUR_IST } from '#domain/business-days.ts'
import { DEFAULT_GST_RATE } from '#domain/gst.ts'
import { formatRupees, formatRupeesExact } from '#domain/money.ts'
import {
  FREE_SHIPPING_FROM,
  FREE_SHIPPING_LABEL,
  SHIPPING_BEFORE_TAX,
  SHIPPING_WITH_TAX,
} from '#domain/pricing.ts'

export const SHIPPING_STEPS = [
  { title: 'Order confirmation', detail: 'You get a confirmation email within 2 hours of paying.' },
  { title: 'Processing', detail: 'We check, pack and label your order in 1-2 days.' },
  { title: 'Dispatch', detail: 'Your parcel leaves our warehouse within 2-3 days, with tracking.' },
  {
    title: 'Delivery',
    detail: 'The courier delivers to your door, with up to 2 delivery attempts.',
  },
]

/** What the cart charges below the free-shipping line, to the paisa as the cart shows it. */
export const STANDARD_SHIPPING = formatRupeesExact(SHIPPING_WITH_TAX)
/** How that charge is made, said beside it wherever it appears. */
export const STANDARD_SHIPPING_MAKEUP = `${formatRupees(SHIPPING_BEFORE_TAX)} + ${DEFAULT_GST_RATE}% GST`

export const CHARGE_TIERS = [
  {
    name: 'Standard',
    condition: `Orders below ${FREE_SHIPPING_FROM}`,
    price: STANDARD_SHIPPING,
    priceNote: STANDARD_SHIPPING_MAKEUP,
    perks: ['Tracked delivery', 'Secure packaging'],
    bestValue: false,
  },
  {
    name: 'Free Shipping',
    condition: `Orders of ${FREE_SHIPPING_LABEL}`,
    price: 'FREE',
    priceNote: undefined,
    perks: ['Tracked delivery', 'Secure packaging', 'No minimum on the number of items'],
    bestValue: true,
  },
  {
    name: 'Large Orders',
    condition: 'Orders of ₹5,000+',
    price: 'FREE',
    priceNote: undefined,
    perks: ['Tracked delivery', 'Extra padding for fragile glass', 'Order updates by email'],
    bestValue: false,
  },
]

/** '2 PM': after this, in IST, an order's delivery days count from the next business day. */
export const ORDER_CUTOFF_LABEL = `${ORDER_CUTOFF_HOUR_IST % 12 || 12} ${ORDER_CUTOFF_HOUR_IST < 12 ? 'AM' : 'PM'}`
