import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AbandonedCartStatsSchema,
  CartAnswerSchema,
  UnsubscribedSchema,
} from '#domain/cart/server-cart.ts'
import {
  cartReminders,
  carts,
  mailOutbox,
  type Product,
  productVariants,
  users,
} from '../db/schema/index.ts'
import { remindAbandonedCarts } from '../services/carts/cart-reminders.ts'
import { setPreferences } from '../services/consents.ts'
import {
  insertCheckoutProducts,
  line,
  placeOrder,
  placePaidOrder,
} from '../testing/checkout-fixtures.ts'
import { expectDeclared } from '../testing/declared-answers.ts'
import { call } from '../testing/http.ts'
import { startRazorpayStub } from '../testing/razorpay-stub.ts'
import { type SmtpCapture, startSmtpCapture } from '../testing/smtp-capture.ts'
import { createTestApp, settle, type TestApp } from '../testing/test-app.ts'
import { createSignedInUser } from '../testing/user-factory.ts'

// Mail leaves only when a test settles the outbox, so a withdrawal can meet a reminder still queued.
let t: TestApp
let smtp: SmtpCapture
let stub: Awaited<ReturnType<typeof startRazorpayStub>>
let catalogue: Awaited<ReturnType<typeof insertCheckoutProducts>>
let admin: string
beforeAll(async () => {
  smtp = await startSmtpCapture()
  stub = await startRazorpayStub()
  t = await createTestApp(
    { ...stub.env, SMTP_URL: smtp.url },
    { mailWorker: { pollMs: 3_600_000 } },
  )
  catalogue = await insertCheckoutProducts(t.db)
  admin = (await createSignedInUser(t.db, { isAdmin: true })).cookie
})
afterAll(async () => {
  await t.close()
  await stub.close()
  await smtp.close()
})

const MINUTE = 60_000
const settings = () => ({ publicUrl: 'http://localhost:3000', afterMinutes: 60 })
const remind = (at: number) => remindAbandonedCarts(t.db, settings(), new Date(at))

async function cartLine(product: Product, quantity: number) {
  const [variant] = await t.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, product.id))
  return { productId: product.id, variantId: variant?.id ?? '', quantity }
}

/** A signed-in shopper, agreeing to cart reminders unless told not to, who left a case and glass. */
async function shopperWithCart(consent = true) {
  const shopper = await createSignedInUser(t.db, { marketingEmails: consent })
  const lines = [await cartLine(catalogue.cheapCase, 2), await cartLine(catalogue.glass, 1)]
  const kept = await call(t.app, 'PUT', '/api/cart', { lines }, { cookie: shopper.cookie })
  expect(kept.statusCode).toBe(200)
  return { ...shopper, lines, leftAt: Date.now() }
}

const remindersTo = (userId: string) =>
  t.db.select().from(cartReminders).where(eq(cartReminders.userId, userId))

/** The cart reminders mailed to `email`, once the outbox is sent. */
async function mailsTo(email: string) {
  await settle(t.app)
  return smtp.messages.filter((m) => m.to === email && /Kavach cart/.test(m.subject))
}

const tokenIn = (text: string, name: 'restore' | 'token') => {
  const match = new RegExp(`[?&]${name}=([A-Za-z0-9_-]{43})`).exec(text)
  if (!match?.[1]) throw new Error(`No ${name} token in the mail`)
  return match[1]
}

