// The shop's GST returns and registers for a period, from the invoices and credit notes issued
// in it as they were frozen when numbered.
import { and, asc, eq, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm'
import { istDateTime } from '#domain/business-days.ts'
import { csvRupees, toCsv } from '#domain/csv.ts'
import type { InvoiceDocument } from '#domain/invoice/document.ts'
import { buildGstr1, type Gstr1, GSTR1_TWO_GSTINS } from '#domain/reports/gstr1.ts'
import { PAYMENT_METHODS } from '#domain/order/payment-method.ts'
import { CATEGORY_LABELS } from '#domain/product/catalogue.ts'
import {
  GSTR1_TABLES,
  type Gstr1Table,
  INVOICE_REGISTER_COLUMNS,
  REMOVED_PRODUCTS,
} from '#domain/reports/reports.ts'
import { periodBounds, type ReturnPeriod } from '#domain/reports/return-period.ts'
import type { Db } from '../../db/client.ts'
import { invoices, orderItems, orders, products } from '../../db/schema/index.ts'
import { conflict } from '../../lib/http-error.ts'
import { readShopProfile } from '../shop-profile.ts'

/** The period's invoices and credit notes, in number order within each series. */
async function issuedIn(db: Db, period: ReturnPeriod): Promise<InvoiceDocument[]> {
  const { from, to } = periodBounds(period)
  const rows = await db
    .select({ document: invoices.document })
    .from(invoices)
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
    .orderBy(asc(invoices.kind), asc(invoices.number))
  return rows.map((row) => row.document)
}

/**
 * The period's GSTR-1, filed under the GSTIN its documents were issued with (the profile's, for a
 * period without any); 409 when they name two, as after staff changed the registration mid-period.
 */
export async function gstr1Report(db: Db, period: ReturnPeriod): Promise<Gstr1> {
  const documents = await issuedIn(db, period)
  const gstins = [...new Set(documents.map((d) => d.seller.gstin ?? ''))]
  if (gstins.length > 1) throw conflict(GSTR1_TWO_GSTINS(gstins))
  const gstin = gstins[0] || (await readShopProfile(db)).gstin
  const credited = [...new Set(documents.flatMap((d) => (d.against ? [d.against.number] : [])))]
  const originals =
    credited.length === 0
      ? []
      : await db
          .select({ document: invoices.document })
          .from(invoices)
          .where(and(eq(invoices.kind, 'invoice'), inArray(invoices.number, credited)))
  return buildGstr1({
    gstin,
    period,
    documents,
    invoicesCredited: new Map(originals.map(({ document }) => [document.number, document])),
  })
}

/** Every invoice and credit note of the period with its taxable value and tax, as CSV. */
export async function invoiceRegisterCsv(db: Db, period: ReturnPeriod): Promise<string> {
  const documents = await issuedIn(db, period)
  return toCsv(
    INVOICE_REGISTER_COLUMNS,
    documents
      .sort((a, b) => a.issuedAt.localeCompare(b.issuedAt) || a.number.localeCompare(b.number))
      .map((d) => {
        const sign = d.kind === 'credit_note' ? -1 : 1
        return [
          d.number,
          d.kind === 'invoice' ? 'Invoice' : 'Credit note',
          istDateTime(new Date(d.issuedAt)).slice(0, 10),
          d.against?.number,
          d.orderNumber,
          d.buyer.name,
          d.buyer.gstin,
          d.placeOfSupply,
          csvRupees(sign * d.taxableValue),
          csvRupees(sign * d.cgst),
          csvRupees(sign * d.sgst),
          csvRupees(sign * d.igst),
          csvRupees(sign * d.total),
        ]
      }),
  )
}

const money = (n: number) => n.toFixed(2)

interface TaxFigures {
  rt: number
  txval: number
  iamt: number
  camt?: number
  samt?: number
}
/** An item's rate, taxable value and IGST, and with `halves` its CGST and SGST. */
const taxCells = (d: TaxFigures, halves: boolean) => [
  d.rt,
  money(d.txval),
  money(d.iamt),
  ...(halves ? [money(d.camt ?? 0), money(d.samt ?? 0)] : []),
]

/** One table of the return as the offline tool's spreadsheet lays it out, as CSV. */
export function gstr1TableCsv(gstr1: Gstr1, table: Gstr1Table): string {
  const { columns } = GSTR1_TABLES[table]
  const rows: (string | number)[][] = (() => {
    switch (table) {
      case 'b2b':
        return gstr1.b2b.flatMap((g) =>
          g.inv.flatMap((i) =>
            i.itms.map((t) => [
              g.ctin,
              i.inum,
              i.idt,
              money(i.val),
              i.pos,
              ...taxCells(t.itm_det, true),
            ]),
          ),
        )
      case 'b2cl':
        return gstr1.b2cl.flatMap((g) =>
          g.inv.flatMap((i) =>
            i.itms.map((t) => [i.inum, i.idt, money(i.val), g.pos, ...taxCells(t.itm_det, false)]),
          ),
        )
      case 'b2cs':
        return gstr1.b2cs.map((r) => [r.sply_ty, r.pos, ...taxCells({ iamt: 0, ...r }, true)])
      case 'cdnr':
        return gstr1.cdnr.flatMap((g) =>
          g.nt.flatMap((n) =>
            n.itms.map((t) => [
              g.ctin,
              n.nt_num,
              n.nt_dt,
              money(n.val),
              n.pos,
              ...taxCells(t.itm_det, true),
            ]),
          ),
        )
      case 'cdnur':
        return gstr1.cdnur.flatMap((n) =>
          n.itms.map((t) => [
            n.typ,
            n.nt_num,
            n.nt_dt,
            money(n.val),
            n.pos,
            ...taxCells(t.itm_det, false),
          ]),
        )
      case 'hsn':
        return (['hsn_b2b', 'hsn_b2c'] as const).flatMap((part) =>
          gstr1.hsn[part].map((r) => [
            part === 'hsn_b2b' ? 'B2B' : 'B2C',
            r.hsn_sc,
            r.desc,
            r.uqc,
            r.qty,
            ...taxCells(r, true),
          ]),
        )
      case 'docs':
        return gstr1.doc_issue.doc_det.flatMap((d) =>
          d.docs.map((s) => [d.doc_typ, s.from, s.to, s.totnum, s.cancel, s.net_issue]),
        )
    }
  })()
  return toCsv(columns, rows)
}

/** Orders placed in the period (not cancelled), by day, category and payment method. */
export async function salesReport(db: Db, period: ReturnPeriod) {
  const { from, to } = periodBounds(period)
  const counted = and(
    isNotNull(orders.placedAt),
    gte(orders.placedAt, from),
    lt(orders.placedAt, to),
    ne(orders.status, 'cancelled'),
  )
  const day = sql<string>`to_char(${orders.placedAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`
  const [days, categories, methods] = await Promise.all([
    db
      .select({
        date: day,
        orders: sql<number>`count(*)::int`,
        sales: sql<number>`sum(${orders.total})::bigint`,
      })
      .from(orders)
      .where(counted)
      .groupBy(day),
    db
      .select({
        category: sql<string | null>`${products.category}`,
        units: sql<number>`sum(${orderItems.quantity})::int`,
        sales: sql<number>`sum(${orderItems.unitDisplayPrice} * ${orderItems.quantity})::bigint`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(counted)
      .groupBy(products.category),
    db
      .select({
        method: orders.paymentMethod,
        orders: sql<number>`count(*)::int`,
        sales: sql<number>`sum(${orders.total})::bigint`,
      })
      .from(orders)
      .where(counted)
      .groupBy(orders.paymentMethod),
  ])
  const byDate = new Map(days.map((d) => [d.date, d]))
  const allDays: string[] = []
  for (let at = periodBounds(period).from; at < to; at = new Date(at.getTime() + 86_400_000)) {
    allDays.push(istDateTime(at).slice(0, 10))
  }
  return {
    byDay: allDays.map((date) => ({
      date,
      orders: byDate.get(date)?.orders ?? 0,
      sales: Number(byDate.get(date)?.sales ?? 0),
    })),
    byCategory: categories
      .map((c) => ({
        category: c.category
          ? (CATEGORY_LABELS[c.category as keyof typeof CATEGORY_LABELS] ?? c.category)
          : REMOVED_PRODUCTS,
        units: c.units,
        sales: Number(c.sales),
      }))
      .sort((a, b) => b.sales - a.sales),
    byPaymentMethod: PAYMENT_METHODS.map((method) => {
      const row = methods.find((m) => m.method === method)
      return { method, orders: row?.orders ?? 0, sales: Number(row?.sales ?? 0) }
    }),
  }
}
