import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { AccountDataSchema } from '#domain/account-data.ts'
import {
  ERASED_SHOPPER_NAME,
  ERASURE_MESSAGES,
  ErasureStatusSchema,
} from '#domain/account-erasure.ts'
import { MessageResponseSchema } from '#domain/api-shapes.ts'
import {
  carts,
  consentEvents,
  contactMessages,
  invoices,
  oneTimeCodes,
  orderItems,
  orders,
  productVariants,
  sessions,
  stockAlerts,
  userAddresses,
  users,
} from '../db/schema/index.ts'
import { upsertGoogleUser } from '../services/google-sign-in.ts'
import { createSession, SESSION_COOKIE } from '../services/sessions.ts'
import { expectDeclared } from '../testing/declared-answers.ts'
import {
  line,
  placeOrder,
  placePaidOrder,
  setOrderStatus,
  shopperWithPaidOrder,
} from '../testing/checkout-fixtures.ts'
import { useStaffedCheckoutShop } from '../testing/checkout-shop.ts'
import { call } from '../testing/http.ts'
import { ageCodesPastCooldown } from '../testing/one-time-codes.ts'
import { pdfText } from '../testing/pdf-text.ts'
import { codeIn } from '../testing/smtp-capture.ts'
import { createSignedInUser, freshEmail, TEST_PASSWORD } from '../testing/user-factory.ts'

const { shop, smtp, admin } = useStaffedCheckoutShop()
const app = () => shop.t.app
const db = () => shop.t.db

const HOME = {
  name: 'Asha Rao',
  phone: '9876543210',
  address: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
}

const asShopper = (cookie?: string) => (cookie ? { cookie } : {})
const exportData = (cookie?: string) =>
  call(app(), 'GET', '/api/user/export', undefined, asShopper(cookie))
const status = (cookie?: string) =>
  call(app(), 'GET', '/api/user/erasure', undefined, asShopper(cookie))
const askCode = (cookie?: string) =>
  call(app(), 'POST', '/api/user/erase-code', undefined, asShopper(cookie))
const erase = (cookie: string | undefined, body: object | undefined, ip?: string) =>
  call(app(), 'DELETE', '/api/user', body, { ...asShopper(cookie), ...(ip && { ip }) })
const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0]

/** A new shopper with one order of two cases, paid online and delivered, and its review. */
async function shopperWithDeliveredOrder(email = freshEmail()) {
  const paid = await shopperWithPaidOrder(shop.t, [line(shop.catalogue.cheapCase, 2)], {
    shippingAddress: HOME,
  })
  await db().update(users).set({ email, phone: '9876543210' }).where(eq(users.id, paid.user.id))
  const moved = await setOrderStatus(app(), admin(), paid.orderId, { status: 'delivered' })
  expect(moved.statusCode).toBe(200)
  const reviewed = await call(
    app(),
    'POST',
    `/api/products/${shop.catalogue.cheapCase.id}/review`,
    { rating: 5, comment: 'Fits my phone well', orderId: paid.orderId },
    { cookie: paid.cookie },
  )
  expect(reviewed.statusCode).toBe(201)
  return { ...paid, email }
}

async function leaveTraces(userId: string, email: string) {
  const saved = await call(
    app(),
    'POST',
    '/api/user/addresses',
    { ...HOME, landmark: 'Near the metro' },
    { cookie: await signedInCookie(userId) },
  )
  expect(saved.statusCode).toBe(201)
  await db().insert(contactMessages).values({
    name: 'Asha Rao',
    email,
    phone: '9876543210',
    queryType: 'order',
    subject: 'Where is my case?',
    message: 'Please tell me when my case arrives.',
  })
  const [variant] = await db().select().from(productVariants).limit(1)
  if (variant) await db().insert(stockAlerts).values({ variantId: variant.id, email, userId })
}

/** Another session of the user, as a second browser would have. */
async function signedInCookie(userId: string) {
  const { token } = await createSession(db(), userId)
  return `${SESSION_COOKIE}=${token}`
}