describe('a cart left behind', () => {
  it('is recalled once to a shopper who agreed, after the delay and not before', async () => {
    const { user, leftAt } = await shopperWithCart()
    await remind(leftAt + 59 * MINUTE)
    expect(await remindersTo(user.id)).toHaveLength(0)
    await remind(leftAt + 61 * MINUTE)
    await remind(leftAt + 90 * MINUTE)
    expect(await remindersTo(user.id)).toHaveLength(1)

    const mails = await mailsTo(user.email)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail?.subject).toBe('You left something in your Kavach cart')
    expect(mail?.text).toContain('2 × Aurora Case: ₹798.00')
    expect(mail?.text).toContain('1 × Clear Glass: ₹249.00')
    expect(mail?.text).toMatch(/Return to your cart: http:\/\/localhost:3000\/cart\?restore=/)
    expect(mail?.text).toMatch(
      /Unsubscribe in one click: http:\/\/localhost:3000\/api\/unsubscribe\?token=/,
    )
    expect(mail?.headers['list-unsubscribe']).toBe(
      `<http://localhost:3000/api/unsubscribe?token=${tokenIn(mail?.text ?? '', 'token')}>`,
    )
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    console.info(`--- a reminder as sent ---\nSubject: ${mail?.subject}\n\n${mail?.text}`)
  })

  it('is recalled a second time a day after the first, and never a third', async () => {
    const { user, leftAt } = await shopperWithCart()
    const first = leftAt + 61 * MINUTE
    await remind(first)
    await remind(first + 23 * 60 * MINUTE)
    expect(await remindersTo(user.id)).toHaveLength(1)
    await remind(first + 24 * 60 * MINUTE)
    await remind(first + 10 * 24 * 60 * MINUTE)
    await remind(first + 40 * 24 * 60 * MINUTE)
    expect((await remindersTo(user.id)).map((r) => r.number).sort()).toEqual([1, 2])
    const mails = await mailsTo(user.email)
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'You left something in your Kavach cart',
      'Your Kavach cart is still waiting',
    ])
  })

  it('is never recalled to a shopper who did not agree', async () => {
    const { user, leftAt } = await shopperWithCart(false)
    await remind(leftAt + 61 * MINUTE)
    await remind(leftAt + 3 * 24 * 60 * MINUTE)
    expect(await remindersTo(user.id)).toHaveLength(0)
    expect(await mailsTo(user.email)).toHaveLength(0)
  })

  it('is not recalled once the shopper bought, before or after the first reminder', async () => {
    const before = await shopperWithCart()
    await placePaidOrder(t.app, before.cookie, [line(catalogue.cheapCase)])
    await remind(Date.now() + 61 * MINUTE)
    expect(await remindersTo(before.user.id)).toHaveLength(0)

    const after = await shopperWithCart()
    await remind(after.leftAt + 61 * MINUTE)
    await placePaidOrder(t.app, after.cookie, [line(catalogue.glass)])
    await remind(after.leftAt + 3 * 24 * 60 * MINUTE)
    expect(await remindersTo(after.user.id)).toHaveLength(1)
    expect(await mailsTo(after.user.email)).toHaveLength(1)
  })

  it('includes an online checkout left unpaid, named as its lines', async () => {
    const { user, cookie } = await createSignedInUser(t.db, { marketingEmails: true })
    const placed = await placeOrder(t.app, cookie, [line(catalogue.charger, 1)])
    expect(placed.statusCode).toBe(201)
    await remind(Date.now() + 30 * MINUTE)
    expect(await remindersTo(user.id)).toHaveLength(0)
    await remind(Date.now() + 61 * MINUTE)
    const [mail] = await mailsTo(user.email)
    expect(mail?.text).toContain('1 × Bolt Charger: ₹3,893.00')
  })

  it('is not recalled once the shopper emptied the cart after an unpaid checkout', async () => {
    const { user, cookie } = await createSignedInUser(t.db, { marketingEmails: true })
    expect((await placeOrder(t.app, cookie, [line(catalogue.glass, 1)])).statusCode).toBe(201)
    await call(t.app, 'PUT', '/api/cart', { lines: [] }, { cookie })
    await remind(Date.now() + 61 * MINUTE)
    await remind(Date.now() + 3 * 24 * 60 * MINUTE)
    expect(await remindersTo(user.id)).toHaveLength(0)
  })

  it('goes to one mail however many sweeps run at once', async () => {
    const { user, leftAt } = await shopperWithCart()
    await Promise.all([1, 2, 3, 4].map(() => remind(leftAt + 61 * MINUTE)))
    expect(await remindersTo(user.id)).toHaveLength(1)
    expect(await mailsTo(user.email)).toHaveLength(1)
  })
})

