import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MessageResponseSchema } from '#domain/api-shapes.ts'
import { STOCK_ALERT_MESSAGES, STOCK_ALERTS_PER_ADDRESS } from '#domain/product/stock-alert.ts'
import { mailOutbox, productVariants, stockAlerts } from '../db/schema/index.ts'
import { tellWaitingShoppers } from '../services/stock-alerts.ts'
import { insertStockedProduct } from '../testing/checkout-fixtures.ts'
import { expectDeclared } from '../testing/declared-answers.ts'
import { call } from '../testing/http.ts'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts'
import { createSignedInUser, freshEmail } from '../testing/user-factory.ts'

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await createTestApp()
  admin = (await createSignedInUser(t.db, { isAdmin: true })).cookie
})
afterAll(() => t.close())

const notify = (productId: string, body: unknown, cookie?: string) =>
  call(t.app, 'POST', `/api/products/${productId}/notify`, body, cookie ? { cookie } : {})

const countIn = (variantId: string, delta: number) =>
  call(
    t.app,
    'POST',
    `/api/admin/variants/${variantId}/stock`,
    { delta, reason: 'Delivery from the supplier' },
    { cookie: admin },
  )

const mailsTo = (email: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), like(mailOutbox.subject, 'Back in stock:%')))

async function soldOut(name: string) {
  return insertStockedProduct(t.db, 0, name)
}

describe('POST /api/products/:id/notify', () => {
  it('puts a signed-out shopper on the list by email, once however often they ask', async () => {
    const { product, variant } = await soldOut('Waited-for Case')
    const email = freshEmail()

    const first = await notify(product.id, {
      variantId: variant.id,
      email: ` ${email.toUpperCase()} `,
    })
    expect(first.statusCode).toBe(201)
    expectDeclared('POST /api/products/:id/notify', MessageResponseSchema, first)
    expect(first.data.message).toBe(STOCK_ALERT_MESSAGES.asked)

    const again = await notify(product.id, { variantId: variant.id, email })
    expect(again.statusCode).toBe(200)
    expect(again.data.message).toBe(STOCK_ALERT_MESSAGES.alreadyAsked)

    const rows = await t.db.select().from(stockAlerts).where(eq(stockAlerts.variantId, variant.id))
    expect(rows).toMatchObject([{ email, userId: null, notifiedAt: null }])
  })

  it("takes a signed-in shopper's account address, and asks a signed-out one for theirs", async () => {
    const { product, variant } = await soldOut('Account Case')
    const { user, cookie } = await createSignedInUser(t.db)

    expect((await notify(product.id, { variantId: variant.id }, cookie)).statusCode).toBe(201)
    const [row] = await t.db.select().from(stockAlerts).where(eq(stockAlerts.variantId, variant.id))
    expect(row).toMatchObject({ email: user.email, userId: user.id })

    const anonymous = await notify(product.id, { variantId: variant.id })
    expect(anonymous.statusCode).toBe(400)
    expect(anonymous.data.message).toBe(STOCK_ALERT_MESSAGES.emailNeeded)
  })

  it('refuses a bad address, an unknown or foreign variant, and a variant on sale', async () => {
    const { product, variant } = await soldOut('Refusing Case')
    const other = await soldOut('Other Case')
    const onSale = await insertStockedProduct(t.db, 3, 'On Sale Case')

    const bad = await notify(product.id, { variantId: variant.id, email: 'not-an-email' })
    expect(bad.statusCode).toBe(400)
    expect(bad.data.message).toBe('Please enter a valid email address')
    expect((await notify(product.id, { variantId: 'nope', email: freshEmail() })).statusCode).toBe(
      400,
    )
    const foreign = await notify(product.id, { variantId: other.variant.id, email: freshEmail() })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.data.message).toBe(STOCK_ALERT_MESSAGES.notFound)
    const buyable = await notify(onSale.product.id, {
      variantId: onSale.variant.id,
      email: freshEmail(),
    })
    expect(buyable.statusCode).toBe(409)
    expect(buyable.data.message).toBe(STOCK_ALERT_MESSAGES.inStock)
  })

  it(`keeps one address to ${STOCK_ALERTS_PER_ADDRESS} open requests`, async () => {
    const email = freshEmail('collector')
    for (let i = 0; i < STOCK_ALERTS_PER_ADDRESS; i += 1) {
      const { product, variant } = await soldOut(`Collected Case ${i}`)
      expect((await notify(product.id, { variantId: variant.id, email })).statusCode).toBe(201)
    }
    const { product, variant } = await soldOut('One Too Many Case')
    const refused = await notify(product.id, { variantId: variant.id, email })
    expect(refused.statusCode).toBe(409)
    expect(refused.data.message).toBe(STOCK_ALERT_MESSAGES.tooMany)
  })
})

describe('units counted in', () => {
  it('mail each waiting shopper once, with a link to the variant, and end their requests', async () => {
    const { product, variant } = await soldOut('Restocked Case')
    const [ana, ben] = [freshEmail('ana'), freshEmail('ben')]
    await notify(product.id, { variantId: variant.id, email: ana })
    await notify(product.id, { variantId: variant.id, email: ben })

    expect((await countIn(variant.id, 5)).statusCode).toBe(200)

    const [mail] = await mailsTo(ana)
    expect(mail?.subject).toBe('Back in stock: Restocked Case')
    expect(mail?.text).toContain(`${TEST_ORIGIN}/product/${product.slug}?variant=${variant.id}`)
    expect(await mailsTo(ben)).toHaveLength(1)
    const open = await t.db.select().from(stockAlerts).where(eq(stockAlerts.variantId, variant.id))
    expect(open.every((row) => row.notifiedAt !== null)).toBe(true)

    // Counted in again, or swept: nobody is told twice.
    await countIn(variant.id, 5)
    await tellWaitingShoppers(t.app.shop)
    expect(await mailsTo(ana)).toHaveLength(1)
  })

  it('mail a shopper once when stock is counted in twice at once', async () => {
    const { product, variant } = await soldOut('Raced Case')
    const email = freshEmail('raced')
    await notify(product.id, { variantId: variant.id, email })

    const [two, three] = await Promise.all([
      countIn(variant.id, 2),
      countIn(variant.id, 3),
      tellWaitingShoppers(t.app.shop, [variant.id]),
    ])
    expect([two.statusCode, three.statusCode]).toEqual([200, 200])
    expect(await mailsTo(email)).toHaveLength(1)
  })

  it('wait while every unit is held by an order, or the product is off sale', async () => {
    const { product, variant } = await soldOut('Held Case')
    const email = freshEmail('held')
    await notify(product.id, { variantId: variant.id, email })
    await t.db
      .update(productVariants)
      .set({ stock: 2, reserved: 2 })
      .where(eq(productVariants.id, variant.id))
    expect(await tellWaitingShoppers(t.app.shop, [variant.id])).toBe(0)

    // The held units come back (an unpaid order let go): the sweep tells the shopper.
    await t.db
      .update(productVariants)
      .set({ reserved: 0 })
      .where(eq(productVariants.id, variant.id))
    expect(await tellWaitingShoppers(t.app.shop)).toBeGreaterThanOrEqual(1)
    expect(await mailsTo(email)).toHaveLength(1)
  })
})
