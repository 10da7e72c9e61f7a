// A product's own GST rate and HSN code: set by staff, priced on every screen and in every order.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { invoices, orderItems, orders } from '../db/schema/index.ts'
import { ADDRESS, payFor } from '../testing/checkout-fixtures.ts'
import { useCheckoutShop } from '../testing/checkout-shop.ts'
import { call } from '../testing/http.ts'
import { createSignedInUser } from '../testing/user-factory.ts'

const shop = useCheckoutShop()

const PLANNER = {
  name: 'Kavach Desk Planner',
  brand: 'Kavach',
  category: 'work-essentials',
  price: 100,
  originalPrice: 200,
  image: '/uploads/products/planner.webp',
  features: ['Undated, 52 weeks'],
  coloredTags: [],
  inStock: true,
  stock: 50,
}

async function createProduct(overrides: Record<string, unknown>) {
  const { cookie } = await createSignedInUser(shop.t.db, { isAdmin: true })
  return call(shop.t.app, 'POST', '/api/admin/products', { ...PLANNER, ...overrides }, { cookie })
}

describe('a product’s GST rate and HSN code', () => {
  it('are set by staff and priced at the product’s rate in the shop and in an order', async () => {
    const created = await createProduct({ name: 'Planner at 5', hsnCode: '482010', gstRate: 5 })
    expect(created.statusCode).toBe(201)
    const product = created.data.product as { id: string }
    expect(created.data.product).toMatchObject({ gstRate: 5, hsnCode: '482010', price: 100 })

    const { cookie } = await createSignedInUser(shop.t.db)
    const placed = await call(
      shop.t.app,
      'POST',
      '/api/orders/create-order',
      {
        items: [{ productId: product.id, quantity: 2 }],
        shippingAddress: ADDRESS,
        couponCode: null,
      },
      { cookie },
    )
    expect(placed.statusCode).toBe(201)
    // ₹105 each at 5 %, two of them, plus shipping (₹210 is under the free-shipping line).
    expect(placed.data.orderCalculation).toMatchObject({ subtotal: 210, tax: 10, savings: 210 })
    const id = placed.data.orderId as string
    const [item] = await shop.t.db.select().from(orderItems).where(eq(orderItems.orderId, id))
    expect(item).toMatchObject({ gstRate: 5, hsnCode: '482010', unitDisplayPrice: 105_00 })

    await payFor(shop.t.app, cookie, placed.data.razorpayOrderId as string)
    const [invoice] = await shop.t.db.select().from(invoices).where(eq(invoices.orderId, id))
    expect(invoice?.document.lines[0]).toMatchObject({
      hsn: '482010',
      gstRate: 5,
      taxableValue: 200_00,
      total: 210_00,
    })
    const [order] = await shop.t.db.select().from(orders).where(eq(orders.id, id))
    expect(invoice?.total).toBe(order?.total)
  })

  it('take the category’s HSN code and 18 % when staff leave them out', async () => {
    const created = await createProduct({ name: 'Planner by default' })
    expect(created.data.product).toMatchObject({ gstRate: 18, hsnCode: '39269099' })
  })

  it('refuse an HSN code that is not 4, 6 or 8 digits and a rate GST does not have', async () => {
    const badHsn = await createProduct({ hsnCode: '48201' })
    expect(badHsn.statusCode).toBe(400)
    expect(badHsn.data.errors).toContainEqual({
      path: 'hsnCode',
      message: 'HSN code must be 4, 6 or 8 digits',
    })
    const badRate = await createProduct({ gstRate: 12 })
    expect(badRate.statusCode).toBe(400)
    expect(badRate.data.errors).toContainEqual({
      path: 'gstRate',
      message: 'GST rate must be one of 0, 5, 18, 40 %',
    })
  })

  it('filter and sort the shop by the shelf price each rate gives', async () => {
    // Both ₹100 before tax: ₹105 at 5 %, ₹140 at 40 %.
    const tag = `Rated ${Date.now()}`
    await createProduct({ name: `${tag} five`, gstRate: 5, originalPrice: null })
    await createProduct({ name: `${tag} forty`, gstRate: 40, originalPrice: null })
    const names = async (query: string) => {
      const response = await call(
        shop.t.app,
        'GET',
        `/api/products?search=${encodeURIComponent(tag)}${query}`,
      )
      return (response.data.products as { name: string }[]).map((p) => p.name)
    }
    expect(await names('&maxPrice=120')).toEqual([`${tag} five`])
    expect(await names('&minPrice=120')).toEqual([`${tag} forty`])
    expect(await names('&minPrice=105&maxPrice=140&sortBy=price&sortOrder=desc')).toEqual([
      `${tag} forty`,
      `${tag} five`,
    ])
  })
})
