import { describe, expect, it } from 'vitest'
import { CUSTOMER_CSV_COLUMNS, ORDER_CSV_COLUMNS } from '#domain/exports.ts'
import { PRODUCT_CSV_COLUMNS } from '#domain/product/product-csv.ts'
import { csvFields } from '#domain/product/phone-model-csv.ts'
import { line, placeCashOrder, shopperWithPaidOrder } from '../../testing/checkout-fixtures.ts'
import { useStaffedCheckoutShop } from '../../testing/checkout-shop.ts'
import { call } from '../../testing/http.ts'
import { productForm } from '../../testing/product-form.ts'
import { createSignedInUser } from '../../testing/user-factory.ts'

const { shop, admin } = useStaffedCheckoutShop()
const app = () => shop.t.app

/** The download's lines as records by column, after checking its header and headers. */
async function download(path: string, columns: readonly string[]) {
  const response = await call(app(), 'GET', path, undefined, { cookie: admin() })
  expect(response.statusCode, response.body).toBe(200)
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="[a-z]+-\d{4}-\d{2}-\d{2}\.csv"$/,
  )
  expect(response.headers['cache-control']).toBe('private, no-store')
  expect(response.body.startsWith('\uFEFF')).toBe(true)
  const [header, ...lines] = response.body.slice(1).split('\r\n').filter(Boolean)
  expect(header).toBe(columns.join(','))
  return lines.map((text) => {
    const fields = csvFields(text) ?? []
    return Object.fromEntries(columns.map((column, i) => [column, fields[i] ?? '']))
  })
}

const EXPORTS = [
  '/api/admin/exports/orders.csv',
  '/api/admin/exports/products.csv',
  '/api/admin/exports/customers.csv',
]

describe('the admin CSV exports', () => {
  it.each(EXPORTS)('%s: 401 signed out, 403 for a shopper', async (url) => {
    expect((await call(app(), 'GET', url)).statusCode).toBe(401)
    const shopper = await createSignedInUser(shop.t.db)
    expect((await call(app(), 'GET', url, undefined, { cookie: shopper.cookie })).statusCode).toBe(
      403,
    )
  })

  it('write every order the list’s filters find, a line each, in rupees and India’s time', async () => {
    const paid = await shopperWithPaidOrder(
      shop.t,
      [line(shop.catalogue.charger), line(shop.catalogue.glass, 2)],
      { name: 'Nisha Verma' },
    )
    const cash = await createSignedInUser(shop.t.db, { name: 'Cash, Buyer' })
    const placed = await placeCashOrder(app(), cash.cookie, [line(shop.catalogue.glass)])
    expect(placed.statusCode).toBe(201)

    const all = await download('/api/admin/exports/orders.csv', ORDER_CSV_COLUMNS)
    const row = all.find((r) => r.order_number === paid.order.orderNumber)
    expect(row).toMatchObject({
      status: 'Confirmed',
      payment_method: 'Pay online',
      payment: 'Paid',
      customer_name: 'Nisha Verma',
      customer_email: paid.user.email,
      pincode: '560038',
      items: '3',
      total: '4391.00',
      refunded: '0.00',
    })
    expect(row?.placed_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
    expect(all.find((r) => r.customer_email === cash.user.email)?.customer_name).toBe('Cash, Buyer')

    const cod = await download('/api/admin/exports/orders.csv?paymentMethod=cod', ORDER_CSV_COLUMNS)
    expect(cod.length).toBeGreaterThan(0)
    expect(cod.every((r) => r.payment_method === 'Cash on delivery')).toBe(true)
    const found = await download(
      `/api/admin/exports/orders.csv?search=${paid.order.orderNumber}`,
      ORDER_CSV_COLUMNS,
    )
    expect(found.map((r) => r.order_number)).toEqual([paid.order.orderNumber])

    const bad = await call(app(), 'GET', '/api/admin/exports/orders.csv?shipping=lost', undefined, {
      cookie: admin(),
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.data.message).toBe('Unknown shipping state')
  })

  it('write a line per variant with its product’s fields, options and stock', async () => {
    const added = await call(
      app(),
      'POST',
      '/api/admin/products',
      productForm({
        name: 'Halo Case, Slim',
        options: [{ name: 'Colour', values: ['Black', 'Clear'] }],
        variants: [
          { sku: 'HALO-BLK', options: { Colour: 'Black' }, stock: 5 },
          { sku: 'HALO-CLR', options: { Colour: 'Clear' }, stock: null, price: 400 },
        ],
      }),
      { cookie: admin() },
    )
    expect(added.statusCode, added.data.message).toBe(201)
    const rows = await download('/api/admin/exports/products.csv', PRODUCT_CSV_COLUMNS)
    const halo = rows.filter((r) => r.name === 'Halo Case, Slim')
    expect(halo).toEqual([
      expect.objectContaining({
        brand: 'Kavach',
        category: 'cases',
        price: '338.14',
        hsn_code: expect.stringMatching(/^\d{4,8}$/),
        gst_rate: '18',
        sku: 'HALO-BLK',
        options: 'Colour=Black',
        stock: '5',
        variant_price: '',
      }),
      expect.objectContaining({
        sku: 'HALO-CLR',
        options: 'Colour=Clear',
        stock: '',
        variant_price: '400.00',
      }),
    ])
    expect(halo[0]?.product_id).toBe(halo[1]?.product_id)
    expect(rows.map((r) => r.sku)).toContain(
      rows.find((r) => r.name === shop.catalogue.glass.name)?.sku,
    )
  })

  it('write the customers the list’s search finds, with their figures', async () => {
    const buyer = await shopperWithPaidOrder(shop.t, [line(shop.catalogue.cheapCase)], {
      name: 'Irfan Qureshi',
    })
    const rows = await download(
      '/api/admin/exports/customers.csv?search=qureshi&sort=spent',
      CUSTOMER_CSV_COLUMNS,
    )
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'Irfan Qureshi',
        email: buyer.user.email,
        orders: '1',
        total_spent: '399.00',
        tier: 'Bronze',
      }),
    ])
    expect(rows[0]?.first_order_at).toBe(rows[0]?.last_order_at)
  })
})