describe('GET /api/user/export', () => {
  it('refuses anyone not signed in', async () => {
    for (const response of [
      await exportData(),
      await status(),
      await askCode(),
      await erase(undefined, { password: TEST_PASSWORD }),
    ]) {
      expect(response.statusCode).toBe(401)
      expect(response.data.message).toEqual(expect.any(String))
    }
  })

  it('downloads the shopper’s profile, addresses, orders, reviews, messages and alerts, and nobody else’s', async () => {
    const asha = await shopperWithDeliveredOrder()
    await leaveTraces(asha.user.id, asha.email)
    const other = await shopperWithPaidOrder(shop.t, [line(shop.catalogue.glass, 1)])
    await db().insert(contactMessages).values({
      name: 'Someone Else',
      email: 'someone.else@example.in',
      queryType: 'general',
      subject: 'Not Asha',
      message: 'A message that is not hers.',
    })

    const consent = { marketingEmails: true }
    await call(shop.t.app, 'PUT', '/api/user/preferences', consent, { cookie: asha.cookie })
    const kept = [line(shop.catalogue.glass, 2)]
    await call(shop.t.app, 'PUT', '/api/cart', { lines: kept }, { cookie: asha.cookie })
    const response = await exportData(asha.cookie)
    expect(response.statusCode).toBe(200)
    expectDeclared('GET /api/user/export', AccountDataSchema, response)
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="kavach-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    expect(response.headers['cache-control']).toBe('no-store')
    const data = response.json() as Record<string, unknown[]> & {
      notes: string[]
      profile: Record<string, unknown>
      orders: Record<string, unknown>[]
    }
    expect(data.profile).toMatchObject({
      id: asha.user.id,
      email: asha.email,
      phone: '9876543210',
      signIn: { password: true, google: false },
    })
    expect(data.addresses).toEqual([expect.objectContaining({ landmark: 'Near the metro' })])
    expect(data.orders).toHaveLength(1)
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, asha.orderId))
    expect(data.orders[0]).toMatchObject({
      orderNumber: asha.order.orderNumber,
      status: 'delivered',
      total: 798,
      shippingAddress: HOME,
      items: [expect.objectContaining({ name: 'Aurora Case', quantity: 2, price: 399 })],
      invoices: [expect.objectContaining({ kind: 'invoice', number: invoice?.number })],
    })
    expect(data.reviews).toEqual([
      expect.objectContaining({ product: 'Aurora Case', rating: 5, comment: 'Fits my phone well' }),
    ])
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ subject: 'Where is my case?', replies: [] }),
    ])
    expect(data.backInStockAlerts).toHaveLength(1)
    expect(data.preferences).toEqual({ whatsappUpdates: false, marketingEmails: true })
    expect(data.consents).toEqual([
      { purpose: 'marketingEmails', granted: true, source: 'profile', at: expect.any(String) },
    ])
    expect(data.cart).toEqual(kept)
    expect(data.cartReminders).toEqual([])
    expect(data.notes.join(' ')).toContain('cookie choice')
    const text = response.body
    expect(text).not.toContain(other.order.orderNumber)
    expect(text).not.toContain('someone.else@example.in')
  })
})

