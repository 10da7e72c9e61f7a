import { describe, expect, it } from 'vitest'
import { Gstr1Schema, type Gstr1, GSTR1_TWO_GSTINS } from '#domain/reports/gstr1.ts'
import {
  INVOICE_REGISTER_COLUMNS,
  type SalesReport,
  SalesReportSchema,
} from '#domain/reports/reports.ts'
import { istDate } from '#domain/business-days.ts'
import { line, shopperWithPaidOrder } from '../../testing/checkout-fixtures.ts'
import { useStaffedCheckoutShop } from '../../testing/checkout-shop.ts'
import { expectDeclared } from '../../testing/declared-answers.ts'
import { call } from '../../testing/http.ts'
import { createSignedInUser } from '../../testing/user-factory.ts'

const { shop, admin } = useStaffedCheckoutShop()
const app = () => shop.t.app
const month = istDate(new Date()).slice(0, 7)
const asAdmin = (url: string) => call(app(), 'GET', url, undefined, { cookie: admin() })

describe('the GST reports', () => {
  it.each([
    `/api/admin/reports/gstr1?period=${month}`,
    `/api/admin/reports/gstr1/b2cs.csv?period=${month}`,
    `/api/admin/reports/invoice-register.csv?period=${month}`,
  ])('%s: 401 signed out, 403 for a shopper', async (url) => {
    expect((await call(app(), 'GET', url)).statusCode).toBe(401)
    const shopper = await createSignedInUser(shop.t.db)
    expect((await call(app(), 'GET', url, undefined, { cookie: shopper.cookie })).statusCode).toBe(
      403,
    )
  })

  it('answer GSTR-1 for the month from its invoices, a business buyer’s in B2B', async () => {
    const consumer = await shopperWithPaidOrder(shop.t, [line(shop.catalogue.charger)])
    const business = await shopperWithPaidOrder(shop.t, [line(shop.catalogue.glass, 4)], {
      extra: { billing: { name: 'Bengaluru Traders', gstin: '29AAGCB7383J1Z4' } },
    })
    const response = await asAdmin(`/api/admin/reports/gstr1?period=${month}`)
    expectDeclared('GET /api/admin/reports/gstr1', Gstr1Schema, response)
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="GSTR1_07AAKCK1234F1ZS_\d{6}\.json"$/,
    )
    const gstr1 = response.data as unknown as Gstr1
    expect(gstr1.fp).toBe(`${month.slice(5)}${month.slice(0, 4)}`)
    const b2b = gstr1.b2b.find((g) => g.ctin === '29AAGCB7383J1Z4')
    expect(b2b?.inv.map((i) => i.val)).toEqual([business.order.totalAmount])
    expect(b2b?.inv[0]).toMatchObject({ pos: '29', inv_typ: 'R' })
    // The consumer's Bengaluru order is a small inter-state supply (Table 7), not listed by invoice.
    const inter = gstr1.b2cs.find((r) => r.sply_ty === 'INTER' && r.pos === '29' && r.rt === 18)
    expect(inter?.txval).toBeGreaterThan(0)
    expect(JSON.stringify(gstr1.b2cl)).not.toContain(consumer.order.orderNumber)
    const issued = gstr1.doc_issue.doc_det.find((d) => d.doc_num === 1)?.docs[0]
    expect(issued?.net_issue).toBeGreaterThanOrEqual(2)
  })

  it('download each table and the invoice register as CSV', async () => {
    const { order } = await shopperWithPaidOrder(shop.t, [line(shop.catalogue.cheapCase)])
    const register = await asAdmin(`/api/admin/reports/invoice-register.csv?period=${month}`)
    expect(register.statusCode).toBe(200)
    expect(register.headers['content-type']).toBe('text/csv; charset=utf-8')
    const [header, ...lines] = register.body.slice(1).split('\r\n').filter(Boolean)
    expect(header).toBe(INVOICE_REGISTER_COLUMNS.join(','))
    expect(lines.find((l) => l.includes(order.orderNumber))).toMatch(/,Invoice,\d{4}-\d{2}-\d{2},,/)

    const hsn = await asAdmin(`/api/admin/reports/gstr1/hsn.csv?period=${month}`)
    expect(hsn.statusCode).toBe(200)
    expect(hsn.body.split('\r\n')[0]).toBe(
      '\uFEFFtable,hsn,description,uqc,quantity,rate,taxable_value,igst,cgst,sgst',
    )
    expect(hsn.body).toContain(',NOS,')
    const b2cs = await asAdmin(`/api/admin/reports/gstr1/b2cs.csv?period=${month}`)
    expect(b2cs.body).toMatch(/\r\nINTER,29,18,\d+\.\d{2},\d+\.\d{2},0\.00,0\.00\r\n/)
  })

  it('sum the period’s orders by day, category and payment method', async () => {
    await shopperWithPaidOrder(shop.t, [line(shop.catalogue.charger, 2)])
    const response = await asAdmin(`/api/admin/reports/sales?period=${month}`)
    expectDeclared('GET /api/admin/reports/sales', SalesReportSchema, response)
    const sales = response.data as unknown as SalesReport
    const [year = 0, m = 0] = month.split('-').map(Number)
    expect(sales.byDay).toHaveLength(new Date(Date.UTC(year, m, 0)).getUTCDate())
    expect(sales.byDay[0]?.date).toBe(`${month}-01`)
    const today = sales.byDay.find((d) => d.date === istDate(new Date()))
    expect(today?.orders).toBeGreaterThan(0)
    const chargers = sales.byCategory.find((c) => c.category === 'Chargers')
    expect(chargers?.units).toBeGreaterThanOrEqual(2)
    expect(sales.byPaymentMethod.map((p) => p.method)).toEqual(['online', 'cod'])
    const online = sales.byPaymentMethod[0]
    expect(online?.sales).toBe(
      sales.byDay.reduce((s, d) => s + d.sales, 0) - (sales.byPaymentMethod[1]?.sales ?? 0),
    )
  })

  it('answer 400 for a period that is neither a month nor a quarter, or an unknown table', async () => {
    for (const url of [
      '/api/admin/reports/gstr1',
      '/api/admin/reports/gstr1?period=2026-13',
      '/api/admin/reports/gstr1?period=2026-Q5',
      '/api/admin/reports/invoice-register.csv?period=November',
    ]) {
      const response = await asAdmin(url)
      expect(response.statusCode, url).toBe(400)
      expect(response.data.message, url).toBe(
        'Period must be a month (2026-11) or a quarter (2026-Q3)',
      )
    }
    const table = await asAdmin(`/api/admin/reports/gstr1/exp.csv?period=${month}`)
    expect(table.statusCode).toBe(400)
    const quarter = await asAdmin('/api/admin/reports/gstr1?period=2026-Q3')
    expect(quarter.statusCode).toBe(200)
    expect((quarter.data as unknown as Gstr1).fp).toBe('122026')
  })
  it('file a period under the GSTIN its invoices name, and refuse one whose invoices name two', async () => {
    const profile = await call(app(), 'GET', '/api/admin/shop-profile', undefined, {
      cookie: admin(),
    })
    const karnataka = {
      ...(profile.data.profile as object),
      state: 'Karnataka',
      gstin: '29AAGCB7383J1Z4',
    }
    const saved = await call(app(), 'PUT', '/api/admin/shop-profile', karnataka, {
      cookie: admin(),
    })
    expect(saved.statusCode).toBe(200)
    // A month with no invoice yet is filed under today's registration.
    const empty = await asAdmin('/api/admin/reports/gstr1?period=2025-04')
    expect((empty.data as unknown as Gstr1).gstin).toBe('29AAGCB7383J1Z4')
    await shopperWithPaidOrder(shop.t, [line(shop.catalogue.charger)])
    const mixed = await asAdmin(`/api/admin/reports/gstr1?period=${month}`)
    expect(mixed.statusCode).toBe(409)
    expect(mixed.data.message).toBe(GSTR1_TWO_GSTINS(['07AAKCK1234F1ZS', '29AAGCB7383J1Z4']))
  })
})
