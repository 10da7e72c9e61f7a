import { FileText } from 'lucide-react'
import {
  creditNotePdfPath,
  DOWNLOAD_CREDIT_NOTE,
  DOWNLOAD_INVOICE,
  invoicePdfPath,
} from '#domain/invoice/api.ts'
import { formatApiRupees } from '#domain/money.ts'
import type { ApiOrder } from '#domain/order/responses.ts'

/** An order's GST invoice and credit notes as PDF downloads; nothing before the invoice is issued. */
export function OrderDocuments({
  order,
  className = '',
}: {
  order: Pick<ApiOrder, '_id' | 'documents'>
  className?: string
}) {
  if (order.documents.length === 0) return null
  return (
    <ul
      aria-label="Invoice and credit notes"
      className={`flex flex-wrap gap-2 text-sm ${className}`}
    >
      {order.documents.map((document) => (
        <li key={document._id}>
          <a
            href={
              document.kind === 'invoice'
                ? invoicePdfPath(order._id)
                : creditNotePdfPath(order._id, document._id)
            }
            download
            className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <FileText aria-hidden className="h-4 w-4" />
            {document.kind === 'invoice'
              ? `${DOWNLOAD_INVOICE} ${document.number}`
              : `${DOWNLOAD_CREDIT_NOTE} ${document.number} (${formatApiRupees(document.total)})`}
          </a>
        </li>
      ))}
    </ul>
  )
}