describe('closing an account', () => {
  it('tells a password account to prove it with its password, and that it can be closed', async () => {
    const { cookie } = await createSignedInUser(db())
    const response = await status(cookie)
    expectDeclared('GET /api/user/erasure', ErasureStatusSchema, response)
    expect(response.data).toEqual({ proof: 'password', refusal: null })
  })

  it('refuses a wrong password and erases nothing', async () => {
    const { user, cookie } = await createSignedInUser(db())
    const response = await erase(cookie, { password: 'not-the-password' })
    expect(response.statusCode).toBe(400)
    expect(response.data.message).toBe(ERASURE_MESSAGES.wrongPassword)
    expect(await userRow(user.id)).toEqual(user)
    expect((await exportData(cookie)).statusCode).toBe(200)
  })

  it.each([
    [{}, ERASURE_MESSAGES.proofMissing],
    [{ password: TEST_PASSWORD, code: '123456' }, ERASURE_MESSAGES.proofMissing],
    [{ code: '12' }, ERASURE_MESSAGES.codeNeeded],
    [{ password: TEST_PASSWORD, isAdmin: true }, expect.any(String)],
  ])('refuses the body %o with 400', async (body, message) => {
    const { user, cookie } = await createSignedInUser(db())
    const response = await erase(cookie, body)
    expect(response.statusCode).toBe(400)
    expect(response.data.message).toEqual(message)
    expect((await userRow(user.id))?.erasedAt).toBeNull()
  })

  it('refuses while an order is on its way, and says so before asking', async () => {
    const { user, cookie } = await createSignedInUser(db())
    await placePaidOrder(app(), cookie, [line(shop.catalogue.cheapCase, 1)])
    expect((await status(cookie)).data.refusal).toBe(ERASURE_MESSAGES.ordersOpen)
    const response = await erase(cookie, { password: TEST_PASSWORD })
    expect(response.statusCode).toBe(409)
    expect(response.data.message).toBe(ERASURE_MESSAGES.ordersOpen)
    expect((await userRow(user.id))?.erasedAt).toBeNull()
  })

  it('refuses while a return is open', async () => {
    const asha = await shopperWithDeliveredOrder()
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, asha.orderId))
    const asked = await call(
      app(),
      'POST',
      `/api/orders/${asha.orderId}/returns`,
      {
        items: [{ orderItemId: item?.id, quantity: 1 }],
        reason: 'changed_mind',
        resolution: 'refund',
      },
      { cookie: asha.cookie },
    )
    expect(asked.statusCode).toBe(201)
    const refused = await erase(asha.cookie, { password: TEST_PASSWORD })
    expect(refused.statusCode).toBe(409)
    expect(refused.data.message).toBe(ERASURE_MESSAGES.returnsOpen)
    expect((await userRow(asha.user.id))?.erasedAt).toBeNull()
  })

  it('refuses while a checkout’s payment may still land', async () => {
    const { cookie } = await createSignedInUser(db())
    const pressedPay = await placeOrder(app(), cookie, [line(shop.catalogue.cheapCase, 1)])
    expect(pressedPay.statusCode).toBe(201)
    const response = await erase(cookie, { password: TEST_PASSWORD })
    expect(response.statusCode).toBe(409)
    expect(response.data.message).toBe(ERASURE_MESSAGES.paymentOpen)
  })

  it('answers a request without a body with 400', async () => {
    const { cookie } = await createSignedInUser(db())
    const response = await erase(cookie, undefined)
    expect(response.statusCode).toBe(400)
    expect(response.data.message).toEqual(expect.any(String))
  })

  it('stops password guesses after ten, saying when to try again', async () => {
    const { user, cookie } = await createSignedInUser(db())
    const guess = () => erase(cookie, { password: 'a-wrong-guess' }, '10.9.9.9')
    for (let i = 0; i < 10; i++) expect((await guess()).statusCode).toBe(400)
    const limited = await guess()
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toMatch(/^\d+$/)
    expect(limited.data.message).toMatch(/^Too many attempts/)
    expect((await userRow(user.id))?.erasedAt).toBeNull()
  })

  it('refuses to close a staff account', async () => {
    const { cookie } = await createSignedInUser(db(), { isAdmin: true })
    const response = await erase(cookie, { password: TEST_PASSWORD })
    expect(response.statusCode).toBe(409)
    expect(response.data.message).toBe(ERASURE_MESSAGES.staff)
  })

  it('erases the shopper but keeps their order and invoice whole, and their review unnamed', async () => {
    const asha = await shopperWithDeliveredOrder()
    await leaveTraces(asha.user.id, asha.email)
    const secondSession = await signedInCookie(asha.user.id)
    const consent = { whatsappUpdates: true, marketingEmails: true }
    await call(app(), 'PUT', '/api/user/preferences', consent, { cookie: asha.cookie })
    const [orderBefore] = await db().select().from(orders).where(eq(orders.id, asha.orderId))
    const itemsBefore = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, asha.orderId))
    const [invoiceBefore] = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, asha.orderId))

    const kept = { lines: [line(shop.catalogue.glass, 1)] }
    await call(app(), 'PUT', '/api/cart', kept, { cookie: asha.cookie })

    const response = await erase(asha.cookie, { password: TEST_PASSWORD })
    expect(response.statusCode).toBe(200)
    expectDeclared('DELETE /api/user', MessageResponseSchema, response)
    expect(response.data.message).toBe(ERASURE_MESSAGES.erased)
    expect(response.cookies).toContainEqual(
      expect.objectContaining({ name: 'kavach_session', value: '' }),
    )

    // Every session has ended: this browser's and the other one's.
    for (const cookie of [asha.cookie, secondSession]) {
      expect((await exportData(cookie)).statusCode).toBe(401)
      const me = await call(app(), 'GET', '/api/auth/me', undefined, { cookie })
      expect(me.data.user).toBeNull()
    }
    expect(await db().$count(sessions, eq(sessions.userId, asha.user.id))).toBe(0)
    expect(await db().$count(carts, eq(carts.userId, asha.user.id))).toBe(0)

    const tombstone = await userRow(asha.user.id)
    expect(tombstone).toMatchObject({
      name: ERASED_SHOPPER_NAME,
      email: `erased-${asha.user.id}@kavach.invalid`,
      phone: null,
      avatar: null,
      passwordHash: null,
      googleSubject: null,
      whatsappUpdates: false,
      marketingEmails: false,
      erasedAt: expect.any(Date),
    })
    expect(await db().$count(consentEvents, eq(consentEvents.userId, asha.user.id))).toBe(0)
    expect(await db().$count(userAddresses, eq(userAddresses.userId, asha.user.id))).toBe(0)
    expect(await db().$count(contactMessages, eq(contactMessages.email, asha.email))).toBe(0)
    expect(await db().$count(stockAlerts, eq(stockAlerts.email, asha.email))).toBe(0)

    // The order keeps its figures and lines; only the person is gone from it.
    const [orderAfter] = await db().select().from(orders).where(eq(orders.id, asha.orderId))
    const { shippingAddress: _before, updatedAt: _b, ...figuresBefore } = orderBefore ?? {}
    const { shippingAddress, updatedAt: _a, ...figuresAfter } = orderAfter ?? {}
    expect(figuresAfter).toEqual(figuresBefore)
    expect(shippingAddress).toEqual({
      ...HOME,
      name: 'Erased',
      phone: 'Erased',
      address: 'Erased',
    })
    expect(JSON.stringify(orderAfter)).not.toContain('9876543210')
    expect(
      await db().select().from(orderItems).where(eq(orderItems.orderId, asha.orderId)),
    ).toEqual(itemsBefore)
    const [invoiceAfter] = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, asha.orderId))
    expect(invoiceAfter).toEqual(invoiceBefore)

    // Staff still download the invoice as it was issued.
    const pdf = await call(app(), 'GET', `/api/orders/${asha.orderId}/invoice.pdf`, undefined, {
      cookie: admin(),
    })
    expect(pdf.statusCode).toBe(200)
    const text = await pdfText(pdf.rawPayload)
    expect(text).toContain(invoiceBefore?.number)
    expect(text).toContain('₹798.00')
    expect(text).toContain('Asha Rao')

    // The review stays, its author unnamed.
    const product = await call(app(), 'GET', `/api/products/${shop.catalogue.cheapCase.id}`)
    const reviews = product.data.reviews as { comment: string; userName: string }[]
    expect(reviews.find((r) => r.comment === 'Fits my phone well')?.userName).toBe(
      ERASED_SHOPPER_NAME,
    )

    // The old address and password no longer sign in, and the address can sign up anew.
    const login = await call(app(), 'POST', '/api/auth/login', {
      email: asha.email,
      password: TEST_PASSWORD,
    })
    expect(login.statusCode).toBe(401)
    const registered = await call(app(), 'POST', '/api/auth/register', {
      name: 'Asha Again',
      email: asha.email,
      password: 'a-new-password-1',
    })
    expect(registered.statusCode).toBe(201)
    const mail = await smtp().lastTo(asha.email, /verification code/)
    const verified = await call(
      app(),
      'POST',
      '/api/auth/verify-otp',
      { email: asha.email, otp: codeIn(mail) },
      { cookie: registered.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    )
    expect(verified.statusCode).toBe(200)
    expect(verified.data.user).toMatchObject({ email: asha.email, name: 'Asha Again' })
    expect((verified.data.user as { id: string }).id).not.toBe(asha.user.id)
  })
})

