import { Trash2 } from 'lucide-react'
import { type AdminContact, CONTACT_STATUS_LABELS } from '#domain/contact.ts'
import { formatDate } from '#web/lib/format.ts'
import { STATUS_STYLES } from './contact-status.ts'

interface MessageRowProps {
  contact: AdminContact
  onOpen(): void
  onDelete(): void
}

export function MessageRow({ contact, onOpen, onDelete }: MessageRowProps) {
  return (
    <li
      aria-label={`Message ${contact.subject}`}
      className="flex items-start rounded-2xl border border-slate-200 bg-white"
    >
      <button
        type="button"
        onClick={onOpen}
        className="grid min-w-0 flex-1 gap-2 rounded-l-2xl p-4 text-left hover:bg-slate-50 md:grid-cols-[1.2fr_1fr_2fr]"
      >
        <span>
          <span className="block font-semibold break-words text-slate-900">{contact.subject}</span>
          <span className="mt-1 flex flex-wrap gap-1.5 text-xs font-medium">
            <span className={`rounded-full px-2 py-0.5 ${STATUS_STYLES[contact.status]}`}>
              {CONTACT_STATUS_LABELS[contact.status]}
            </span>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
              {contact.queryType}
            </span>
          </span>
        </span>
        <span className="text-sm text-slate-600">
          <span className="block font-medium text-slate-800">{contact.name}</span>
          <span className="block break-all">{contact.email}</span>
          {contact.phone && <span className="block">{contact.phone}</span>}
          <span className="block">{formatDate(contact.createdAt)}</span>
        </span>
        <span className="line-clamp-2 text-sm break-words text-slate-600">{contact.message}</span>
      </button>
      <button
        type="button"
        onClick={onDelete}
        aria-label={`Delete message ${contact.subject}`}
        className="m-2 rounded-lg p-2 text-slate-500 hover:bg-red-50 hover:text-red-700"
      >
        <Trash2 aria-hidden className="h-5 w-5" />
      </button>
    </li>
  )
}
