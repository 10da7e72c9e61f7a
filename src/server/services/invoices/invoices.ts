// Issuing GST invoices when an order is paid and credit notes when money goes back: numbered in
// the transaction that causes them, so a number is never skipped by a rollback nor used twice.
import type { z } from 'zod'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { buildCreditNote, buildInvoice } from '#domain/invoice/build.ts'
import type { OrderDocumentSchema } from '#domain/invoice/api.ts'
import type { InvoiceKind } from '#domain/invoice/document.ts'
import { financialYearOf, invoiceNumber } from '#domain/invoice/numbering.ts'
import type { Paise } from '#domain/money.ts'
import type { DbOrTx } from '../../db/client.ts'
import {
  type Invoice,
  invoiceCounters,
  invoices,
  orderItems,
  orders,
  returnItems,
} from '../../db/schema/index.ts'
import { currentSeller } from '../shop-profile.ts'
import { recordOrderEvent } from '../orders/order-timeline.ts'
import { orderNumberOf } from '../orders/order-views.ts'

// Answers as services build them, in paise; the route's schema shapes them in rupees.
export type OrderDocument = z.output<typeof OrderDocumentSchema>

async function nextNumber(tx: DbOrTx, kind: InvoiceKind, at: Date) {
  const financialYear = financialYearOf(at)
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series: kind, financialYear, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.financialYear],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last })
  return { financialYear, number: invoiceNumber(kind, financialYear, row?.last ?? 1) }
}

export async function orderInvoice(db: DbOrTx, orderId: string): Promise<Invoice | undefined> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')))
  return invoice
}

/** The order's invoice, issued now unless it already has one (a payment reported twice). */
export async function issueInvoice(
  tx: DbOrTx,
  orderId: string,
  at: Date = new Date(),
): Promise<Invoice> {
  const existing = await orderInvoice(tx, orderId)
  if (existing) return existing
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId))
  if (!order) throw new Error(`No order ${orderId} to invoice`)
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id))
  const { financialYear, number } = await nextNumber(tx, 'invoice', at)
  const document = buildInvoice(
    {
      orderNumber: orderNumberOf(order),
      placedAt: order.createdAt,
      shippingAddress: order.shippingAddress,
      billingName: order.billingName,
      billingGstin: order.billingGstin,
      items: items.map((item) => ({
        description: describe(item.productSnapshot),
        hsn: item.hsnCode,
        quantity: item.quantity,
        unitPrice: item.unitDisplayPrice,
        gstRate: item.gstRate,
        couponApplies: item.couponApplies,
      })),
      discount: order.discount,
      shipping: order.shipping,
      codFee: order.codFee,
      total: order.total,
    },
    await currentSeller(tx),
    number,
    at,
  )
  const [invoice] = await tx
    .insert(invoices)
    .values({
      orderId,
      kind: 'invoice',
      number,
      financialYear,
      total: document.total,
      document,
      issuedAt: at,
    })
    .returning()
  if (!invoice) throw new Error('Invoice insert returned nothing')
  await recordOrderEvent(tx, orderId, 'invoice_issued', { documentNumber: number }, at)
  return invoice
}

const describe = (snapshot: { name: string; variant?: string }) =>
  snapshot.variant ? `${snapshot.name} (${snapshot.variant})` : snapshot.name

export interface CreditedRefund {
  orderId: string
  refundId: string | null
  amount: Paise
  reason: string
  /** The return whose lines the money pays back, credited line by line. */
  returnId?: string | null
}

/** A return's lines as its order's invoice numbers them (its goods come in line order). */
async function returnedLines(tx: DbOrTx, orderId: string, returnId: string) {
  const lines = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id))
  const sent = await tx.select().from(returnItems).where(eq(returnItems.returnId, returnId))
  return sent.map((item) => ({
    index: lines.findIndex((line) => line.id === item.orderItemId),
    quantity: item.quantity,
    amount: item.amount,
  }))
}

/**
 * The credit note for money going back on an invoiced order (CGST Rule 53, section 34); nothing
 * when the order was never invoiced (an unpaid or cash order cancelled before delivery).
 */
export async function issueCreditNote(
  tx: DbOrTx,
  refund: CreditedRefund,
  at: Date = new Date(),
): Promise<Invoice | undefined> {
  const invoice = await orderInvoice(tx, refund.orderId)
  if (!invoice) return undefined
  const { financialYear, number } = await nextNumber(tx, 'credit_note', at)
  const returned = refund.returnId ? await returnedLines(tx, refund.orderId, refund.returnId) : []
  const earlier = returned.length
    ? await tx
        .select({ document: invoices.document })
        .from(invoices)
        .where(and(eq(invoices.orderId, refund.orderId), eq(invoices.kind, 'credit_note')))
    : []
  const document = buildCreditNote(
    invoice.document,
    refund.amount,
    number,
    at,
    refund.reason,
    returned,
    earlier.map((note) => note.document),
  )
  const [note] = await tx
    .insert(invoices)
    .values({
      orderId: refund.orderId,
      kind: 'credit_note',
      number,
      financialYear,
      refundId: refund.refundId,
      total: document.total,
      document,
      issuedAt: at,
    })
    .returning()
  await recordOrderEvent(tx, refund.orderId, 'credit_note_issued', { documentNumber: number }, at)
  return note
}

/** The invoices and credit notes of some orders, as the API lists them, oldest first. */
export async function documentsOf(
  db: DbOrTx,
  orderIds: string[],
): Promise<Map<string, OrderDocument[]>> {
  const rows = orderIds.length
    ? await db
        .select({
          id: invoices.id,
          orderId: invoices.orderId,
          kind: invoices.kind,
          number: invoices.number,
          issuedAt: invoices.issuedAt,
          total: invoices.total,
        })
        .from(invoices)
        .where(inArray(invoices.orderId, orderIds))
        .orderBy(asc(invoices.issuedAt), asc(invoices.number))
    : []
  const byOrder = new Map<string, OrderDocument[]>()
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? []
    list.push({
      _id: row.id,
      kind: row.kind,
      number: row.number,
      issuedAt: row.issuedAt.toISOString(),
      total: row.total,
    })
    byOrder.set(row.orderId, list)
  }
  return byOrder
}
