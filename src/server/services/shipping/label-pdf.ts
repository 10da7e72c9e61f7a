// The parcel's label packet: a 4×6 inch label for the courier (AWB as a Code 128
// barcode and in text, consignee and shipper, pincode, the cash to collect or PREPAID, the order
// number), a packing slip of the lines with their SKU and variant, then the GST invoice that
// travels with the goods, on A4.
import PDFDocument from 'pdfkit'
import type { Seller } from '#domain/invoice/build.ts'
import type { InvoiceDocument } from '#domain/invoice/document.ts'
import { formatRupeesExact, type Paise } from '#domain/money.ts'
import type { OrderAddress } from '#domain/order/responses.ts'
import { drawInvoice, INVOICE_PAGE, pdfBytes, registerFonts } from '../invoices/invoice-pdf.ts'
import { drawCode128 } from './code128.ts'

/** 4 × 6 inches, in points. */
export const LABEL_SIZE: [number, number] = [288, 432]
const LABEL_PAGE = { size: LABEL_SIZE, margin: 14 }

export interface ParcelLabel {
  orderNumber: string
  placedAt: Date
  courier: string
  awb: string
  /** What the courier collects at the door, or null when the order is prepaid. */
  cashToCollect: Paise | null
  consignee: OrderAddress
  shipper: Seller & { pincode: string }
  parcel: { weightGrams: number; lengthCm: number; breadthCm: number; heightCm: number } | null
  lines: { name: string; variant?: string; sku?: string; quantity: number }[]
  invoice: InvoiceDocument | null
}

const istDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
})

export function renderLabelPdf(label: ParcelLabel): Promise<Buffer> {
  const pdf = new PDFDocument({
    ...LABEL_PAGE,
    info: { Title: `Label ${label.awb} for order ${label.orderNumber}` },
  })
  registerFonts(pdf)
  const done = pdfBytes(pdf)
  drawLabel(pdf, label)
  pdf.addPage(LABEL_PAGE)
  drawPackingSlip(pdf, label)
  if (label.invoice) {
    pdf.addPage(INVOICE_PAGE)
    drawInvoice(pdf, label.invoice)
  }
  pdf.end()
  return done
}

/** The largest size, down to 7 pt, at which `text` fits on one line of `width`. */
function fittingSize(pdf: PDFKit.PDFDocument, text: string, width: number, largest: number) {
  let size = largest
  while (size > 7 && pdf.fontSize(size).widthOfString(text) > width) size -= 0.5
  return size
}

function rule(pdf: PDFKit.PDFDocument, y: number) {
  const { left, right } = pdf.page.margins
  pdf
    .moveTo(left, y)
    .lineTo(pdf.page.width - right, y)
    .lineWidth(1)
    .stroke()
  return y + 6
}

function drawLabel(pdf: PDFKit.PDFDocument, label: ParcelLabel) {
  const left = pdf.page.margins.left
  const width = pdf.page.width - left - pdf.page.margins.right

  const courierWidth = width - 110
  pdf.font('bold').fontSize(fittingSize(pdf, label.courier, courierWidth, 13))
  pdf.text(label.courier, left, 18, { width: courierWidth, lineBreak: false, ellipsis: true })
  const payment =
    label.cashToCollect === null ? 'PREPAID' : `COD ${formatRupeesExact(label.cashToCollect)}`
  pdf
    .rect(left + width - 104, 12, 104, 22)
    .lineWidth(1.5)
    .stroke()
  pdf.fontSize(label.cashToCollect === null ? 12 : 10)
  pdf.text(payment, left + width - 102, 18, { width: 100, align: 'center' })
  let y = rule(pdf, 40)

  drawCode128(pdf, label.awb, { x: left, y, width, height: 56 })
  y += 60
  pdf.font('bold').fontSize(11).text(`AWB ${label.awb}`, left, y, { width, align: 'center' })
  y = rule(pdf, pdf.y + 4)

  const to = label.consignee
  pdf.font('regular').fontSize(8).text('SHIP TO', left, y)
  pdf
    .font('bold')
    .fontSize(12)
    .text(to.name, left, pdf.y + 1, { width })
  pdf.font('regular').fontSize(10).text(to.address, { width })
  pdf.text(`${to.city}, ${to.state}`, { width })
  pdf.text(`Phone ${to.phone}`, { width })
  pdf
    .font('bold')
    .fontSize(18)
    .text(`PIN ${to.pincode}`, left, pdf.y + 2, { width })
  if (label.cashToCollect !== null) {
    pdf.fontSize(10).text(`Collect ${formatRupeesExact(label.cashToCollect)} in cash`, { width })
  }
  y = rule(pdf, pdf.y + 4)

  pdf.font('regular').fontSize(9)
  pdf.text(`Order ${label.orderNumber}  ·  ${istDate.format(label.placedAt)}`, left, y, { width })
  if (label.parcel) {
    const { weightGrams, lengthCm, breadthCm, heightCm } = label.parcel
    pdf.text(
      `Weight ${(weightGrams / 1000).toFixed(2)} kg  ·  Box ${lengthCm} × ${breadthCm} × ${heightCm} cm`,
      { width },
    )
  }
  y = rule(pdf, pdf.y + 4)

  const from = label.shipper
  pdf.font('regular').fontSize(8).text('SHIPPER / RETURN TO', left, y)
  pdf
    .font('bold')
    .fontSize(9)
    .text(from.name, left, pdf.y + 1, { width })
  pdf.font('regular').fontSize(8).text(from.address, { width })
  pdf.text(`${from.state}  PIN ${from.pincode}`, { width })
  pdf.text(`GSTIN ${from.gstin}`, { width })
}

function drawPackingSlip(pdf: PDFKit.PDFDocument, label: ParcelLabel) {
  const left = pdf.page.margins.left
  const width = pdf.page.width - left - pdf.page.margins.right
  pdf.font('bold').fontSize(14).text('PACKING SLIP', left, 14, { width })
  pdf.font('regular').fontSize(9)
  pdf.text(`Order ${label.orderNumber}  ·  ${istDate.format(label.placedAt)}`, { width })
  pdf.text(`For ${label.consignee.name}, PIN ${label.consignee.pincode}`, { width })
  pdf.text(`AWB ${label.awb} (${label.courier})`, { width })
  let y = rule(pdf, pdf.y + 6)
  pdf.font('bold').fontSize(8)
  pdf.text('QTY', left, y, { width: 28 })
  pdf.text('ITEM', left + 30, y, { width: width - 30 })
  y = rule(pdf, pdf.y + 2)
  for (const line of label.lines) {
    pdf.font('bold').fontSize(10).text(String(line.quantity), left, y, { width: 28 })
    pdf.text(line.name, left + 30, y, { width: width - 30 })
    pdf.font('regular').fontSize(8)
    if (line.variant) pdf.text(`Variant: ${line.variant}`, left + 30, pdf.y, { width: width - 30 })
    if (line.sku) pdf.text(`SKU: ${line.sku}`, left + 30, pdf.y, { width: width - 30 })
    y = pdf.y + 6
  }
  const units = label.lines.reduce((sum, line) => sum + line.quantity, 0)
  rule(pdf, y)
  pdf
    .font('bold')
    .fontSize(9)
    .text(`${units} item${units === 1 ? '' : 's'} in this parcel`, left, y + 4)
}
