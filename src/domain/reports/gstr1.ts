// GSTR-1 as the GST portal's offline tool reads it (JSON), built from the invoices and credit
// notes issued in the period, each as it was frozen when numbered. Figures are summed in paise
// and written in rupees, so the supply tables and the HSN summary reconcile to the paisa.
import { z } from 'zod'
import { istDate } from '../business-days.ts'
import type { InvoiceDocument, InvoiceLine } from '../invoice/document.ts'
import type { Paise } from '../money.ts'
import type { ReturnPeriod } from './return-period.ts'

/**
 * An inter-state invoice to an unregistered buyer above this value is "B2C large" (Table 5),
 * reported invoice by invoice: ₹1,00,000 since 1 August 2024 (Notification 12/2024-Central Tax,
 * 10 July 2024; ₹2,50,000 before).
 */
export const B2CL_MIN_VALUE: Paise = 1_00_000_00

/** A GSTR-1 is one registration's: a period whose documents name two can't be one return. */
export const GSTR1_TWO_GSTINS = (gstins: string[]) =>
  `This period's invoices were issued under ${gstins.length} GSTINs (${gstins.join(', ')}): file each registration's return from its own records`
/** A credit or debit note's type in Table 9B. */
const CREDIT_NOTE = 'C' as const
/** Goods are counted in numbers; a service (its SAC starts 99) in no unit. */
const uqcOf = (hsn: string) => (hsn.startsWith('99') ? 'NA' : 'NOS')
/** Table 13's document kinds. */
const DOC_NUM = { invoice: 1, credit_note: 5 } as const
const DOC_TYPE = { invoice: 'Invoices for outward supply', credit_note: 'Credit Note' } as const

const rupees = (paise: Paise) => Math.round(paise) / 100
/** Codes (HSN, state, supply type) in their characters' order: no language's collation. */
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
/** '27-11-2026', the portal's date, of an instant as India's calendar reads it. */
export const portalDate = (iso: string) => {
  const [y, m, d] = istDate(new Date(iso)).split('-')
  return `${d}-${m}-${y}`
}
const stateCode = (doc: InvoiceDocument) => /\((\d{2})\)$/.exec(doc.placeOfSupply)?.[1] ?? ''

interface Tax {
  txval: Paise
  iamt: Paise
  camt: Paise
  samt: Paise
}
const NO_TAX: Tax = { txval: 0, iamt: 0, camt: 0, samt: 0 }
const add = (a: Tax, b: Tax, sign = 1): Tax => ({
  txval: a.txval + sign * b.txval,
  iamt: a.iamt + sign * b.iamt,
  camt: a.camt + sign * b.camt,
  samt: a.samt + sign * b.samt,
})
const taxOf = (line: InvoiceLine): Tax => ({
  txval: line.taxableValue,
  iamt: line.igst,
  camt: line.cgst,
  samt: line.sgst,
})
const written = (t: Tax) => ({
  txval: rupees(t.txval),
  iamt: rupees(t.iamt),
  camt: rupees(t.camt),
  samt: rupees(t.samt),
  csamt: 0,
})

/** A document's lines summed by rate, as Table 4, 5 and 9B list an invoice's items. */
function itemsByRate(doc: InvoiceDocument, interOnly = false) {
  const byRate = new Map<number, Tax>()
  for (const line of doc.lines)
    byRate.set(line.gstRate, add(byRate.get(line.gstRate) ?? NO_TAX, taxOf(line)))
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rt, tax], i) => {
      const det = { rt, ...written(tax) }
      if (interOnly) {
        const { camt: _c, samt: _s, ...inter } = det
        return { num: i + 1, itm_det: inter }
      }
      return { num: i + 1, itm_det: det }
    })
}

export type SupplyKind = 'b2b' | 'b2cl' | 'b2cs'

/** Which table an invoice goes in (a credit note follows the invoice it credits). */
export function supplyKind(invoice: InvoiceDocument): SupplyKind {
  if (invoice.buyer.gstin) return 'b2b'
  if (!invoice.intraState && invoice.total > B2CL_MIN_VALUE) return 'b2cl'
  return 'b2cs'
}

interface HsnRow extends Tax {
  hsn: string
  rt: number
  desc: string
  qty: number
}

export interface Gstr1Input {
  gstin: string
  period: ReturnPeriod
  /** Invoices and credit notes issued in the period, in number order. */
  documents: InvoiceDocument[]
  /** Each credit note's invoice, by its number (issued in this period or before). */
  invoicesCredited: Map<string, InvoiceDocument>
}

