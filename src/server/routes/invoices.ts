// An order's GST invoice and credit notes as PDFs, for the shopper who placed it and for staff.
import { and, eq } from 'drizzle-orm'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParamsSchema } from '#domain/api-shapes.ts'
import {
  CREDIT_NOTE_NOT_FOUND,
  CreditNoteParamsSchema,
  documentFileName,
  INVOICE_NOT_ISSUED,
} from '#domain/invoice/api.ts'
import { ORDER_NOT_FOUND } from '#domain/order/responses.ts'
import type { Db } from '../db/client.ts'
import { type Invoice, invoices, orders, type User } from '../db/schema/index.ts'
import { notFound } from '../lib/http-error.ts'
import { requireUser } from '../plugins/session.ts'
import { renderInvoicePdf } from '../services/invoices/invoice-pdf.ts'
import { orderInvoice } from '../services/invoices/invoices.ts'

/** Someone else's order answers as a missing one, so order ids can't be probed. */
async function ownedOrder(db: Db, user: User, orderId: string) {
  const [order] = await db
    .select({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId))
  if (!order || (order.userId !== user.id && !user.isAdmin)) throw notFound(ORDER_NOT_FOUND)
}

async function sendPdf(reply: FastifyReply, document: Invoice) {
  const pdf = await renderInvoicePdf(document.document)
  return reply
    .type('application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${documentFileName(document.kind, document.number)}"`,
    )
    .header('cache-control', 'private, no-store')
    .send(pdf)
}

const invoicePdfs: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const pdf = { untypedAnswer: 'pdf' as const }

  app.get(
    '/orders/:id/invoice.pdf',
    { schema: { params: IdParamsSchema }, config: pdf },
    async (request, reply) => {
      await ownedOrder(db, requireUser(request), request.params.id)
      const invoice = await orderInvoice(db, request.params.id)
      if (!invoice) throw notFound(INVOICE_NOT_ISSUED)
      return sendPdf(reply, invoice)
    },
  )

  app.get(
    '/orders/:id/credit-notes/:noteId.pdf',
    { schema: { params: CreditNoteParamsSchema }, config: pdf },
    async (request, reply) => {
      await ownedOrder(db, requireUser(request), request.params.id)
      const [note] = await db
        .select()
        .from(invoices)
        .where(
          and(
            eq(invoices.id, request.params.noteId),
            eq(invoices.orderId, request.params.id),
            eq(invoices.kind, 'credit_note'),
          ),
        )
      if (!note) throw notFound(CREDIT_NOTE_NOT_FOUND)
      return sendPdf(reply, note)
    },
  )
}

export default invoicePdfs
