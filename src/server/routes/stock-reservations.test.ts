import { and, asc, eq, inArray, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { chooseVariant, variantGone } from '#domain/product/stock.ts'
import {
  mailOutbox,
  orderItems,
  orders,
  type Product,
  productVariants,
  stockMovements,
} from '../db/schema/index.ts'
import { buildProduct, giveVariants, insertProducts } from '../db/seed/product-factory.ts'
import { expireAttempts } from '../services/orders/checkout-attempts.ts'
import {
  ageOrderPastPaymentWindow,
  payFor,
  placeCashOrder,
  placeOrder,
} from '../testing/checkout-fixtures.ts'
import { useCheckoutShop } from '../testing/checkout-shop.ts'
import { call } from '../testing/http.ts'
import { createSignedInUser } from '../testing/user-factory.ts'

const shop = useCheckoutShop()
const db = () => shop.t.db

/** A case sold in a phone model per variant, with the stock given for each (null = not counted). */
async function caseFor(models: Record<string, number | null>, overrides = {}) {
  const [product] = await insertProducts(db(), [
    buildProduct({
      name: 'Rugged Case',
      price: 500_00,
      options: [{ name: 'Phone model', values: Object.keys(models) }],
      ...overrides,
    }),
  ])
  if (!product) throw new Error('no product')
  const variants = await giveVariants(
    db(),
    product.id,
    Object.entries(models).map(([model, stock], position) => ({
      sku: `RC-${product.id.slice(0, 8)}-${position}`,
      options: { 'Phone model': model },
      stock,
    })),
  )
  return { product, variants }
}

const item = (product: Product, variantId: string | undefined, quantity = 1) => ({
  productId: product.id,
  ...(variantId && { variantId }),
  quantity,
})

async function variantRow(id: string) {
  const [row] = await db().select().from(productVariants).where(eq(productVariants.id, id))
  return row
}

async function ledger(variantId: string) {
  return db()
    .select({ kind: stockMovements.kind, delta: stockMovements.delta })
    .from(stockMovements)
    .where(eq(stockMovements.variantId, variantId))
    .orderBy(asc(stockMovements.createdAt), asc(stockMovements.kind))
}

describe('stock held at checkout', () => {
  it('sells the last 3 units to exactly 3 of 50 shoppers paying at once, and holds nothing after', async () => {
    const { product, variants } = await caseFor({ 'iPhone 16': 3, 'Galaxy S25': 40 })
    const lastThree = variants[0]!
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => createSignedInUser(db())))
    const outcomes = await Promise.all(
      shoppers.map(async ({ cookie }) => {
        const created = await placeOrder(shop.t.app, cookie, [item(product, lastThree.id)])
        if (created.statusCode !== 201) return `${created.statusCode} ${created.data.message}`
        const paid = await payFor(shop.t.app, cookie, created.data.razorpayOrderId as string)
        return paid.statusCode === 200 ? 'paid' : `${paid.statusCode} ${paid.data.message}`
      }),
    )

    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(3)
    expect(outcomes.filter((o) => o === '409 Rugged Case (iPhone 16) is sold out')).toHaveLength(47)
    expect(await variantRow(lastThree.id)).toMatchObject({ stock: 0, reserved: 0 })
    const lines = await db()
      .select({ status: orders.paymentStatus })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orderItems.variantId, lastThree.id))
    expect(lines).toEqual([{ status: 'paid' }, { status: 'paid' }, { status: 'paid' }])
    const moves = await ledger(lastThree.id)
    expect(moves.filter((m) => m.kind === 'reservation')).toHaveLength(3)
    expect(moves.filter((m) => m.kind === 'sale')).toEqual(
      Array(3).fill({ kind: 'sale', delta: -1 }),
    )
    expect(await variantRow(variants[1]!.id)).toMatchObject({ stock: 40, reserved: 0 })
  }, 60_000)

  it('refuses the whole order with how many are left, holding none of its other lines', async () => {
    const { product, variants } = await caseFor({ 'iPhone 16': 2, 'Pixel 9': 10 })
    const { cookie } = await createSignedInUser(db())
    const refused = await placeOrder(shop.t.app, cookie, [
      item(product, variants[1]!.id, 1),
      item(product, variants[0]!.id, 3),
    ])
    expect(refused.statusCode).toBe(409)
    expect(refused.data.message).toBe('Only 2 left of Rugged Case (iPhone 16)')
    for (const variant of variants)
      expect(await variantRow(variant.id)).toMatchObject({ reserved: 0 })
    expect(await ledger(variants[1]!.id)).toEqual([])

    const placed = await placeOrder(shop.t.app, cookie, [item(product, variants[0]!.id, 2)])
    expect(placed.statusCode).toBe(201)
    expect(await variantRow(variants[0]!.id)).toMatchObject({ stock: 2, reserved: 2 })
  })

  it('charges a variant its own price and names it on the order line and in the confirmation mail', async () => {
    const { product, variants } = await caseFor({ 'iPhone 16 Pro Max': 5, 'iPhone 16': 5 })
    await db()
      .update(productVariants)
      .set({ priceOverride: 700_00 })
      .where(eq(productVariants.id, variants[0]!.id))
    const { cookie } = await createSignedInUser(db())
    const placed = await placeOrder(shop.t.app, cookie, [
      item(product, variants[0]!.id, 1),
      item(product, variants[1]!.id, 1),
    ])
    expect(placed.statusCode).toBe(201)
    // ₹700 + ₹500 before tax, 18% on top, free shipping.
    expect(placed.data.amount).toBe(1416_00)
    const lines = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.data.orderId as string))
    expect(
      lines.map((l) => [l.unitPrice, l.productSnapshot.variant, l.productSnapshot.sku]).sort(),
    ).toEqual([
      [500_00, 'iPhone 16', variants[1]!.sku],
      [700_00, 'iPhone 16 Pro Max', variants[0]!.sku],
    ])
    const paid = await payFor(shop.t.app, cookie, placed.data.razorpayOrderId as string)
    const { orderNumber } = paid.data.order as { orderNumber: string }
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%${orderNumber}%`))
    expect(mail?.text).toContain('Rugged Case (iPhone 16 Pro Max)')
  })

  it("asks which variant when a line names none of a product's several, and refuses another product's variant", async () => {
    const { product } = await caseFor({ 'iPhone 16': 5, 'iPhone 15': 5 })
    const other = await caseFor({ 'Galaxy S25': 5 })
    const { cookie } = await createSignedInUser(db())
    const unnamed = await placeOrder(shop.t.app, cookie, [item(product, undefined)])
    expect(unnamed.statusCode).toBe(400)
    expect(unnamed.data.message).toBe(chooseVariant('Rugged Case'))
    const foreign = await placeOrder(shop.t.app, cookie, [item(product, other.variants[0]!.id)])
    expect(foreign.statusCode).toBe(409)
    expect(foreign.data.message).toBe(variantGone('Rugged Case'))
    const single = await placeOrder(shop.t.app, cookie, [item(other.product, undefined, 2)])
    expect(single.statusCode).toBe(201)
    expect(await variantRow(other.variants[0]!.id)).toMatchObject({ reserved: 2 })
  })

  it('holds nothing for a variant whose stock is not counted, and sells it as before', async () => {
    const { product, variants } = await caseFor({ 'iPhone 16': null })
    const { cookie } = await createSignedInUser(db())
    const placed = await placeOrder(shop.t.app, cookie, [item(product, variants[0]!.id, 10)])
    expect(
      (await payFor(shop.t.app, cookie, placed.data.razorpayOrderId as string)).statusCode,
    ).toBe(200)
    expect(await variantRow(variants[0]!.id)).toMatchObject({ stock: null, reserved: 0 })
    expect(await ledger(variants[0]!.id)).toEqual([])
  })

  it("answers the same checkout again with its attempt, and replaces a shopper's earlier one for another cart", async () => {
    const { product, variants } = await caseFor({ 'iPhone 16': 2 })
    const { cookie } = await createSignedInUser(db())
    const first = await placeOrder(shop.t.app, cookie, [item(product, variants[0]!.id, 2)])
    const again = await placeOrder(shop.t.app, cookie, [item(product, variants[0]!.id, 2)])
    expect([first.statusCode, again.statusCode]).toEqual([201, 201])
    expect(again.data).toEqual(first.data)
    expect(await variantRow(variants[0]!.id)).toMatchObject({ stock: 2, reserved: 2 })

    const fewer = await placeOrder(shop.t.app, cookie, [item(product, variants[0]!.id, 1)])
    expect(fewer.statusCode).toBe(201)
    expect(fewer.data.razorpayOrderId).not.toBe(first.data.razorpayOrderId)
    const [earlier] = await db()
      .select()
      .from(orders)
      .where(eq(orders.id, first.data.orderId as string))
    expect(earlier).toMatchObject({ status: 'cancelled', paymentStatus: 'expired' })
    expect(await variantRow(variants[0]!.id)).toMatchObject({ stock: 2, reserved: 1 })
  })
})

describe('stock released and restocked', () => {
  it('shows a product at its next variant’s price while its cheapest one’s last unit is held, and hides it when none is left', async () => {
    const { product, variants } = await caseFor(
      { 'iPhone 16': 1, 'Pixel 9': 1 },
      { name: 'Shelf Case' },
    )
    await db()
      .update(productVariants)
      .set({ priceOverride: 600_00 })
      .where(eq(productVariants.id, variants[1]!.id))
    // ₹500 and ₹600 before tax show as ₹590 and ₹708.
    const shelf = async (query: string) =>
      (await call(shop.t.app, 'GET', `/api/products?search=shelf%20case&${query}`)).data.total
    expect(await shelf('maxPrice=590')).toBe(1)

    const first = await createSignedInUser(db())
    const held = await placeOrder(shop.t.app, first.cookie, [item(product, variants[0]!.id)])
    expect(held.statusCode).toBe(201)
    expect(await shelf('maxPrice=590')).toBe(0)
    expect(await shelf('minPrice=708&maxPrice=708')).toBe(1)

    const second = await createSignedInUser(db())
    expect(
      (await placeOrder(shop.t.app, second.cookie, [item(product, variants[1]!.id)])).statusCode,
    ).toBe(201)
    expect(await shelf('')).toBe(0)

    await ageOrderPastPaymentWindow(db(), held.data.orderId as string)
    await expireAttempts(db())
    expect(await shelf('maxPrice=590')).toBe(1)
  })

  it('never deadlocks orders taking last units of the same products in opposite orders', async () => {
    const models = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`Model ${i}`, 1]))
    const a = await caseFor(models, { name: 'Crossed Case A' })
    const b = await caseFor(models, { name: 'Crossed Case B' })
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => createSignedInUser(db())))
    const placed = await Promise.all(
      shoppers.map(({ cookie }, i) => {
        const lines = [item(a.product, a.variants[i]!.id), item(b.product, b.variants[i]!.id)]
        return placeOrder(shop.t.app, cookie, i % 2 ? lines : lines.reverse())
      }),
    )
    expect(placed.map((p) => p.statusCode)).toEqual(Array(12).fill(201))
    const listed = await call(shop.t.app, 'GET', '/api/products?search=crossed%20case')
    expect(listed.data.total).toBe(0)
  }, 60_000)

  it('releases the hold of an attempt left unpaid past its time, and sells to a late payer what is still there', async () => {
    const { product, variants } = await caseFor({ 'iPhone 16': 1 })
    const variant = variants[0]!
    const late = await createSignedInUser(db())
    const placed = await placeOrder(shop.t.app, late.cookie, [item(product, variant.id)])
    await ageOrderPastPaymentWindow(db(), placed.data.orderId as string)
    expect(await expireAttempts(db())).toBeGreaterThanOrEqual(1)
    expect(await variantRow(variant.id)).toMatchObject({ stock: 1, reserved: 0 })

    // Paid after expiry while the unit is still there: it is sold to them.
    expect(
      (await payFor(shop.t.app, late.cookie, placed.data.razorpayOrderId as string)).statusCode,
    ).toBe(200)
    expect(await variantRow(variant.id)).toMatchObject({ stock: 0, reserved: 0 })
    expect(await ledger(variant.id)).toEqual([
      { kind: 'reservation', delta: 1 },
      { kind: 'release', delta: -1 },
      { kind: 'reservation', delta: 1 },
      { kind: 'sale', delta: -1 },
    ])
  })

  it('returns a late payment in full when its units went to someone else meanwhile, and sells nothing', async () => {
    const { product, variants } = await caseFor({ 'iPhone 16': 1 })
    const late = await createSignedInUser(db())
    const prompt = await createSignedInUser(db())
    const placed = await placeOrder(shop.t.app, late.cookie, [item(product, variants[0]!.id)])
    await ageOrderPastPaymentWindow(db(), placed.data.orderId as string)
    // No sweep has run: the next shopper's checkout frees the expired hold itself.
    const next = await placeOrder(shop.t.app, prompt.cookie, [item(product, variants[0]!.id)])
    expect(next.statusCode).toBe(201)
    expect(
      (await payFor(shop.t.app, prompt.cookie, next.data.razorpayOrderId as string)).statusCode,
    ).toBe(200)

    const paidLate = await payFor(shop.t.app, late.cookie, placed.data.razorpayOrderId as string)
    expect(paidLate.statusCode).toBe(409)
    expect(paidLate.data.message).toBe(
      'Your payment could not be accepted because the checkout had expired and an item in it sold out meanwhile. It is being refunded in full and reaches your account in 7-14 days.',
    )
    expect(await variantRow(variants[0]!.id)).toMatchObject({ stock: 0, reserved: 0 })
    const [attempt] = await db()
      .select()
      .from(orders)
      .where(eq(orders.id, placed.data.orderId as string))
    expect(attempt).toMatchObject({ status: 'cancelled', orderNumber: null, placedAt: null })
    const refunded = shop.stub.refunds.filter((r) => r.notes.orderId === attempt!.id)
    expect(refunded.map((r) => r.amount)).toEqual([attempt!.total])
  })

  it('puts a cancelled paid order back on the shelf and frees a cancelled cash-on-delivery one', async () => {
    const { product, variants } = await caseFor({ 'iPhone 16': 5 })
    const variant = variants[0]!
    const admin = await createSignedInUser(db(), { isAdmin: true })
    const buyer = await createSignedInUser(db())
    const waiting = await createSignedInUser(db())
    const paid = await placeOrder(shop.t.app, buyer.cookie, [item(product, variant.id, 2)])
    await payFor(shop.t.app, buyer.cookie, paid.data.razorpayOrderId as string)
    const unpaid = await placeCashOrder(shop.t.app, waiting.cookie, [item(product, variant.id, 1)])
    expect(await variantRow(variant.id)).toMatchObject({ stock: 3, reserved: 1 })

    for (const orderId of [paid.data.orderId, unpaid.data.orderId] as string[]) {
      const cancelled = await call(
        shop.t.app,
        'PUT',
        `/api/orders/admin/${orderId}/status`,
        { status: 'cancelled' },
        { cookie: admin.cookie },
      )
      expect(cancelled.statusCode).toBe(200)
    }
    expect(await variantRow(variant.id)).toMatchObject({ stock: 5, reserved: 0 })
    const moves = await db()
      .select({ kind: stockMovements.kind, delta: stockMovements.delta })
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.variantId, variant.id),
          inArray(stockMovements.kind, ['restock', 'release']),
        ),
      )
      .orderBy(asc(stockMovements.kind))
    expect(moves).toEqual([
      { kind: 'release', delta: -1 },
      { kind: 'restock', delta: 2 },
    ])
    const again = await call(
      shop.t.app,
      'PUT',
      `/api/orders/admin/${paid.data.orderId as string}/status`,
      { status: 'cancelled' },
      { cookie: admin.cookie },
    )
    expect(again.statusCode).toBe(200)
    expect(await variantRow(variant.id)).toMatchObject({ stock: 5, reserved: 0 })
  })

  it("doesn't put a dispatched order's units back when it is cancelled: the parcel is not on the shelf", async () => {
    const { product, variants } = await caseFor({ 'iPhone 16': 5 })
    const admin = await createSignedInUser(db(), { isAdmin: true })
    const buyer = await createSignedInUser(db())
    const placed = await placeOrder(shop.t.app, buyer.cookie, [item(product, variants[0]!.id, 2)])
    await payFor(shop.t.app, buyer.cookie, placed.data.razorpayOrderId as string)
    for (const status of ['dispatched', 'cancelled']) {
      const moved = await call(
        shop.t.app,
        'PUT',
        `/api/orders/admin/${placed.data.orderId as string}/status`,
        { status, trackingNumber: '70512345678' },
        { cookie: admin.cookie },
      )
      expect(moved.statusCode).toBe(200)
    }
    expect(await variantRow(variants[0]!.id)).toMatchObject({ stock: 3, reserved: 0 })
  })
})
