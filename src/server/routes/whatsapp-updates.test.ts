// Order updates on WhatsApp through the Cloud API's stand-in: only for a shopper who asked, sent
// through the outbox with retries, stopped by withdrawing, and moved on by the webhook.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { formatApiRupees } from '#domain/money.ts'
import { WhatsAppWebhookAnswerSchema } from '#domain/whatsapp.ts'
import { expectDeclared } from '../testing/declared-answers.ts'
import { consentEvents, whatsappOutbox } from '../db/schema/index.ts'
import { WHATSAPP_MAX_ATTEMPTS } from '../services/whatsapp/worker.ts'
import {
  insertCheckoutProducts,
  line,
  placeCashOrder,
  placePaidOrder,
} from '../testing/checkout-fixtures.ts'
import { call } from '../testing/http.ts'
import { startRazorpayStub } from '../testing/razorpay-stub.ts'
import { createTestApp, settle, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts'
import { createSignedInUser } from '../testing/user-factory.ts'
import { metaSignature, STUB_VERIFY_TOKEN, startWhatsAppStub } from '../testing/whatsapp-stub.ts'

let t: TestApp
let razorpay: Awaited<ReturnType<typeof startRazorpayStub>>
let whatsapp: Awaited<ReturnType<typeof startWhatsAppStub>>
let catalogue: Awaited<ReturnType<typeof insertCheckoutProducts>>
beforeAll(async () => {
  razorpay = await startRazorpayStub()
  whatsapp = await startWhatsAppStub()
  // No poll between tests' steps: each sends when nudged or drained, retrying at once.
  t = await createTestApp(
    { ...razorpay.env, ...whatsapp.env },
    { whatsappWorker: { pollMs: 3_600_000, backoffMs: () => 0 } },
  )
  catalogue = await insertCheckoutProducts(t.db)
})
afterAll(async () => {
  await t.close()
  await razorpay.close()
  await whatsapp.close()
})

const sentTo = (phone: string) => whatsapp.sent.filter((m) => m.to === `91${phone}`)
const outboxOf = (orderId: string) =>
  t.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.orderId, orderId))
const ADDRESS = (phone: string) => ({
  name: 'Asha Rao',
  phone,
  address: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
})

describe('WhatsApp updates', () => {
  it('are sent to no shopper who did not ask for them', async () => {
    const { cookie } = await createSignedInUser(t.db)
    const { orderId } = await placePaidOrder(t.app, cookie, [line(catalogue.glass)], {
      shippingAddress: ADDRESS('9811000001'),
    })
    await settle(t.app)
    expect(await outboxOf(orderId)).toEqual([])
    expect(sentTo('9811000001')).toEqual([])
  })

  it('go as an approved template to the order’s number once the box at checkout is ticked', async () => {
    const { cookie, user } = await createSignedInUser(t.db)
    const { orderId, order } = await placePaidOrder(t.app, cookie, [line(catalogue.glass)], {
      shippingAddress: ADDRESS('9811000002'),
      extra: { whatsappUpdates: true },
    })
    await settle(t.app)
    const [message] = sentTo('9811000002')
    expect(message).toMatchObject({
      template: 'order_placed',
      language: 'en',
      parameters: ['Asha Rao', order.orderNumber, formatApiRupees(order.total)],
    })
    const [row] = await outboxOf(orderId)
    expect(row).toMatchObject({ status: 'sent', messageId: message?.id, attempts: 1 })
    const consents = await t.db
      .select({ granted: consentEvents.granted, source: consentEvents.source })
      .from(consentEvents)
      .where(eq(consentEvents.userId, user.id))
    expect(consents).toEqual([{ granted: true, source: 'checkout' }])
  })

  it('ask a cash buyer to confirm, linking the order’s page', async () => {
    const { cookie } = await createSignedInUser(t.db)
    await call(t.app, 'PUT', '/api/user/preferences', { whatsappUpdates: true }, { cookie })
    const placed = await placeCashOrder(
      t.app,
      cookie,
      [line(catalogue.glass)],
      ADDRESS('9811000003'),
    )
    expect(placed.statusCode).toBe(201)
    await settle(t.app)
    const number = placed.data.orderNumber as string
    const total = formatApiRupees((placed.data.orderCalculation as { total: number }).total)
    expect(sentTo('9811000003')).toEqual([
      expect.objectContaining({
        template: 'cod_confirmation',
        parameters: ['Asha Rao', number, total, `${TEST_ORIGIN}/dashboard/orders/${number}`],
      }),
    ])
  })

  it('are retried when the API fails, given up after a few tries, and not sent once turned off', async () => {
    const { cookie } = await createSignedInUser(t.db)
    await call(t.app, 'PUT', '/api/user/preferences', { whatsappUpdates: true }, { cookie })

    whatsapp.failNext(1)
    const retried = await placePaidOrder(t.app, cookie, [line(catalogue.glass)], {
      shippingAddress: ADDRESS('9811000004'),
    })
    await settle(t.app)
    await t.app.whatsappWorker.drain()
    expect(sentTo('9811000004')).toHaveLength(1)
    expect((await outboxOf(retried.orderId))[0]).toMatchObject({ status: 'sent', attempts: 2 })

    whatsapp.failNext(
      WHATSAPP_MAX_ATTEMPTS,
      400,
      '(#131030) Recipient phone number not in allowed list',
      131030,
    )
    const refused = await placePaidOrder(t.app, cookie, [line(catalogue.glass)], {
      shippingAddress: ADDRESS('9811000005'),
    })
    for (let i = 0; i < WHATSAPP_MAX_ATTEMPTS; i++) await t.app.whatsappWorker.drain()
    expect((await outboxOf(refused.orderId))[0]).toMatchObject({
      status: 'failed',
      attempts: WHATSAPP_MAX_ATTEMPTS,
      lastError: expect.stringContaining('Recipient phone number not in allowed list'),
    })

    // Written while the API is down, then turned off before it is back: it never goes. Each try
    // so far has failed and none is under way when the shopper turns updates off.
    whatsapp.failNext(5)
    const withdrawn = await placePaidOrder(t.app, cookie, [line(catalogue.glass)], {
      shippingAddress: ADDRESS('9811000006'),
    })
    await settle(t.app)
    await call(t.app, 'PUT', '/api/user/preferences', { whatsappUpdates: false }, { cookie })
    await settle(t.app)
    whatsapp.failNext(0)
    expect(sentTo('9811000006')).toEqual([])
    expect((await outboxOf(withdrawn.orderId))[0]).toMatchObject({ status: 'skipped' })

    // Off, the next order writes nothing at all.
    const after = await placePaidOrder(t.app, cookie, [line(catalogue.glass)], {
      shippingAddress: ADDRESS('9811000007'),
    })
    await settle(t.app)
    expect(await outboxOf(after.orderId)).toEqual([])
  })
})

