import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { INVOICE_NOT_ISSUED } from '#domain/invoice/api.ts'
import { invoices, orders } from '../db/schema/index.ts'
import { issueCreditNote } from '../services/invoices/invoices.ts'
import {
  ADDRESS,
  checkoutResult,
  line,
  placeCashOrder,
  placePaidOrder,
} from '../testing/checkout-fixtures.ts'
import { useCheckoutShop } from '../testing/checkout-shop.ts'
import { call } from '../testing/http.ts'
import { pdfText } from '../testing/pdf-text.ts'
import { postWebhook, refundEvent } from '../testing/razorpay-webhook.ts'
import { createSignedInUser } from '../testing/user-factory.ts'

const shop = useCheckoutShop()
const db = () => shop.t.db
const DELHI = { ...ADDRESS, city: 'New Delhi', state: 'Delhi', pincode: '110001' }

/** Two cases (₹798), placed and paid online. */
async function paidOrder(cookie: string, shippingAddress = ADDRESS, extra = {}) {
  const paid = await placePaidOrder(shop.t.app, cookie, [line(shop.catalogue.cheapCase, 2)], {
    shippingAddress,
    extra,
  })
  return { id: paid.orderId, result: paid.result }
}

const invoiceOf = (id: string, cookie?: string) =>
  call(shop.t.app, 'GET', `/api/orders/${id}/invoice.pdf`, undefined, { ...(cookie && { cookie }) })

describe('GST invoice', () => {
  it('is issued when an online order is paid: another state pays IGST, the PDF says so', async () => {
    const { cookie } = await createSignedInUser(db())
    const { id } = await paidOrder(cookie)
    const response = await invoiceOf(id, cookie)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="invoice-KV-\d{2}-\d{2}-\d{6}\.pdf"$/,
    )
    expect(response.headers['cache-control']).toBe('private, no-store')
    const text = await pdfText(response.rawPayload)
    const [row] = await db().select().from(invoices).where(eq(invoices.orderId, id))
    expect(text).toContain('TAX INVOICE')
    expect(text).toContain(row?.number)
    expect(text).toContain('GSTIN: 07AAKCK1234F1ZS')
    expect(text).toContain('39269099')
    expect(text).toContain('Place of supply: Karnataka (29)')
    expect(text).toContain('IGST')
    expect(text).not.toContain('CGST')
    // Two cases at ₹399: 798.00 paid, 676.27 taxable + 121.73 IGST.
    expect(text).toContain('₹676.27')
    expect(text).toContain('₹121.73')
    expect(text).toContain('₹798.00')
    expect(text).toContain('Indian Rupees Seven Hundred Ninety-Eight Only')
    expect(row?.document).toMatchObject({
      total: 798_00,
      taxableValue: 676_27,
      igst: 121_73,
      cgst: 0,
    })
  })

  it('splits CGST and SGST when shipped within the seller’s state, and names a business buyer', async () => {
    const { cookie } = await createSignedInUser(db())
    const { id } = await paidOrder(cookie, DELHI, {
      billing: { name: 'Rao Traders', gstin: '07aagcr4375j1z0' },
    })
    const text = await pdfText((await invoiceOf(id, cookie)).rawPayload)
    expect(text).toContain('Place of supply: Delhi (07)')
    expect(text).toContain('CGST')
    expect(text).toContain('SGST')
    expect(text).not.toContain('IGST')
    expect(text).toContain('Rao Traders')
    expect(text).toContain('GSTIN: 07AAGCR4375J1Z0')
  })

  it('is one per order, however often the payment is reported', async () => {
    const { cookie } = await createSignedInUser(db())
    const { id, result } = await paidOrder(cookie)
    await call(shop.t.app, 'POST', '/api/orders/verify-payment', result, { cookie })
    const rows = await db().select().from(invoices).where(eq(invoices.orderId, id))
    expect(rows).toHaveLength(1)
    const mine = await call(shop.t.app, 'GET', '/api/orders/my-orders', undefined, { cookie })
    const listed = (mine.data.orders as { _id: string; documents: unknown[] }[]).find(
      (o) => o._id === id,
    )
    expect(listed?.documents).toEqual([
      {
        _id: rows[0]?.id,
        kind: 'invoice',
        number: rows[0]?.number,
        issuedAt: expect.any(String),
        total: 798,
      },
    ])
  })

  it('is numbered without gaps or repeats under 20 payments at once', async () => {
    const placed = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const { cookie } = await createSignedInUser(db())
        const response = await call(
          shop.t.app,
          'POST',
          '/api/orders/create-order',
          { items: [line(shop.catalogue.glass)], shippingAddress: ADDRESS, couponCode: null },
          { cookie },
        )
        return { cookie, razorpayOrderId: response.data.razorpayOrderId as string }
      }),
    )
    const before = await db().select({ number: invoices.number }).from(invoices)
    await Promise.all(
      placed.map(({ cookie, razorpayOrderId }) =>
        call(
          shop.t.app,
          'POST',
          '/api/orders/verify-payment',
          checkoutResult(shop.stub.env.RAZORPAY_KEY_SECRET, razorpayOrderId),
          { cookie },
        ),
      ),
    )
    const after = await db()
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.kind, 'invoice'))
    const serials = after.map((r) => Number(r.number.split('/')[2])).sort((a, b) => a - b)
    expect(after).toHaveLength(before.length + 20)
    expect(serials).toEqual(serials.map((_, i) => i + 1))
  })

  it('is the owner’s and staff’s alone; an unpaid order has none yet', async () => {
    const owner = await createSignedInUser(db())
    const { id } = await paidOrder(owner.cookie)
    const stranger = await createSignedInUser(db())
    const staff = await createSignedInUser(db(), { isAdmin: true })
    expect((await invoiceOf(id, stranger.cookie)).statusCode).toBe(404)
    expect((await invoiceOf(id)).statusCode).toBe(401)
    expect((await invoiceOf(id, staff.cookie)).statusCode).toBe(200)
    expect((await invoiceOf('not-a-uuid', owner.cookie)).statusCode).toBe(400)

    const unpaid = await call(
      shop.t.app,
      'POST',
      '/api/orders/create-order',
      { items: [line(shop.catalogue.glass)], shippingAddress: ADDRESS, couponCode: null },
      { cookie: owner.cookie },
    )
    const missing = await invoiceOf(unpaid.data.orderId as string, owner.cookie)
    expect(missing.statusCode).toBe(404)
    expect(missing.data.message).toBe(INVOICE_NOT_ISSUED)
  })

  it('is issued for a cash order when it is delivered, not before', async () => {
    const { cookie } = await createSignedInUser(db())
    const staff = await createSignedInUser(db(), { isAdmin: true })
    const placed = await placeCashOrder(shop.t.app, cookie, [line(shop.catalogue.glass)])
    const id = placed.data.orderId as string
    expect((await invoiceOf(id, cookie)).statusCode).toBe(404)
    await call(shop.t.app, 'POST', `/api/orders/${id}/confirm`, undefined, { cookie })
    const moved = await call(
      shop.t.app,
      'PUT',
      `/api/orders/admin/${id}/status`,
      { status: 'delivered' },
      { cookie: staff.cookie },
    )
    expect(moved.statusCode).toBe(200)
    const text = await pdfText((await invoiceOf(id, cookie)).rawPayload)
    expect(text).toContain('Cash on delivery fee')
    expect(text).toContain('996812')
  })
})

