// Staff hear of new orders and contact messages through the outbox, in the event's transaction.
import { and, eq, isNotNull, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox, orders, staffNoticeOptOuts, users } from '../db/schema/index.ts'
import { placeOrder as placeAttempt } from '../services/orders/lifecycle.ts'
import {
  insertCoupon,
  line,
  payFor,
  placeCashOrder,
  placeOrder,
  placePaidOrder,
  ageOrderPastPaymentWindow,
} from '../testing/checkout-fixtures.ts'
import { useCheckoutShop } from '../testing/checkout-shop.ts'
import { call } from '../testing/http.ts'
import { createTestApp, TEST_ORIGIN } from '../testing/test-app.ts'
import { createSignedInUser, createUser, freshEmail } from '../testing/user-factory.ts'

const shop = useCheckoutShop()
const db = () => shop.t.db

/** Staff notices in the outbox whose subject holds `about`, by recipient. */
async function noticesAbout(about: string, database = db()) {
  const rows = await database
    .select()
    .from(mailOutbox)
    .where(and(isNotNull(mailOutbox.staffNotice), like(mailOutbox.subject, `%${about}%`)))
  return rows
}

/** Admins as the shop has them: one hearing of everything, one who chose only COD orders. */
async function admins() {
  const all = await createUser(db(), { isAdmin: true, email: freshEmail('all') })
  const cod = await createUser(db(), { isAdmin: true, email: freshEmail('cod') })
  await db()
    .insert(staffNoticeOptOuts)
    .values(
      (['new_order', 'low_stock', 'failing_mail'] as const).map((kind) => ({
        userId: cod.id,
        kind,
      })),
    )
  const erased = await createUser(db(), {
    isAdmin: true,
    email: freshEmail('gone'),
    erasedAt: new Date(),
  })
  return { all: all.email, cod: cod.email, erased: erased.email }
}

describe('staff notices of new orders', () => {
  it('mail each admin who wants new orders once an online order is paid, not while it is a checkout', async () => {
    const staff = await admins()
    const { cookie } = await createSignedInUser(db())
    const attempt = await placeOrder(shop.t.app, cookie, [line(shop.catalogue.charger, 2)])
    const before = await db().select().from(mailOutbox).where(isNotNull(mailOutbox.staffNotice))
    expect(before.filter((r) => r.subject.includes('New order'))).toHaveLength(0)

    const paid = await payFor(shop.t.app, cookie, attempt.data.razorpayOrderId as string)
    expect(paid.statusCode).toBe(200)
    const { orderNumber } = paid.data.order as { orderNumber: string }
    const notices = await noticesAbout(orderNumber)
    const to = notices.map((n) => n.recipient)
    expect(to).toContain(staff.all)
    expect(to).not.toContain(staff.cod)
    expect(to).not.toContain(staff.erased)
    expect(new Set(to).size).toBe(to.length)
    const mail = notices.find((n) => n.recipient === staff.all)
    expect(mail).toMatchObject({
      staffNotice: 'new_order',
      subject: `New order ${orderNumber}: ₹7,786.00`,
    })
    expect(mail?.text).toContain('2 items, by Asha Rao to Bengaluru, Karnataka')
    expect(mail?.text).toContain('Payment: Pay online.')
    expect(mail?.text).toContain(`${TEST_ORIGIN}/admin?tab=orders&order=${orderNumber}`)
  })

  it('mail a cash-on-delivery order once to whoever wants new orders or those awaiting confirmation', async () => {
    const staff = await admins()
    const { cookie } = await createSignedInUser(db())
    const placed = await placeCashOrder(shop.t.app, cookie, [line(shop.catalogue.glass)])
    expect(placed.statusCode).toBe(201)
    const orderNumber = placed.data.orderNumber as string
    const notices = await noticesAbout(orderNumber)
    for (const address of [staff.all, staff.cod]) {
      const mine = notices.filter((n) => n.recipient === address)
      expect(mine).toHaveLength(1)
      expect(mine[0]).toMatchObject({
        staffNotice: 'cod_awaiting_confirmation',
        subject: expect.stringContaining(`New COD order ${orderNumber} awaiting confirmation`),
      })
    }
    expect(notices.map((n) => n.recipient)).not.toContain(staff.erased)
  })

  it('are not queued when placing the order is rolled back', async () => {
    await admins()
    const { cookie } = await createSignedInUser(db())
    const attempt = await placeOrder(shop.t.app, cookie, [line(shop.catalogue.cheapCase)])
    const id = attempt.data.orderId as string
    const [row] = await db().select().from(orders).where(eq(orders.id, id))
    const count = async () =>
      (await db().select().from(mailOutbox).where(isNotNull(mailOutbox.staffNotice))).length
    const before = await count()
    await expect(
      db().transaction(async (tx) => {
        const placed = await placeAttempt(tx, shop.t.app.shop, row!)
        expect(placed.orderNumber).toBeTruthy()
        expect(
          await tx.select().from(mailOutbox).where(isNotNull(mailOutbox.staffNotice)),
        ).not.toHaveLength(before)
        throw new Error('the payment could not be recorded')
      }),
    ).rejects.toThrow('the payment could not be recorded')
    expect(await count()).toBe(before)
  })

  it('are not queued for a payment the shop returns rather than take', async () => {
    await admins()
    const coupon = await insertCoupon(db(), { maxUsage: 1 })
    const late = await createSignedInUser(db())
    const prompt = await createSignedInUser(db())
    const held = await placeOrder(
      shop.t.app,
      late.cookie,
      [line(shop.catalogue.glass)],
      coupon.code,
    )
    await ageOrderPastPaymentWindow(db(), held.data.orderId as string)
    await placePaidOrder(shop.t.app, prompt.cookie, [line(shop.catalogue.glass)], {
      couponCode: coupon.code,
    })
    const before = (await db().select().from(mailOutbox).where(isNotNull(mailOutbox.staffNotice)))
      .length
    const paidLate = await payFor(shop.t.app, late.cookie, held.data.razorpayOrderId as string)
    expect(paidLate.statusCode).toBe(409)
    const after = (await db().select().from(mailOutbox).where(isNotNull(mailOutbox.staffNotice)))
      .length
    expect(after).toBe(before)
  })
})

