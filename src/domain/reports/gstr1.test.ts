import { describe, expect, it } from 'vitest'
import { SAMPLE_PROFILE, sellerOf } from '../shop-profile.ts'
import { buildCreditNote, buildInvoice, type InvoicedOrder } from '../invoice/build.ts'
import type { InvoiceDocument } from '../invoice/document.ts'
import { buildGstr1, portalDate } from './gstr1.ts'
import { readReturnPeriod, recentPeriods } from './return-period.ts'

const SAMPLE_SELLER = sellerOf(SAMPLE_PROFILE)

const PERIOD = readReturnPeriod('2026-11')!
const at = (day: number) => new Date(Date.UTC(2026, 10, day, 6, 0))

function order(
  state: string,
  items: [number, number, number][],
  extra: Partial<InvoicedOrder> = {},
): InvoicedOrder {
  return {
    orderNumber: `KV-${state}`,
    placedAt: at(1),
    shippingAddress: {
      name: 'Buyer',
      phone: '9876543210',
      address: '1 Road',
      city: 'City',
      state,
      pincode: state === 'Delhi' ? '110020' : '560038',
    },
    items: items.map(([unitPrice, quantity, gstRate], i) => ({
      description: `Item ${i}`,
      hsn: gstRate === 5 ? '63079090' : '39269099',
      quantity,
      unitPrice,
      gstRate,
    })),
    discount: 0,
    shipping: 49_00,
    codFee: 0,
    total: items.reduce((sum, [p, q]) => sum + p * q, 0) + 49_00,
    ...extra,
  }
}

const invoice = (n: number, o: InvoicedOrder) =>
  buildInvoice(o, SAMPLE_SELLER, `KV/26-27/${String(n).padStart(6, '0')}`, at(n))

describe('GSTR-1 for a month', () => {
  const delhi = invoice(
    1,
    order('Delhi', [
      [589_00, 2, 18],
      [249_00, 1, 5],
    ]),
  )
  const karnataka = invoice(2, order('Karnataka', [[3_893_00, 1, 18]]))
  const registered = invoice(
    3,
    order('Karnataka', [[10_000_00, 3, 18]], {
      billingGstin: '29ABCDE1234F1Z5',
      billingName: 'Acme Pvt Ltd',
    }),
  )
  const large = invoice(5, order('Karnataka', [[60_000_00, 2, 18]]))
  const smallCredit = buildCreditNote(delhi, 589_00, 'CN/26-27/000001', at(10), 'Returned')
  const b2bCredit = buildCreditNote(registered, 10_000_00, 'CN/26-27/000002', at(11), 'Returned')
  const largeCredit = buildCreditNote(large, 60_000_00, 'CN/26-27/000003', at(12), 'Returned')
  const documents = [delhi, karnataka, registered, large, smallCredit, b2bCredit, largeCredit]
  const gstr1 = buildGstr1({
    gstin: SAMPLE_SELLER.gstin,
    period: PERIOD,
    documents,
    invoicesCredited: new Map<string, InvoiceDocument>(documents.map((d) => [d.number, d])),
  })

  it('puts each supply in its table: registered buyers, large inter-state and the rest by state and rate', () => {
    expect(gstr1).toMatchObject({ gstin: '07AAKCK1234F1ZS', fp: '112026' })
    expect(gstr1.b2b).toEqual([
      {
        ctin: '29ABCDE1234F1Z5',
        inv: [
          expect.objectContaining({
            inum: 'KV/26-27/000003',
            idt: '03-11-2026',
            val: 30_049,
            pos: '29',
            rchrg: 'N',
            inv_typ: 'R',
          }),
        ],
      },
    ])
    expect(gstr1.b2cl).toEqual([
      { pos: '29', inv: [expect.objectContaining({ inum: 'KV/26-27/000005', val: 1_20_049 })] },
    ])
    expect(gstr1.b2cl[0]?.inv[0]).not.toHaveProperty('pos')
    expect(gstr1.b2cs.map((r) => [r.sply_ty, r.pos, r.rt])).toEqual([
      ['INTRA', '07', 5],
      ['INTRA', '07', 18],
      ['INTER', '29', 18],
    ])
    for (const row of gstr1.b2cs) if ('camt' in row) expect(row.camt).toBe(row.samt)
  })

  it('nets a small credit note into Table 7 and lists the others as notes', () => {
    const delhi18 = gstr1.b2cs.find((r) => r.pos === '07' && r.rt === 18)
    // Two cases of ₹589 and their share of shipping, less one case given back.
    const kept = delhi.lines.filter((l) => l.gstRate === 18).reduce((s, l) => s + l.taxableValue, 0)
    const credited = smallCredit.lines
      .filter((l) => l.gstRate === 18)
      .reduce((s, l) => s + l.taxableValue, 0)
    expect(delhi18?.txval).toBe((kept - credited) / 100)
    expect(gstr1.cdnr).toEqual([
      {
        ctin: '29ABCDE1234F1Z5',
        nt: [
          expect.objectContaining({
            ntty: 'C',
            nt_num: 'CN/26-27/000002',
            nt_dt: '11-11-2026',
            val: 10_000,
          }),
        ],
      },
    ])
    expect(gstr1.cdnur).toEqual([
      expect.objectContaining({
        typ: 'B2CL',
        ntty: 'C',
        nt_num: 'CN/26-27/000003',
        val: 60_000,
        pos: '29',
      }),
    ])
  })

  it('reconciles the supply tables with the HSN summary to the paisa, B2B and B2C apart', () => {
    const paise = (n: number) => Math.round(n * 100)
    const sum = (rows: { txval: number; iamt?: number; camt?: number; samt?: number }[]) =>
      rows.reduce(
        (s, r) => s + paise(r.txval) + paise(r.iamt ?? 0) + paise(r.camt ?? 0) + paise(r.samt ?? 0),
        0,
      )
    const items = (docs: { itms: { itm_det: { txval: number } }[] }[]) =>
      docs.flatMap((d) => d.itms.map((i) => i.itm_det))
    const b2b =
      sum(items(gstr1.b2b.flatMap((g) => g.inv as never[]))) -
      sum(items(gstr1.cdnr.flatMap((g) => g.nt as never[])))
    const b2c =
      sum(items(gstr1.b2cl.flatMap((g) => g.inv as never[]))) +
      sum(gstr1.b2cs) -
      sum(items(gstr1.cdnur as never[]))
    expect(sum(gstr1.hsn.hsn_b2b)).toBe(b2b)
    expect(sum(gstr1.hsn.hsn_b2c)).toBe(b2c)
    const everything = documents.reduce(
      (s, d) => s + (d.kind === 'invoice' ? d.total : -d.total),
      0,
    )
    expect(b2b + b2c).toBe(everything)
    expect(gstr1.hsn.hsn_b2c.find((r) => r.hsn_sc === '996812')).toMatchObject({
      uqc: 'NA',
      qty: 0,
    })
    // A credit of money alone (no units named) leaves the quantity as invoiced.
    expect(gstr1.hsn.hsn_b2b.find((r) => r.hsn_sc === '39269099')).toMatchObject({
      uqc: 'NOS',
      qty: 3,
    })
  })

  it('summarises each series issued, counting numbers never issued as cancelled', () => {
    expect(gstr1.doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        doc_typ: 'Invoices for outward supply',
        docs: [
          {
            num: 1,
            from: 'KV/26-27/000001',
            to: 'KV/26-27/000005',
            totnum: 5,
            cancel: 1,
            net_issue: 4,
          },
        ],
      },
      {
        doc_num: 5,
        doc_typ: 'Credit Note',
        docs: [
          {
            num: 1,
            from: 'CN/26-27/000001',
            to: 'CN/26-27/000003',
            totnum: 3,
            cancel: 0,
            net_issue: 3,
          },
        ],
      },
    ])
  })
})