describe('credit note', () => {
  it('credits part of an invoice as a PDF against its number, for the owner alone', async () => {
    const owner = await createSignedInUser(db())
    const { id } = await paidOrder(owner.cookie)
    const [order] = await db().select().from(orders).where(eq(orders.id, id))
    const note = await db().transaction((tx) =>
      issueCreditNote(tx, {
        orderId: id,
        refundId: null,
        amount: 399_00,
        reason: 'One case returned',
      }),
    )
    expect(note?.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/)
    const response = await call(
      shop.t.app,
      'GET',
      `/api/orders/${id}/credit-notes/${note?.id}.pdf`,
      undefined,
      {
        cookie: owner.cookie,
      },
    )
    expect(response.statusCode).toBe(200)
    const text = await pdfText(response.rawPayload)
    expect(text).toContain('CREDIT NOTE')
    expect(text).toContain('Reason: One case returned')
    expect(text).toContain('₹399.00')
    expect(text).toContain(order?.orderNumber)
    const stranger = await createSignedInUser(db())
    const hidden = await call(
      shop.t.app,
      'GET',
      `/api/orders/${id}/credit-notes/${note?.id}.pdf`,
      undefined,
      {
        cookie: stranger.cookie,
      },
    )
    expect(hidden.statusCode).toBe(404)
  })

  it('takes back a cancelled order’s whole invoice once its refund is processed', async () => {
    const owner = await createSignedInUser(db())
    const staff = await createSignedInUser(db(), { isAdmin: true })
    const { id } = await paidOrder(owner.cookie)
    const cancelled = await call(
      shop.t.app,
      'PUT',
      `/api/orders/admin/${id}/status`,
      { status: 'cancelled' },
      { cookie: staff.cookie },
    )
    expect((cancelled.data.order as { documents: unknown[] }).documents).toHaveLength(1)
    const refund = shop.stub.refunds.at(-1)
    if (!refund) throw new Error('no refund asked for')
    await postWebhook(shop.t.app, refundEvent(refund, 'refund.processed'))
    const listed = await call(shop.t.app, 'GET', '/api/orders/my-orders', undefined, {
      cookie: owner.cookie,
    })
    const order = (
      listed.data.orders as {
        _id: string
        documents: { _id: string; kind: string; total: number }[]
        timeline: { kind: string }[]
      }[]
    ).find((o) => o._id === id)
    if (!order) throw new Error('order not listed')
    expect(order.documents.map((d) => [d.kind, d.total])).toEqual([
      ['invoice', 798],
      ['credit_note', 798],
    ])
    expect(order.timeline.map((e) => e.kind).slice(-4)).toEqual([
      'cancelled',
      'refund_pending',
      'refund_processed',
      'credit_note_issued',
    ])
    const note = order.documents[1]
    const pdf = await call(
      shop.t.app,
      'GET',
      `/api/orders/${id}/credit-notes/${note?._id}.pdf`,
      undefined,
      {
        cookie: owner.cookie,
      },
    )
    const text = await pdfText(pdf.rawPayload)
    expect(text).toContain('Reason: Order cancelled by the shop')
    expect(text).toContain('₹798.00')
  })
})
