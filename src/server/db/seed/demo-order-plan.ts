// Plans the demo store's history: who bought what and when, and what they said once it arrived.
import { MEMBERSHIP_TIERS, membershipTier } from '#domain/membership.ts'
import type { OrderStatus, PaymentStatus } from '#domain/order/status.ts'
import { calculateOrder, type OrderCalculation } from '#domain/pricing.ts'
import { variantPrices } from '#domain/product/variant.ts'
import type { Product, ProductVariant } from '../schema/index.ts'
import { DEMO_CUSTOMERS, type DemoCustomer } from './demo-customers.ts'
import { DEMO_REVIEW_COMMENTS, DEMO_REVIEW_STARS } from './demo-reviews.ts'
import { seededRandom, type SeededRandom } from './seeded-random.ts'

export type PlannedVariant = Pick<
  ProductVariant,
  'id' | 'sku' | 'options' | 'image' | 'priceOverride' | 'originalPriceOverride'
>

export type PlannedProduct = Pick<
  Product,
  | 'id'
  | 'name'
  | 'brand'
  | 'image'
  | 'options'
  | 'price'
  | 'originalPrice'
  | 'inStock'
  | 'isNewProduct'
  | 'hsnCode'
  | 'gstRate'
> & { variants: PlannedVariant[] }

export interface PlannedLine {
  product: PlannedProduct
  variant: PlannedVariant
  quantity: number
  review?: { rating: number; comment: string | null; createdAt: Date }
}

export interface PlannedOrder {
  customer: DemoCustomer
  status: OrderStatus
  paymentStatus: PaymentStatus
  createdAt: Date
  paidAt: Date | null
  deliveredAt: Date | null
  lines: PlannedLine[]
  calc: OrderCalculation
}

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS
const SEED = 20_261_122
/** Orders still on their way, newest last; the rest of the history is delivered. */
// prettier-ignore
const OPEN_STATUSES: OrderStatus[] = ['dispatched', 'dispatched', 'packed', 'confirmed', 'confirmed']

export function planDemoOrders(productsBySlug: Map<string, PlannedProduct>, now: Date) {
  const random = seededRandom(SEED)
  const delivered = deliveredBaskets(productsBySlug, random).map((lines) =>
    deliveredOrder(lines, now, random),
  )
  const orders = assignCustomers(delivered, random)
  const platinum = DEMO_CUSTOMERS.filter((c) => c.tier === 'Platinum')
  const forSale = [...productsBySlug.values()].filter((p) => p.inStock && !p.isNewProduct)
  const lineOf = (product: PlannedProduct): PlannedLine => ({
    product,
    variant: random.pick(product.variants),
    quantity: 1,
  })
  OPEN_STATUSES.forEach((status, i) => {
    const createdAt = new Date(now.getTime() - (OPEN_STATUSES.length - i) * 0.8 * DAY_MS)
    const lines = random.shuffle(forSale).slice(0, random.int(1, 2)).map(lineOf)
    orders.push(
      placedOrder(platinum[i % platinum.length] as DemoCustomer, status, createdAt, lines),
    )
  })
  // A checkout left unpaid, as the housekeeping sweep leaves it: cancelled, payment expired.
  const abandonedAt = new Date(now.getTime() - 12 * DAY_MS)
  const abandoned = [lineOf(random.pick(forSale))]
  orders.push({
    ...placedOrder(DEMO_CUSTOMERS[0] as DemoCustomer, 'cancelled', abandonedAt, abandoned),
    paymentStatus: 'expired',
    paidAt: null,
  })
  return orders.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
}