describe('closing an account that signs in with Google only', () => {
  const googleShopper = () =>
    createSignedInUser(db(), {
      email: freshEmail('google'),
      passwordHash: null,
      googleSubject: `google-${Date.now()}-${Math.random()}`,
    })

  it('mails a code and erases with it, refusing a wrong or expired one first', async () => {
    const { user, cookie } = await googleShopper()
    expect((await status(cookie)).data).toEqual({ proof: 'code', refusal: null })
    expect((await erase(cookie, { password: 'anything-at-all' })).statusCode).toBe(400)

    const sent = await askCode(cookie)
    expect(sent.statusCode).toBe(200)
    expectDeclared('POST /api/user/erase-code', MessageResponseSchema, sent)
    const mail = await smtp().lastTo(user.email, /account deletion code/)
    const code = codeIn(mail)
    const wrong = code === '000000' ? '111111' : '000000'

    const refused = await erase(cookie, { code: wrong })
    expect(refused.statusCode).toBe(400)
    expect((await userRow(user.id))?.erasedAt).toBeNull()

    // Expired: the code is refused even when right.
    await db()
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.email, user.email))
    const late = await erase(cookie, { code })
    expect(late.statusCode).toBe(400)
    expect((await userRow(user.id))?.erasedAt).toBeNull()

    await ageCodesPastCooldown(db(), user.email)
    expect((await askCode(cookie)).statusCode).toBe(200)
    const fresh = codeIn((await smtp().allTo(user.email, 2)).at(-1) ?? mail)
    const erased = await erase(cookie, { code: fresh })
    expect(erased.statusCode).toBe(200)
    expect(await userRow(user.id)).toMatchObject({
      name: ERASED_SHOPPER_NAME,
      googleSubject: null,
      erasedAt: expect.any(Date),
    })

    // Signing in with the same Google account again makes a new account, not the erased one.
    const again = await upsertGoogleUser(db(), {
      subject: user.googleSubject ?? '',
      email: user.email,
      name: 'Back Again',
    })
    expect(again.id).not.toBe(user.id)
    expect(again).toMatchObject({ email: user.email, erasedAt: null })
  })

  it('sends no code to an account that has a password', async () => {
    const { cookie } = await createSignedInUser(db())
    const response = await askCode(cookie)
    expect(response.statusCode).toBe(400)
    expect(response.data.message).toBe(ERASURE_MESSAGES.noCodeForPassword)
  })
})