describe('the WhatsApp webhook', () => {
  const verify = (query: string) => call(t.app, 'GET', `/api/whatsapp/webhook?${query}`)
  const report = (body: unknown, signature = metaSignature(JSON.stringify(body))) =>
    t.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      payload: JSON.stringify(body),
    })
  const statuses = (...list: { id: string; status: string; timestamp: string }[]) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              statuses: list.map((s) => ({ ...s, recipient_id: '919811000008' })),
            },
          },
        ],
      },
    ],
  })

  it('answers Meta’s verification with its challenge, and only with the right token', async () => {
    const ok = await verify(
      `hub.mode=subscribe&hub.verify_token=${STUB_VERIFY_TOKEN}&hub.challenge=1158201444`,
    )
    expect(ok.statusCode).toBe(200)
    expect(ok.body).toBe('1158201444')
    const wrong = await verify('hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1')
    expect(wrong.statusCode).toBe(403)
    expect((await verify('hub.mode=unsubscribe')).statusCode).toBe(400)
  })

  it('records delivery reports, never moving a message back, and refuses unsigned ones', async () => {
    const { cookie } = await createSignedInUser(t.db)
    const { orderId } = await placePaidOrder(t.app, cookie, [line(catalogue.glass)], {
      shippingAddress: ADDRESS('9811000008'),
      extra: { whatsappUpdates: true },
    })
    await settle(t.app)
    const [row] = await outboxOf(orderId)
    const id = row?.messageId ?? ''

    const read = await report(
      statuses(
        { id, status: 'delivered', timestamp: '1795760000' },
        { id, status: 'read', timestamp: '1795760060' },
        { id: 'wamid.not-ours', status: 'read', timestamp: '1795760060' },
      ),
    )
    expectDeclared('POST /api/whatsapp/webhook', WhatsAppWebhookAnswerSchema, read)
    expect(read.json()).toEqual({ recorded: 2 })
    const late = await report(statuses({ id, status: 'delivered', timestamp: '1795760000' }))
    expect(late.json()).toEqual({ recorded: 0 })
    expect((await outboxOf(orderId))[0]).toMatchObject({
      status: 'read',
      statusAt: new Date(1795760060_000),
    })

    const forged = await report(statuses({ id, status: 'failed', timestamp: '1' }), 'sha256=00')
    expect(forged.statusCode).toBe(400)
    expect(forged.json()).toEqual({ message: 'Invalid webhook signature' })
    const notWhatsApp = await report({ object: 'page', entry: [] })
    expect(notWhatsApp.statusCode).toBe(400)
    expect((await outboxOf(orderId))[0]?.status).toBe('read')
  })
})