const message = (email: string) => ({
  name: 'Kavya Menon',
  email,
  phone: '9876543210',
  queryType: 'order',
  subject: 'Where is my order?',
  message: 'I placed an order two days ago <b>and</b> would like an update.',
})

describe('staff notices of contact messages', () => {
  it('mail every admin who has not turned them off, with the message and a link to answer it', async () => {
    const staff = await admins()
    await db()
      .insert(staffNoticeOptOuts)
      .values({
        userId: (await db().select().from(users).where(eq(users.email, staff.cod)))[0]!.id,
        kind: 'contact_message',
      })
    const sender = freshEmail('kavya')
    const response = await call(shop.t.app, 'POST', '/api/contact/submit', message(sender))
    expect(response.statusCode).toBe(201)
    const notices = (await noticesAbout('Where is my order?')).filter((n) =>
      n.text.includes(sender),
    )
    expect(notices.map((n) => n.recipient)).toContain(staff.all)
    expect(notices.map((n) => n.recipient)).not.toContain(staff.cod)
    const mail = notices.find((n) => n.recipient === staff.all)
    expect(mail?.staffNotice).toBe('contact_message')
    expect(mail?.text).toContain('<b>and</b> would like an update.')
    expect(mail?.html).toContain('&#60;b&#62;and&#60;/b&#62;')
    expect(mail?.html).not.toContain('<b>and</b>')
    // The layout's footer names the shop as its profile says.
    expect(mail?.html).toContain('Kavach Accessories Private Limited · Plot 12, Okhla')
    expect(mail?.text).toContain(`${TEST_ORIGIN}/admin?tab=messages`)
  })
})

describe('staff notices with STAFF_EMAILS set', () => {
  it('go to the team inbox only, every kind, whatever the admins chose', async () => {
    const t = await createTestApp({ STAFF_EMAILS: 'orders@kavach.shop,ops@kavach.shop' })
    try {
      const admin = await createUser(t.db, { isAdmin: true })
      await t.db.insert(staffNoticeOptOuts).values({ userId: admin.id, kind: 'contact_message' })
      const sender = freshEmail('kavya')
      expect((await call(t.app, 'POST', '/api/contact/submit', message(sender))).statusCode).toBe(
        201,
      )
      const notices = await noticesAbout('Where is my order?', t.db)
      expect(notices.map((n) => n.recipient).sort()).toEqual([
        'ops@kavach.shop',
        'orders@kavach.shop',
      ])
    } finally {
      await t.close()
    }
  })
})
