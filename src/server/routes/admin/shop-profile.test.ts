import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  AdminShopProfileResponseSchema,
  SAMPLE_PROFILE,
  SHOP_PROFILE_MESSAGES,
  type ShopProfile,
  ShopProfileResponseSchema,
} from '#domain/shop-profile.ts'
import { invoices, mailOutbox } from '../../db/schema/index.ts'
import { fillShopProfile } from '../../services/shop-profile.ts'
import { line, placePaidOrder } from '../../testing/checkout-fixtures.ts'
import { useCheckoutShop } from '../../testing/checkout-shop.ts'
import { expectDeclared } from '../../testing/declared-answers.ts'
import { call } from '../../testing/http.ts'
import { pdfText } from '../../testing/pdf-text.ts'
import { createSignedInUser } from '../../testing/user-factory.ts'

// The environment's profile: a Bengaluru registration, as a shop would set it.
const FROM_ENV = {
  SELLER_LEGAL_NAME: 'Kavach Retail LLP',
  SELLER_ADDRESS: '14 Residency Road, Bengaluru 560025',
  SELLER_STATE: 'Karnataka',
  SELLER_GSTIN: '29AAGCB7383J1Z4',
  SELLER_CIN: '',
}

const SAVED: ShopProfile = {
  ...SAMPLE_PROFILE,
  legalName: 'Kavach Accessories Private Limited',
  address: 'Unit 4, Sector 63\nNoida 201301',
  state: 'Uttar Pradesh',
  gstin: '09AAKCK1234F1ZO',
  cin: 'U47912UP2024PTC198765',
  supportPhone: '+91 120 400 1234',
  supportEmail: 'help@kavach.shop',
  grievanceOfficer: {
    name: 'Vikram Sethi',
    designation: 'Head of Support',
    email: 'gro@kavach.shop',
  },
}

const shop = useCheckoutShop(() => FROM_ENV)
const db = () => shop.t.db
const URL = '/api/admin/shop-profile'

async function adminCookie() {
  return (await createSignedInUser(db(), { isAdmin: true })).cookie
}

const publicProfile = async () => {
  const response = await call(shop.t.app, 'GET', '/api/shop-profile')
  expectDeclared('GET /api/shop-profile', ShopProfileResponseSchema, response)
  return response.data.profile as ShopProfile
}

describe('the seller profile', () => {
  it('starts as the environment says, for shoppers and staff alike', async () => {
    expect(await publicProfile()).toMatchObject({
      legalName: 'Kavach Retail LLP',
      address: '14 Residency Road, Bengaluru 560025',
      state: 'Karnataka',
      gstin: '29AAGCB7383J1Z4',
      cin: null,
      supportEmail: SAMPLE_PROFILE.supportEmail,
    })
    const admin = await call(shop.t.app, 'GET', URL, undefined, { cookie: await adminCookie() })
    expectDeclared('GET /api/admin/shop-profile', AdminShopProfileResponseSchema, admin)
    expect(admin.data).toMatchObject({ savedAt: null, profile: { legalName: 'Kavach Retail LLP' } })
  })

  it('is kept by admins only', async () => {
    expect((await call(shop.t.app, 'GET', URL)).statusCode).toBe(401)
    const shopper = (await createSignedInUser(db())).cookie
    expect((await call(shop.t.app, 'PUT', URL, SAVED, { cookie: shopper })).statusCode).toBe(403)
  })

  it('refuses a GSTIN of another state and a CIN of the wrong shape, saying where', async () => {
    const cookie = await adminCookie()
    const wrong = await call(
      shop.t.app,
      'PUT',
      URL,
      { ...SAVED, state: 'Delhi', cin: 'PTC123' },
      { cookie },
    )
    expect(wrong.statusCode).toBe(400)
    expect(wrong.data.errors).toEqual(
      expect.arrayContaining([
        { path: 'gstin', message: SHOP_PROFILE_MESSAGES.gstinState('Delhi') },
        { path: 'cin', message: SHOP_PROFILE_MESSAGES.cin },
      ]),
    )
    expect((await publicProfile()).legalName).toBe('Kavach Retail LLP')
  })

  it('once saved, is what invoices, mails and pages say, and a restart keeps it', async () => {
    const cookie = await adminCookie()
    expect(await publicProfile()).toMatchObject({ state: 'Karnataka' })
    const saved = await call(shop.t.app, 'PUT', URL, SAVED, { cookie })
    expectDeclared('PUT /api/admin/shop-profile', AdminShopProfileResponseSchema, saved)
    expect(saved.data.profile).toEqual(SAVED)
    expect(Date.parse(saved.data.savedAt as string)).toBeGreaterThan(Date.now() - 60_000)
    // The cached answer went with the change.
    expect(await publicProfile()).toEqual(SAVED)

    const shopper = await createSignedInUser(db())
    const { orderId } = await placePaidOrder(shop.t.app, shopper.cookie, [
      line(shop.catalogue.cheapCase),
    ])
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, orderId))
    expect(invoice?.document.seller).toMatchObject({
      name: SAVED.legalName,
      address: 'Unit 4, Sector 63, Noida 201301',
      state: 'Uttar Pradesh',
      gstin: SAVED.gstin,
      cin: SAVED.cin,
    })
    const pdf = await call(
      shop.t.app,
      'GET',
      `/api/orders/${orderId}/invoice.pdf`,
      undefined,
      shopper,
    )
    const text = await pdfText(pdf.rawPayload)
    expect(text).toContain('CIN: U47912UP2024PTC198765')
    expect(text).toContain('Vikram Sethi (Head of Support), gro@kavach.shop')

    const [confirmation] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, shopper.user.email))
    expect(confirmation?.html).toContain(
      'Kavach Accessories Private Limited · Unit 4, Sector 63, Noida 201301 · help@kavach.shop',
    )
    expect(confirmation?.html).not.toContain('{{shop-')

    // The environment fills the profile at each start only until staff save it.
    await fillShopProfile(db(), shop.t.config.shopProfile)
    expect(await publicProfile()).toEqual(SAVED)
  })
})