/** Every review needs its own delivered order line: reviews are packed into baskets of 1 to 4. */
function deliveredBaskets(productsBySlug: Map<string, PlannedProduct>, random: SeededRandom) {
  const slots = Object.entries(DEMO_REVIEW_STARS).flatMap(([slug, stars]) => {
    const product = productsBySlug.get(slug)
    if (!product) throw new Error(`No demo product ${slug}`)
    return [...stars].map((digit) => ({ product, rating: Number(digit) }))
  })
  const baskets: { capacity: number; slots: typeof slots }[] = []
  for (const slot of random.shuffle(slots)) {
    const open = baskets.find(
      (b) => b.slots.length < b.capacity && b.slots.every((s) => s.product !== slot.product),
    )
    if (open) open.slots.push(slot)
    else baskets.push({ capacity: random.pick([1, 1, 2, 2, 2, 3, 4]), slots: [slot] })
  }
  return baskets.map((b) => b.slots)
}

function deliveredOrder(
  slots: { product: PlannedProduct; rating: number }[],
  now: Date,
  random: SeededRandom,
): Omit<PlannedOrder, 'customer'> {
  const createdAt = new Date(now.getTime() - (7 + random.next() * 38) * DAY_MS)
  const deliveredAt = new Date(createdAt.getTime() + (3 + random.next() * 3) * DAY_MS)
  const lines = slots.map(({ product, rating }): PlannedLine => {
    const comments = DEMO_REVIEW_COMMENTS[rating] ?? []
    const reviewedAt = deliveredAt.getTime() + random.int(2, 72) * HOUR_MS
    const variant = random.pick(product.variants)
    return {
      product,
      variant,
      quantity: linePrices({ product, variant }).price < 500_00 ? random.pick([1, 1, 2]) : 1,
      review: {
        rating,
        comment: comments.length > 0 && random.next() >= 0.25 ? random.pick(comments) : null,
        createdAt: new Date(Math.min(reviewedAt, now.getTime() - HOUR_MS)),
      },
    }
  })
  return {
    ...placedOrder(DEMO_CUSTOMERS[0] as DemoCustomer, 'delivered', createdAt, lines),
    deliveredAt,
  }
}

/** An order as checkout prices it and payment leaves it: paid two minutes after it was placed. */
function placedOrder(
  customer: DemoCustomer,
  status: OrderStatus,
  createdAt: Date,
  lines: PlannedLine[],
): PlannedOrder {
  const calc = calculateOrder(
    lines.map((line) => ({
      ...linePrices(line),
      quantity: line.quantity,
      gstRate: line.product.gstRate,
    })),
  )
  const paidAt = new Date(createdAt.getTime() + 2 * 60_000)
  return {
    customer,
    status,
    paymentStatus: 'paid',
    createdAt,
    paidAt,
    deliveredAt: null,
    lines,
    calc,
  }
}

/** What one unit of a line costs before tax: its variant's own price, else its product's. */
export function linePrices({ product, variant }: Pick<PlannedLine, 'product' | 'variant'>) {
  return variantPrices(product, variant)
}

/**
 * Deals the delivered orders out so each customer's paid total lands in their tier: lower tiers
 * take orders that keep them within it until they reach it, Platinum customers share the rest.
 */
function assignCustomers(
  orders: Omit<PlannedOrder, 'customer'>[],
  random: SeededRandom,
): PlannedOrder[] {
  const rank = (total: number) => MEMBERSHIP_TIERS.indexOf(membershipTier(total))
  const pool = random.shuffle(orders)
  const taken = new Set<(typeof orders)[number]>()
  const assigned: PlannedOrder[] = []
  for (const customer of DEMO_CUSTOMERS.filter((c) => c.tier !== 'Platinum')) {
    const target = MEMBERSHIP_TIERS.indexOf(customer.tier)
    let spent = 0
    for (const order of pool) {
      if (taken.has(order) || rank(spent + order.calc.total) > target) continue
      taken.add(order)
      assigned.push({ ...order, customer })
      spent += order.calc.total
      if (rank(spent) === target) break
    }
  }
  const platinum = DEMO_CUSTOMERS.filter((c) => c.tier === 'Platinum')
  pool
    .filter((order) => !taken.has(order))
    .forEach((order, i) =>
      assigned.push({ ...order, customer: platinum[i % platinum.length] as DemoCustomer }),
    )
  return assigned
}
