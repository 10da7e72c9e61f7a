import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client.ts'
import { mailOutbox } from '../db/schema/index.ts'
import {
  checkoutResult,
  insertCheckoutProducts,
  line,
  placeOrder,
} from '../testing/checkout-fixtures.ts'
import { call } from '../testing/http.ts'
import { startRazorpayStub, STUB_KEY_SECRET } from '../testing/razorpay-stub.ts'
import { startSmtpCapture } from '../testing/smtp-capture.ts'
import { createTestApp } from '../testing/test-app.ts'
import { createTestDatabase } from '../testing/test-database.ts'
import { createSignedInUser } from '../testing/user-factory.ts'

let database: Database
let stub: Awaited<ReturnType<typeof startRazorpayStub>>
beforeAll(async () => {
  database = await createTestDatabase()
  stub = await startRazorpayStub()
})
afterAll(async () => {
  await stub.close()
  await database.close()
})

describe('the order confirmation mail', () => {
  it('arrives exactly once after an SMTP outage and a restart of the app', async () => {
    const down = await startSmtpCapture()
    await down.close()
    const first = await createTestApp(
      { ...stub.env, SMTP_URL: down.url },
      { database, mailWorker: { backoffMs: () => 0 } },
    )
    const catalogue = await insertCheckoutProducts(database.db)
    const { user, cookie } = await createSignedInUser(database.db)
    const created = await placeOrder(first.app, cookie, [line(catalogue.charger)])
    const paid = await call(
      first.app,
      'POST',
      '/api/orders/verify-payment',
      checkoutResult(STUB_KEY_SECRET, created.data.razorpayOrderId as string),
      { cookie },
    )
    expect(paid.statusCode).toBe(200)
    await first.close()

    const smtp = await startSmtpCapture()
    const second = await createTestApp({ ...stub.env, SMTP_URL: smtp.url }, { database })
    try {
      const { orderNumber } = paid.data.order as { orderNumber: string }
      const subject = `Order ${orderNumber} confirmed`
      expect((await smtp.lastTo(user.email)).subject).toBe(subject)
      await second.app.mailWorker.drain()
      expect(smtp.messages.filter((m) => m.subject === subject)).toHaveLength(1)
      const [row] = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, user.email))
      expect(row?.sentAt).toBeInstanceOf(Date)
    } finally {
      await second.close()
      await smtp.close()
    }
  })
})