export function buildGstr1({ gstin, period, documents, invoicesCredited }: Gstr1Input): Gstr1 {
  const b2b = new Map<string, Gstr1['b2b'][number]['inv']>()
  const b2cl = new Map<string, Gstr1['b2cl'][number]['inv']>()
  const b2cs = new Map<string, Tax & { sply_ty: string; pos: string; rt: number }>()
  const cdnr = new Map<string, Gstr1['cdnr'][number]['nt']>()
  const cdnur: Gstr1['cdnur'] = []
  const hsn = { b2b: new Map<string, HsnRow>(), b2c: new Map<string, HsnRow>() }
  const push = <T>(map: Map<string, T[]>, key: string, value: T) =>
    map.set(key, [...(map.get(key) ?? []), value])

  for (const doc of documents) {
    const credit = doc.kind === 'credit_note'
    const invoice = credit ? invoicesCredited.get(doc.against?.number ?? '') : doc
    if (!invoice) throw new Error(`Credit note ${doc.number} credits no invoice on record`)
    const kind = supplyKind(invoice)
    const pos = stateCode(doc)
    const sign = credit ? -1 : 1
    if (kind === 'b2cs') {
      // Table 7 is a sum by place of supply and rate, its credit notes netted in it.
      for (const line of doc.lines) {
        const key = `${doc.intraState ? 'INTRA' : 'INTER'} ${pos} ${line.gstRate}`
        const row = b2cs.get(key) ?? {
          sply_ty: doc.intraState ? 'INTRA' : 'INTER',
          pos,
          rt: line.gstRate,
          ...NO_TAX,
        }
        b2cs.set(key, { ...row, ...add(row, taxOf(line), sign) })
      }
    } else if (!credit) {
      const inv = { inum: doc.number, idt: portalDate(doc.issuedAt), val: rupees(doc.total), pos }
      if (kind === 'b2b') {
        push(b2b, doc.buyer.gstin ?? '', {
          ...inv,
          rchrg: 'N',
          inv_typ: 'R',
          itms: itemsByRate(doc),
        })
      } else {
        const { pos: _pos, ...large } = inv
        push(b2cl, pos, { ...large, itms: itemsByRate(doc, true) })
      }
    } else {
      const note = {
        ntty: CREDIT_NOTE,
        nt_num: doc.number,
        nt_dt: portalDate(doc.issuedAt),
        val: rupees(doc.total),
        pos,
      }
      if (kind === 'b2b') {
        push(cdnr, invoice.buyer.gstin ?? '', {
          ...note,
          rchrg: 'N',
          inv_typ: 'R',
          itms: itemsByRate(doc),
        })
      } else {
        cdnur.push({ typ: 'B2CL' as const, ...note, itms: itemsByRate(doc, true) })
      }
    }
    const summary = kind === 'b2b' ? hsn.b2b : hsn.b2c
    for (const line of doc.lines) {
      const key = `${line.hsn} ${line.gstRate}`
      const row = summary.get(key) ?? {
        hsn: line.hsn,
        rt: line.gstRate,
        desc: line.description,
        qty: 0,
        ...NO_TAX,
      }
      summary.set(key, {
        ...row,
        ...add(row, taxOf(line), sign),
        qty: row.qty + sign * (uqcOf(line.hsn) === 'NA' ? 0 : (line.quantity ?? 0)),
      })
    }
  }

  const hsnRows = (rows: Map<string, HsnRow>) =>
    [...rows.values()]
      .sort((a, b) => byCode(a.hsn, b.hsn) || a.rt - b.rt)
      .map((row, i) => ({
        num: i + 1,
        hsn_sc: row.hsn,
        desc: row.desc.slice(0, 30),
        uqc: uqcOf(row.hsn),
        qty: row.qty,
        rt: row.rt,
        ...written(row),
      }))

  return {
    gstin,
    fp: period.fp,
    b2b: [...b2b.entries()].map(([ctin, inv]) => ({ ctin, inv })),
    b2cl: [...b2cl.entries()].map(([pos, inv]) => ({ pos, inv })),
    b2cs: [...b2cs.values()]
      .sort((a, b) => byCode(a.pos, b.pos) || a.rt - b.rt || byCode(b.sply_ty, a.sply_ty))
      .map(({ sply_ty, pos, rt, ...tax }) => {
        const { txval, iamt, camt, samt, csamt } = written(tax)
        return sply_ty === 'INTRA'
          ? { sply_ty: 'INTRA' as const, pos, typ: 'OE' as const, rt, txval, camt, samt, csamt }
          : { sply_ty: 'INTER' as const, pos, typ: 'OE' as const, rt, txval, iamt, csamt }
      }),
    cdnr: [...cdnr.entries()].map(([ctin, nt]) => ({ ctin, nt })),
    cdnur,
    hsn: { hsn_b2b: hsnRows(hsn.b2b), hsn_b2c: hsnRows(hsn.b2c) },
    doc_issue: { doc_det: documentSummary(documents) },
  }
}

