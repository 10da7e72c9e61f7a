// One test file's shop that takes payments: a Razorpay stand-in on loopback, the app wired to it,
// and the checkout catalogue, set up before the file's tests and closed after them.
import { afterAll, beforeAll } from 'vitest'
import { insertCheckoutProducts } from './checkout-fixtures.ts'
import { startRazorpayStub } from './razorpay-stub.ts'
import { type SmtpCapture, startSmtpCapture } from './smtp-capture.ts'
import { createTestApp, type TestApp } from './test-app.ts'
import { createSignedInUser } from './user-factory.ts'

interface CheckoutShop {
  t: TestApp
  stub: Awaited<ReturnType<typeof startRazorpayStub>>
  catalogue: Awaited<ReturnType<typeof insertCheckoutProducts>>
}

/** Read its fields inside hooks and tests; `env` adds settings known only once earlier hooks ran. */
export function useCheckoutShop(env: () => Record<string, string> = () => ({})): CheckoutShop {
  let shop: CheckoutShop | undefined
  beforeAll(async () => {
    const stub = await startRazorpayStub()
    const t = await createTestApp({ ...stub.env, ...env() })
    shop = { t, stub, catalogue: await insertCheckoutProducts(t.db) }
  })
  afterAll(async () => {
    await shop?.t.close()
    await shop?.stub.close()
  })
  const ready = () => {
    if (!shop) throw new Error('The checkout shop is used before its beforeAll ran')
    return shop
  }
  return {
    get t() {
      return ready().t
    },
    get stub() {
      return ready().stub
    },
    get catalogue() {
      return ready().catalogue
    },
  }
}

/** A checkout shop whose mail goes to an SMTP capture, and a signed-in admin's cookie. */
export function useStaffedCheckoutShop() {
  let smtp: SmtpCapture | undefined
  let admin: string | undefined
  beforeAll(async () => {
    smtp = await startSmtpCapture()
  })
  afterAll(() => smtp?.close())
  const shop = useCheckoutShop(() => ({ SMTP_URL: capture().url }))
  beforeAll(async () => {
    admin = (await createSignedInUser(shop.t.db, { isAdmin: true })).cookie
  })
  const capture = () => {
    if (!smtp) throw new Error('The SMTP capture is used before its beforeAll ran')
    return smtp
  }
  return {
    shop,
    smtp: capture,
    admin: () => {
      if (admin === undefined) throw new Error('The admin is used before its beforeAll ran')
      return admin
    },
  }
}
