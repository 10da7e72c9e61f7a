// Shared pieces of the checkout tests: an address, a small catalogue, and paying as checkout.js would.
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { UNPAID_ORDER_TTL_MS } from '#domain/order/limits.ts'
import type { ApiOrder } from '#domain/order/responses.ts'
import type { App } from '../app.ts'
import type { Db } from '../db/client.ts'
import {
  coupons,
  type NewCoupon,
  orders,
  type Product,
  productVariants,
} from '../db/schema/index.ts'
import { buildProduct, insertProducts } from '../db/seed/product-factory.ts'
import { paymentSignature } from '../services/payments/signatures.ts'
import { call } from './http.ts'
import { STUB_KEY_SECRET } from './razorpay-stub.ts'
import type { TestApp } from './test-app.ts'
import { createSignedInUser } from './user-factory.ts'

export const ADDRESS = {
  name: 'Asha Rao',
  phone: '9876543210',
  address: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
}

/** Shelf prices: case ₹399 (338.14 + 18%), charger ₹3,893 (was ₹5,073), glass ₹249, sold-out ₹590. */
export async function insertCheckoutProducts(db: Db) {
  const [cheapCase, charger, glass, soldOut] = await insertProducts(db, [
    buildProduct({ name: 'Aurora Case', price: 338_14 }),
    buildProduct({
      name: 'Bolt Charger',
      category: 'chargers',
      price: 3299_00,
      originalPrice: 4299_00,
    }),
    buildProduct({ name: 'Clear Glass', category: 'tempered-glass', price: 211_02 }),
    buildProduct({ name: 'Gone Case', price: 500_00, inStock: false }),
  ])
  return { cheapCase, charger, glass, soldOut } as Record<
    'cheapCase' | 'charger' | 'glass' | 'soldOut',
    Product
  >
}

export async function insertCoupon(db: Db, overrides: Partial<NewCoupon> = {}) {
  const [coupon] = await db
    .insert(coupons)
    .values({
      code: `T${randomBytes(4).toString('hex').toUpperCase()}`,
      type: 'percentage',
      value: 10,
      ...overrides,
    })
    .returning()
  if (!coupon) throw new Error('coupon not created')
  return coupon
}

/** A product whose one variant counts `units` in stock. */
export async function insertStockedProduct(db: Db, units: number, name = 'Armour Case') {
  const [product] = await insertProducts(db, [buildProduct({ name, price: 500_00 })])
  if (!product) throw new Error('no product')
  const [variant] = await db
    .update(productVariants)
    .set({ stock: units })
    .where(eq(productVariants.productId, product.id))
    .returning()
  if (!variant) throw new Error('no variant')
  return { product, variant }
}

export const line = (product: Product, quantity = 1) => ({ productId: product.id, quantity })

/** What checkout.js hands the page after a successful payment, signed with the key secret. */
export function checkoutResult(keySecret: string, razorpayOrderId: string) {
  const razorpayPaymentId = `pay_${randomBytes(7).toString('hex')}`
  return {
    razorpayOrderId,
    razorpayPaymentId,
    razorpaySignature: paymentSignature(keySecret, razorpayOrderId, razorpayPaymentId),
  }
}

export async function placeOrder(
  app: App,
  cookie: string,
  items: ReturnType<typeof line>[],
  couponCode: string | null = null,
  shippingAddress: typeof ADDRESS = ADDRESS,
) {
  return call(
    app,
    'POST',
    '/api/orders/create-order',
    { items, shippingAddress, couponCode },
    { cookie },
  )
}

/** Pays a placed online order as checkout.js would, through the Razorpay stand-in's key. */
export function payFor(app: App, cookie: string, razorpayOrderId: string) {
  return call(
    app,
    'POST',
    '/api/orders/verify-payment',
    checkoutResult(STUB_KEY_SECRET, razorpayOrderId),
    { cookie },
  )
}

interface PaidOrderOptions {
  couponCode?: string | null
  shippingAddress?: typeof ADDRESS
  /** More fields of the checkout request, such as billing details. */
  extra?: Record<string, unknown>
}

/** Places an online order and pays it as checkout.js would; throws if either step is refused. */
export async function placePaidOrder(
  app: App,
  cookie: string,
  items: ReturnType<typeof line>[],
  { couponCode = null, shippingAddress = ADDRESS, extra = {} }: PaidOrderOptions = {},
) {
  const placed = await call(
    app,
    'POST',
    '/api/orders/create-order',
    { items, shippingAddress, couponCode, ...extra },
    { cookie },
  )
  if (placed.statusCode !== 201) throw new Error(`Not placed: ${placed.statusCode} ${placed.body}`)
  const razorpayOrderId = placed.data.razorpayOrderId as string
  const result = checkoutResult(STUB_KEY_SECRET, razorpayOrderId)
  const paid = await call(app, 'POST', '/api/orders/verify-payment', result, { cookie })
  if (paid.statusCode !== 200) throw new Error(`Not paid: ${paid.statusCode} ${paid.body}`)
  return {
    orderId: placed.data.orderId as string,
    razorpayOrderId,
    result,
    order: paid.data.order as ApiOrder,
  }
}

/** A new signed-in shopper (named `name` when given) with an order of `items` placed and paid. */
export async function shopperWithPaidOrder(
  t: TestApp,
  items: ReturnType<typeof line>[],
  { name, ...options }: PaidOrderOptions & { name?: string } = {},
) {
  const shopper = await createSignedInUser(t.db, name === undefined ? {} : { name })
  return { ...shopper, ...(await placePaidOrder(t.app, shopper.cookie, items, options)) }
}

/** Moves an order's placing past UNPAID_ORDER_TTL_MS, as if its payment window had run out. */
export async function ageOrderPastPaymentWindow(db: Db, orderId: string) {
  await db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - UNPAID_ORDER_TTL_MS - 60_000) })
    .where(eq(orders.id, orderId))
}

/** Staff move an order to a status (with a courier or notes when the body gives them). */
export const setOrderStatus = (app: App, adminCookie: string, orderId: string, body: object) =>
  call(app, 'PUT', `/api/orders/admin/${orderId}/status`, body, { cookie: adminCookie })

export function placeCashOrder(
  app: App,
  cookie: string,
  items: ReturnType<typeof line>[],
  shippingAddress: typeof ADDRESS = ADDRESS,
) {
  return call(
    app,
    'POST',
    '/api/orders/create-order',
    { items, shippingAddress, couponCode: null, paymentMethod: 'cod' },
    { cookie },
  )
}

/** Pays through the simulator's window as the browser does: the simulator signs, verify-payment checks. */
export async function payThroughSimulator(app: App, cookie: string, razorpayOrderId: string) {
  const paid = await call(
    app,
    'POST',
    '/api/payments/simulator/pay',
    { razorpayOrderId, outcome: 'success' },
    { cookie },
  )
  return call(
    app,
    'POST',
    '/api/orders/verify-payment',
    {
      razorpayOrderId: paid.data.razorpay_order_id,
      razorpayPaymentId: paid.data.razorpay_payment_id,
      razorpaySignature: paid.data.razorpay_signature,
    },
    { cookie },
  )
}
