import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  CUSTOMER_NOT_FOUND,
  CustomerListResponseSchema,
  CustomerPageResponseSchema,
  type CustomerPage,
  type CustomerSummary,
} from '#domain/customer.ts'
import { users } from '../../db/schema/index.ts'
import {
  ADDRESS,
  line,
  placeCashOrder,
  placePaidOrder,
  shopperWithPaidOrder,
} from '../../testing/checkout-fixtures.ts'
import { useStaffedCheckoutShop } from '../../testing/checkout-shop.ts'
import { expectDeclared } from '../../testing/declared-answers.ts'
import { call } from '../../testing/http.ts'
import { createSignedInUser } from '../../testing/user-factory.ts'

const { shop, admin } = useStaffedCheckoutShop()
const app = () => shop.t.app

const asAdmin = (url: string) => call(app(), 'GET', url, undefined, { cookie: admin() })
const customers = async (query: Record<string, string> = {}) => {
  const response = await asAdmin(
    `/api/admin/customers?${new URLSearchParams({ limit: '100', ...query })}`,
  )
  expect(response.statusCode, response.data.message).toBe(200)
  return response.data.customers as CustomerSummary[]
}

/** Meera: two paid orders (₹4,391 and ₹399), the second to her office in Gurugram. */
async function regularCustomer() {
  const office = {
    ...ADDRESS,
    address: '4th Floor, Cyber Hub',
    city: 'Gurugram',
    state: 'Haryana',
    pincode: '122002',
    phone: '9811012345',
  }
  const first = await shopperWithPaidOrder(
    shop.t,
    [line(shop.catalogue.charger), line(shop.catalogue.glass, 2)],
    { name: 'Meera Krishnan' },
  )
  const second = await placePaidOrder(app(), first.cookie, [line(shop.catalogue.cheapCase)], {
    shippingAddress: office,
  })
  const saved = await call(
    app(),
    'POST',
    '/api/user/addresses',
    { ...office, landmark: 'Opposite the food court' },
    { cookie: first.cookie },
  )
  expect(saved.statusCode).toBe(201)
  return { ...first, second }
}

describe('GET /api/admin/customers', () => {
  it.each(['/api/admin/customers', `/api/admin/customers/${crypto.randomUUID()}`])(
    '%s: 401 signed out, 403 for a shopper',
    async (url) => {
      expect((await call(app(), 'GET', url)).statusCode).toBe(401)
      const shopper = await createSignedInUser(shop.t.db)
      expect(
        (await call(app(), 'GET', url, undefined, { cookie: shopper.cookie })).statusCode,
      ).toBe(403)
    },
  )

  it('lists each shopper who has ordered with their orders, spend, tier and first and last order', async () => {
    const meera = await regularCustomer()
    const cash = await createSignedInUser(shop.t.db, { name: 'Ravi Kumar' })
    expect(
      (await placeCashOrder(app(), cash.cookie, [line(shop.catalogue.glass)])).statusCode,
    ).toBe(201)
    const browsing = await createSignedInUser(shop.t.db, { name: 'Only Browsing' })

    const response = await asAdmin('/api/admin/customers?limit=100')
    expectDeclared('GET /api/admin/customers', CustomerListResponseSchema, response)
    const listed = response.data.customers as CustomerSummary[]
    expect(response.data.total).toBe(listed.length)
    const found = listed.find((c) => c.id === meera.user.id)
    expect(found).toMatchObject({
      name: 'Meera Krishnan',
      email: meera.user.email,
      phone: '9811012345',
      orders: 2,
      totalSpent: 4391 + 399,
      tier: 'Silver',
    })
    expect(Date.parse(found?.lastOrderAt ?? '')).toBeGreaterThan(
      Date.parse(found?.firstOrderAt ?? ''),
    )
    expect(listed.find((c) => c.id === cash.user.id)).toMatchObject({
      orders: 1,
      totalSpent: 0,
      tier: 'Bronze',
    })
    expect(listed.map((c) => c.id)).not.toContain(browsing.user.id)

    const bySpend = await customers({ sort: 'spent' })
    const spends = bySpend.map((c) => c.totalSpent)
    expect(spends).toEqual([...spends].sort((a, b) => b - a))
    expect((await customers({ sort: 'recent' }))[0]?.id).toBe(cash.user.id)
  })

  it('finds a customer by a word of their name, part of their email or a phone they gave', async () => {
    const meera = await regularCustomer()
    for (const search of [
      'meera',
      'KRISHNAN',
      meera.user.email.slice(0, 8),
      '+91 98110 12345',
      '98765-43210',
    ]) {
      expect(
        (await customers({ search })).map((c) => c.id),
        search,
      ).toContain(meera.user.id)
    }
    for (const search of ['eera', 'meera sharma', '9999']) {
      expect(
        (await customers({ search })).map((c) => c.id),
        search,
      ).not.toContain(meera.user.id)
    }
  })

  it('answers 400 with a message for a bad query', async () => {
    const response = await asAdmin('/api/admin/customers?sort=name')
    expect(response.statusCode).toBe(400)
    expect(response.data.message).toBe('Unknown sort: use recent, spent or orders')
  })
})

describe('GET /api/admin/customers/:id', () => {
  it("answers the customer's orders newest first, their address book and every address used", async () => {
    const meera = await regularCustomer()
    const response = await asAdmin(`/api/admin/customers/${meera.user.id}`)
    expectDeclared('GET /api/admin/customers/:id', CustomerPageResponseSchema, response)
    const page = response.data as unknown as CustomerPage
    expect(page.customer).toMatchObject({ id: meera.user.id, orders: 2, totalSpent: 4790 })
    expect(page.orders.map((o) => o.orderNumber)).toEqual([
      meera.second.order.orderNumber,
      meera.order.orderNumber,
    ])
    expect(page.orders[1]).toMatchObject({
      status: 'confirmed',
      payment: 'Paid',
      total: 4391,
      items: 3,
    })
    expect(page.savedAddresses).toEqual([
      expect.objectContaining({
        city: 'Gurugram',
        landmark: 'Opposite the food court',
        isDefault: true,
      }),
    ])
    expect(page.shippedTo.map((a) => a.city)).toEqual(['Gurugram', 'Bengaluru'])
  })

  it('answers 404 for an unknown shopper, a closed account or a member of staff, and 400 for a bad id', async () => {
    const closed = await createSignedInUser(shop.t.db)
    await shop.t.db.update(users).set({ erasedAt: new Date() }).where(eq(users.id, closed.user.id))
    const [staff] = await shop.t.db.select().from(users).where(eq(users.isAdmin, true)).limit(1)
    for (const id of [crypto.randomUUID(), closed.user.id, staff?.id ?? '']) {
      const response = await asAdmin(`/api/admin/customers/${id}`)
      expect(response.statusCode).toBe(404)
      expect(response.data.message).toBe(CUSTOMER_NOT_FOUND)
    }
    expect((await asAdmin('/api/admin/customers/not-an-id')).statusCode).toBe(400)
  })
})