/**
 * Table 13: each series' first and last number issued in the period, how many, and how many of
 * the numbers between were not issued (counted as cancelled: the shop cancels with credit notes,
 * so a gap is a number taken by a write that did not commit).
 */
function documentSummary(documents: InvoiceDocument[]) {
  return (['invoice', 'credit_note'] as const).flatMap((kind) => {
    const series = new Map<string, { number: string; serial: number }[]>()
    for (const doc of documents.filter((d) => d.kind === kind)) {
      const match = /^(.*?)(\d+)$/.exec(doc.number)
      const prefix = match?.[1] ?? doc.number
      series.set(prefix, [
        ...(series.get(prefix) ?? []),
        { number: doc.number, serial: Number(match?.[2] ?? 0) },
      ])
    }
    if (series.size === 0) return []
    return [
      {
        doc_num: DOC_NUM[kind],
        doc_typ: DOC_TYPE[kind],
        docs: [...series.values()].map((issued, i) => {
          const sorted = [...issued].sort((a, b) => a.serial - b.serial)
          const first = sorted[0]
          const last = sorted.at(-1)
          const totnum = (last?.serial ?? 0) - (first?.serial ?? 0) + 1
          return {
            num: i + 1,
            from: first?.number ?? '',
            to: last?.number ?? '',
            totnum,
            cancel: totnum - sorted.length,
            net_issue: sorted.length,
          }
        }),
      },
    ]
  })
}

// ---- The answer, as the offline tool reads it ----

const rupeeFigure = z.number()
const Tax = {
  txval: rupeeFigure,
  iamt: rupeeFigure,
  camt: rupeeFigure,
  samt: rupeeFigure,
  csamt: rupeeFigure,
}
const InterTax = { txval: rupeeFigure, iamt: rupeeFigure, csamt: rupeeFigure }
const Items = z.array(z.object({ num: z.number(), itm_det: z.object({ rt: z.number(), ...Tax }) }))
const InterItems = z.array(
  z.object({ num: z.number(), itm_det: z.object({ rt: z.number(), ...InterTax }) }),
)
const Note = {
  ntty: z.literal(CREDIT_NOTE),
  nt_num: z.string(),
  nt_dt: z.string(),
  val: rupeeFigure,
  pos: z.string(),
}
const HsnRows = z.array(
  z.object({
    num: z.number(),
    hsn_sc: z.string(),
    desc: z.string(),
    uqc: z.string(),
    qty: z.number(),
    rt: z.number(),
    ...Tax,
  }),
)

export const Gstr1Schema = z.object({
  gstin: z.string(),
  fp: z.string(),
  b2b: z.array(
    z.object({
      ctin: z.string(),
      inv: z.array(
        z.object({
          inum: z.string(),
          idt: z.string(),
          val: rupeeFigure,
          pos: z.string(),
          rchrg: z.literal('N'),
          inv_typ: z.literal('R'),
          itms: Items,
        }),
      ),
    }),
  ),
  b2cl: z.array(
    z.object({
      pos: z.string(),
      inv: z.array(
        z.object({ inum: z.string(), idt: z.string(), val: rupeeFigure, itms: InterItems }),
      ),
    }),
  ),
  b2cs: z.array(
    z.union([
      z.object({
        sply_ty: z.literal('INTRA'),
        pos: z.string(),
        typ: z.literal('OE'),
        rt: z.number(),
        txval: rupeeFigure,
        camt: rupeeFigure,
        samt: rupeeFigure,
        csamt: rupeeFigure,
      }),
      z.object({
        sply_ty: z.literal('INTER'),
        pos: z.string(),
        typ: z.literal('OE'),
        rt: z.number(),
        ...InterTax,
      }),
    ]),
  ),
  cdnr: z.array(
    z.object({
      ctin: z.string(),
      nt: z.array(
        z.object({ ...Note, rchrg: z.literal('N'), inv_typ: z.literal('R'), itms: Items }),
      ),
    }),
  ),
  cdnur: z.array(z.object({ typ: z.literal('B2CL'), ...Note, itms: InterItems })),
  hsn: z.object({ hsn_b2b: HsnRows, hsn_b2c: HsnRows }),
  doc_issue: z.object({
    doc_det: z.array(
      z.object({
        doc_num: z.number(),
        doc_typ: z.string(),
        docs: z.array(
          z.object({
            num: z.number(),
            from: z.string(),
            to: z.string(),
            totnum: z.number(),
            cancel: z.number(),
            net_issue: z.number(),
          }),
        ),
      }),
    ),
  }),
})

export type Gstr1 = z.infer<typeof Gstr1Schema>