describe('return periods', () => {
  it('read a month or a quarter of the financial year', () => {
    expect(readReturnPeriod('2026-11')).toEqual({
      label: '2026-11',
      fp: '112026',
      firstDay: '2026-11-01',
      dayAfter: '2026-12-01',
    })
    expect(readReturnPeriod('2026-12')?.dayAfter).toBe('2027-01-01')
    expect(readReturnPeriod('2026-Q3')).toEqual({
      label: '2026-Q3',
      fp: '122026',
      firstDay: '2026-10-01',
      dayAfter: '2027-01-01',
    })
    expect(readReturnPeriod('2026-Q4')).toEqual({
      label: '2026-Q4',
      fp: '032027',
      firstDay: '2027-01-01',
      dayAfter: '2027-04-01',
    })
    expect(readReturnPeriod('2026-Q1')?.firstDay).toBe('2026-04-01')
    for (const bad of ['2026-13', '2026-Q5', '26-11', '2026-1', ''])
      expect(readReturnPeriod(bad)).toBeUndefined()
  })

  it('date documents as India’s calendar does', () => {
    expect(portalDate('2026-11-30T19:00:00.000Z')).toBe('01-12-2026')
  })
})

describe('the periods offered', () => {
  it('are the last twelve months and four quarters of the financial year', () => {
    const periods = recentPeriods('2027-02-10')
    expect(periods.slice(0, 3)).toEqual([
      { value: '2027-02', label: 'February 2027' },
      { value: '2027-01', label: 'January 2027' },
      { value: '2026-12', label: 'December 2026' },
    ])
    expect(periods).toHaveLength(16)
    expect(periods.slice(12)).toEqual([
      { value: '2026-Q4', label: 'Q4 2026-27 (Jan–Mar)' },
      { value: '2026-Q3', label: 'Q3 2026-27 (Oct–Dec)' },
      { value: '2026-Q2', label: 'Q2 2026-27 (Jul–Sep)' },
      { value: '2026-Q1', label: 'Q1 2026-27 (Apr–Jun)' },
    ])
    expect(recentPeriods('2026-11-27')[12]?.value).toBe('2026-Q3')
  })
})
