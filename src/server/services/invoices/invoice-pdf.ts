// A tax invoice or credit note drawn as an A4 PDF, with a font that has the rupee sign.
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import type { InvoiceDocument, InvoiceLine, InvoiceParty } from '#domain/invoice/document.ts'
import { formatRupeesExact } from '#domain/money.ts'

const fontFile = (name: string) =>
  createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`)
const REGULAR = fontFile('DejaVuSans.ttf')
const BOLD = fontFile('DejaVuSans-Bold.ttf')

export const DOCUMENT_TITLES = { invoice: 'Tax Invoice', credit_note: 'Credit Note' } as const

const istDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
})
const dateOf = (iso: string) => istDate.format(new Date(iso))
const money = formatRupeesExact

interface Column {
  title: string
  width: number
  align: 'left' | 'right'
  value: (line: InvoiceLine, index: number) => string
}

function columns(intraState: boolean): Column[] {
  const tax: Column[] = intraState
    ? [
        { title: 'CGST', width: 62, align: 'right', value: (l) => money(l.cgst) },
        { title: 'SGST', width: 62, align: 'right', value: (l) => money(l.sgst) },
      ]
    : [{ title: 'IGST', width: 124, align: 'right', value: (l) => money(l.igst) }]
  return [
    { title: '#', width: 18, align: 'left', value: (_, i) => String(i + 1) },
    { title: 'Description', width: 130, align: 'left', value: (l) => l.description },
    { title: 'HSN/SAC', width: 50, align: 'left', value: (l) => l.hsn },
    {
      title: 'Qty',
      width: 26,
      align: 'right',
      value: (l) => (l.quantity === undefined ? '–' : String(l.quantity)),
    },
    { title: 'Taxable value', width: 66, align: 'right', value: (l) => money(l.taxableValue) },
    { title: 'Rate', width: 30, align: 'right', value: (l) => `${l.gstRate}%` },
    ...tax,
    { title: 'Total', width: 66, align: 'right', value: (l) => money(l.total) },
  ]
}

/** A4 with 40 pt margins, each page of a document the same. */
export const INVOICE_PAGE = { size: 'A4', margin: 40 } as const

/** The fonts with a rupee sign, as `regular` and `bold`. */
export function registerFonts(pdf: PDFKit.PDFDocument) {
  pdf.registerFont('regular', REGULAR)
  pdf.registerFont('bold', BOLD)
}

/** The PDF's bytes once it ends. */
export function pdfBytes(pdf: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  return new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })
}

/** Renders the frozen document; the same document always gives the same text. */
export function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const title = DOCUMENT_TITLES[document.kind]
  const pdf = new PDFDocument({
    ...INVOICE_PAGE,
    info: {
      Title: `${title} ${document.number}`,
      Author: document.seller.name,
      CreationDate: new Date(document.issuedAt),
    },
  })
  registerFonts(pdf)
  const done = pdfBytes(pdf)
  drawInvoice(pdf, document)
  pdf.end()
  return done
}

/** Draws the document from the top of the current page, which is A4 (INVOICE_PAGE). */
export function drawInvoice(pdf: PDFKit.PDFDocument, document: InvoiceDocument) {
  const title = DOCUMENT_TITLES[document.kind]
  const left = pdf.page.margins.left
  const width = pdf.page.width - left - pdf.page.margins.right

  pdf.font('bold').fontSize(16).text(title.toUpperCase(), left, 40)
  pdf.font('regular').fontSize(9)
  const facts = [
    [`${title} No.`, document.number],
    ['Date', dateOf(document.issuedAt)],
    ['Order No.', document.orderNumber],
    ['Order date', dateOf(document.orderDate)],
    ...(document.against
      ? [['Against invoice', `${document.against.number} of ${dateOf(document.against.issuedAt)}`]]
      : []),
  ]
  let y = 40
  for (const [label, value] of facts) {
    pdf.font('regular').text(`${label}: `, left + width - 230, y, { width: 90, align: 'right' })
    pdf.font('bold').text(value ?? '', left + width - 138, y, { width: 138 })
    y = pdf.y + 2
  }

  y = Math.max(y, 70) + 12
  const half = (width - 20) / 2
  const sellerBottom = party(pdf, 'Sold by', document.seller, left, y, half)
  const buyerBottom = party(pdf, 'Bill to / Ship to', document.buyer, left + half + 20, y, half)
  y = Math.max(sellerBottom, buyerBottom) + 10
  pdf.font('regular').fontSize(9)
  pdf.text(`Place of supply: ${document.placeOfSupply}    Reverse charge: No`, left, y)
  y += 14
  if (document.reason) {
    pdf.text(`Reason: ${document.reason}`, left, y, { width })
    y = pdf.y + 4
  }

  y = table(pdf, columns(document.intraState), document.lines, left, y + 6)

  const totals: [string, string][] = [
    ['Taxable value', money(document.taxableValue)],
    ...(document.intraState
      ? ([
          ['CGST', money(document.cgst)],
          ['SGST', money(document.sgst)],
        ] as [string, string][])
      : ([['IGST', money(document.igst)]] as [string, string][])),
  ]
  y += 8
  for (const [label, value] of totals) {
    pdf
      .font('regular')
      .fontSize(9)
      .text(label, left + width - 220, y, { width: 120, align: 'right' })
    pdf.text(value, left + width - 100, y, { width: 100, align: 'right' })
    y += 13
  }
  pdf.font('bold').fontSize(11)
  pdf.text(document.kind === 'invoice' ? 'Total' : 'Total credited', left + width - 260, y + 2, {
    width: 160,
    align: 'right',
  })
  pdf.text(money(document.total), left + width - 100, y + 2, { width: 100, align: 'right' })
  y += 22
  pdf
    .font('regular')
    .fontSize(9)
    .text(`Amount in words: ${document.totalInWords}`, left, y, { width })
  y = pdf.y + 24
  pdf
    .font('bold')
    .text(`For ${document.seller.name}`, left + width - 240, y, { width: 240, align: 'right' })
  pdf
    .font('regular')
    .text('Authorised signatory (issued electronically)', left + width - 240, pdf.y + 2, {
      width: 240,
      align: 'right',
    })
  pdf
    .fontSize(8)
    .text(
      (document.seller.grievances ? `Grievances: ${document.seller.grievances}. ` : '') +
        'Prices include GST; the tax shown is the GST inside them.',
      left,
      pdf.y + 18,
      { width },
    )
}

function party(
  pdf: PDFKit.PDFDocument,
  heading: string,
  who: InvoiceParty,
  x: number,
  y: number,
  width: number,
) {
  pdf.font('bold').fontSize(9).text(heading.toUpperCase(), x, y, { width })
  pdf
    .font('bold')
    .fontSize(10)
    .text(who.name, x, pdf.y + 2, { width })
  pdf.font('regular').fontSize(9).text(who.address, { width })
  pdf.text(`State: ${who.state} (${who.stateCode})`, { width })
  if (who.gstin) pdf.text(`GSTIN: ${who.gstin}`, { width })
  if (who.cin) pdf.text(`CIN: ${who.cin}`, { width })
  return pdf.y
}

function table(
  pdf: PDFKit.PDFDocument,
  cols: Column[],
  lines: InvoiceLine[],
  x: number,
  top: number,
) {
  const bottom = pdf.page.height - pdf.page.margins.bottom - 140
  const header = (y: number) => {
    pdf.font('bold').fontSize(8)
    let cx = x
    for (const col of cols) {
      pdf.text(col.title, cx + 2, y + 4, { width: col.width - 4, align: col.align })
      cx += col.width
    }
    const height = 22
    pdf
      .moveTo(x, y + height)
      .lineTo(cx, y + height)
      .lineWidth(0.7)
      .stroke()
    return y + height + 4
  }
  let y = header(top)
  pdf.font('regular').fontSize(8)
  for (const [index, line] of lines.entries()) {
    const height =
      Math.max(
        ...cols.map((col) => pdf.heightOfString(col.value(line, index), { width: col.width - 4 })),
      ) + 6
    if (y + height > bottom) {
      pdf.addPage(INVOICE_PAGE)
      y = header(pdf.page.margins.top)
      pdf.font('regular').fontSize(8)
    }
    let cx = x
    for (const col of cols) {
      pdf.text(col.value(line, index), cx + 2, y, { width: col.width - 4, align: col.align })
      cx += col.width
    }
    y += height
    pdf
      .moveTo(x, y - 3)
      .lineTo(cx, y - 3)
      .lineWidth(0.3)
      .strokeColor('#bbbbbb')
      .stroke()
      .strokeColor('#000000')
  }
  return y
}
