import {
  type AdminContact,
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  type ContactStatus,
} from '#domain/contact.ts'
import { SelectField } from '#web/components/ui/choice-fields.tsx'
import { Modal } from '#web/components/ui/modal.tsx'
import { formatDateTime } from '#web/lib/format.ts'
import { updateContactStatus } from './message-api.ts'
import { ReplyForm } from './reply-form.tsx'

interface MessageDetailsProps {
  contact: AdminContact
  onClose(): void
  onUpdated(contact: AdminContact): void
  onResolved(): void
}

const STATUS_OPTIONS = CONTACT_STATUSES.map((s) => ({ value: s, label: CONTACT_STATUS_LABELS[s] }))

export function MessageDetails({ contact, onClose, onUpdated, onResolved }: MessageDetailsProps) {
  const changeStatus = async (status: ContactStatus) => {
    try {
      const updated = await updateContactStatus(contact._id, status)
      if (status === 'resolved') onResolved()
      else onUpdated(updated)
    } catch {
      window.alert('Failed to update contact status')
    }
  }

  return (
    <Modal title={contact.subject} onClose={onClose}>
      <div className="max-h-[70vh] space-y-5 overflow-y-auto text-sm text-slate-700">
        <SelectField
          label="Status"
          value={contact.status}
          onChange={(e) => void changeStatus(e.target.value as ContactStatus)}
          options={STATUS_OPTIONS}
        />
        <section aria-label="Contact information">
          <h3 className="font-semibold text-slate-900">Contact Information</h3>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
            <dt className="text-slate-500">Reference</dt>
            <dd>{contact.reference}</dd>
            <dt className="text-slate-500">Name</dt>
            <dd>{contact.name}</dd>
            <dt className="text-slate-500">Email</dt>
            <dd className="break-all">
              <a href={`mailto:${contact.email}`} className="text-brand-700 hover:underline">
                {contact.email}
              </a>
            </dd>
            {contact.phone && (
              <>
                <dt className="text-slate-500">Phone</dt>
                <dd>{contact.phone}</dd>
              </>
            )}
            <dt className="text-slate-500">Query type</dt>
            <dd>{contact.queryType}</dd>
            <dt className="text-slate-500">Received</dt>
            <dd>{formatDateTime(contact.createdAt)}</dd>
          </dl>
        </section>
        <section aria-label="Message">
          <h3 className="font-semibold text-slate-900">Message</h3>
          <p className="mt-1 rounded-xl bg-slate-50 p-3 break-words whitespace-pre-wrap">
            {contact.message}
          </p>
        </section>
        {contact.replies.length > 0 && (
          <section aria-label="Previous replies">
            <h3 className="font-semibold text-slate-900">Previous Replies</h3>
            <ol className="mt-1 space-y-2">
              {contact.replies.map((r, i) => (
                <li
                  key={`${i}-${r.createdAt}`}
                  className="rounded-xl border-l-4 border-brand-300 bg-brand-50 p-3"
                >
                  <p className="text-xs text-slate-500">{formatDateTime(r.createdAt)}</p>
                  <p className="break-words whitespace-pre-wrap">{r.reply}</p>
                </li>
              ))}
            </ol>
          </section>
        )}
        <ReplyForm contact={contact} onReplied={onUpdated} />
      </div>
    </Modal>
  )
}