describe('a reminder’s links', () => {
  it('restore the lines the mail named, to anyone holding the link, and only those', async () => {
    const { user, lines, leftAt } = await shopperWithCart()
    await remind(leftAt + 61 * MINUTE)
    const [mail] = await mailsTo(user.email)
    const token = tokenIn(mail?.text ?? '', 'restore')
    const restored = await call(t.app, 'GET', `/api/cart/restore?token=${token}`)
    expectDeclared('GET /api/cart/restore', CartAnswerSchema, restored)
    expect(restored.data).toEqual({ lines })

    expect((await call(t.app, 'GET', '/api/cart/restore?token=short')).statusCode).toBe(400)
    expect((await call(t.app, 'GET', '/api/cart/restore')).statusCode).toBe(400)
    const unknown = await call(t.app, 'GET', `/api/cart/restore?token=${'A'.repeat(43)}`)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.data.message).toMatch(/not valid/)

    await t.db
      .update(cartReminders)
      .set({ sentAt: new Date(Date.now() - 31 * 24 * 60 * MINUTE) })
      .where(eq(cartReminders.userId, user.id))
    expect((await call(t.app, 'GET', `/api/cart/restore?token=${token}`)).statusCode).toBe(410)
  })

  it('unsubscribe in one click, by the mail client’s POST, at once and for good', async () => {
    const { user, leftAt } = await shopperWithCart()
    await remind(leftAt + 61 * MINUTE)
    const [mail] = await mailsTo(user.email)
    const token = tokenIn(mail?.text ?? '', 'token')
    // As RFC 8058 has it: a form post from the mail provider's servers, no Origin, no cookie.
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(posted.statusCode).toBe(200)
    expectDeclared('POST /api/unsubscribe', UnsubscribedSchema, posted)
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(row?.marketingEmails).toBe(false)

    await remind(leftAt + 3 * 24 * 60 * MINUTE)
    expect(await mailsTo(user.email)).toHaveLength(1)
    // Clicked again, it says the same.
    expect(
      (await call(t.app, 'POST', `/api/unsubscribe?token=${token}`, undefined, { origin: null }))
        .statusCode,
    ).toBe(200)
  })

  it('unsubscribe from the link in the mail, dropping a reminder already queued', async () => {
    const { user, leftAt } = await shopperWithCart()
    await remind(leftAt + 61 * MINUTE)
    const [mail] = await mailsTo(user.email)
    const token = tokenIn(mail?.text ?? '', 'token')
    // A second reminder queued, not yet sent, when the shopper clicks.
    await remind(leftAt + 61 * MINUTE + 24 * 60 * MINUTE)
    const queued = () =>
      t.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.consentUserId, user.id), isNull(mailOutbox.sentAt)))
    expect(await queued()).toHaveLength(1)

    const clicked = await call(t.app, 'GET', `/api/unsubscribe?token=${token}`)
    expectDeclared('GET /api/unsubscribe', UnsubscribedSchema, clicked)
    expect(clicked.data.message).toMatch(/You are unsubscribed/)
    expect(await queued()).toHaveLength(0)
    expect(await mailsTo(user.email)).toHaveLength(1)

    const inBrowser = await t.app.inject({
      method: 'GET',
      url: `/api/unsubscribe?token=${token}`,
      headers: { accept: 'text/html,application/xhtml+xml' },
    })
    expect(inBrowser.statusCode).toBe(200)
    expect(inBrowser.headers['content-type']).toMatch(/text\/html/)
    expect(inBrowser.body).toContain('You are unsubscribed')
  })

  it('refuse a token that is malformed or unknown', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const malformed = await call(t.app, method, '/api/unsubscribe?token=abc')
      expect(malformed.statusCode).toBe(400)
      expect(typeof malformed.data.message).toBe('string')
      expect((await call(t.app, method, '/api/unsubscribe')).statusCode).toBe(400)
      const unknown = await call(t.app, method, `/api/unsubscribe?token=${'B'.repeat(43)}`)
      expect(unknown.statusCode).toBe(404)
    }
  })

  it('stop when consent is withdrawn from the profile too', async () => {
    const { user, leftAt } = await shopperWithCart()
    await setPreferences(t.db, user.id, { marketingEmails: false }, 'profile')
    await remind(leftAt + 61 * MINUTE)
    expect(await mailsTo(user.email)).toHaveLength(0)
  })
})

describe('the staff’s abandoned-cart figures', () => {
  it('count carts reminded and the shoppers who came back and bought', async () => {
    const figures = async () => {
      const answer = await call(t.app, 'GET', '/api/admin/abandoned-carts?days=30', undefined, {
        cookie: admin,
      })
      expectDeclared('GET /api/admin/abandoned-carts', AbandonedCartStatsSchema, answer)
      return answer.data as unknown as {
        reminded: { count: number; value: number }
        cameBack: { count: number; value: number }
      }
    }
    const before = await figures()
    const { user, cookie } = await shopperWithCart()
    // Left two hours ago, reminded now, bought after.
    await t.db
      .update(carts)
      .set({ updatedAt: new Date(Date.now() - 120 * MINUTE) })
      .where(eq(carts.userId, user.id))
    await remind(Date.now())
    const reminded = await figures()
    expect(reminded.reminded.count).toBe(before.reminded.count + 1)
    expect(reminded.reminded.value).toBeCloseTo(before.reminded.value + 1047, 2)
    await placePaidOrder(t.app, cookie, [line(catalogue.cheapCase, 2), line(catalogue.glass)])
    const after = await figures()
    expect(after.cameBack.count).toBe(reminded.cameBack.count + 1)
    expect(after.cameBack.value).toBeGreaterThan(reminded.cameBack.value)
  })

  it('are for staff only, over 1 to 365 days', async () => {
    expect((await call(t.app, 'GET', '/api/admin/abandoned-carts')).statusCode).toBe(401)
    const shopper = await createSignedInUser(t.db)
    expect(
      (
        await call(t.app, 'GET', '/api/admin/abandoned-carts', undefined, {
          cookie: shopper.cookie,
        })
      ).statusCode,
    ).toBe(403)
    for (const days of ['0', '400', 'week']) {
      const refused = await call(
        t.app,
        'GET',
        `/api/admin/abandoned-carts?days=${days}`,
        undefined,
        {
          cookie: admin,
        },
      )
      expect(refused.statusCode, days).toBe(400)
    }
  })
})
