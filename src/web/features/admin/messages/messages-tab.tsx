import { useState } from 'react'
import { type AdminContact, CONTACT_STATUS_LABELS } from '#domain/contact.ts'
import { ListBody } from '../shared/list-body.tsx'
import { FilterBar, FilterSelect } from '../shared/filter-bar.tsx'
import { useAdminList } from '../shared/use-admin-list.ts'
import { deleteContact } from './message-api.ts'
import { MessageDetails } from './message-details.tsx'
import { MessageRow } from './message-row.tsx'
import { countOf } from '#web/lib/format.ts'

// Resolved messages are never listed, so they are no filter either.
const STATUS_OPTIONS = [
  { value: '', label: 'All Status' },
  ...(['new', 'in-progress', 'closed'] as const).map((s) => ({
    value: s,
    label: CONTACT_STATUS_LABELS[s],
  })),
]

export function MessagesTab() {
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState('')
  const list = useAdminList<AdminContact, 'contacts'>('/contact/admin/submissions', 'contacts', {
    search,
    status,
  })
  const [openId, setOpenId] = useState<string | null>(null)
  const open = list.items.find((c) => c._id === openId)

  const drop = (id: string) => {
    list.setItems((items) => items.filter((c) => c._id !== id))
    list.setTotal((total) => total - 1)
  }

  const remove = async (contact: AdminContact) => {
    if (!window.confirm('Are you sure you want to delete this contact?')) return
    try {
      await deleteContact(contact._id)
      drop(contact._id)
    } catch {
      window.alert('Failed to delete contact')
    }
  }

  return (
    <section aria-labelledby="messages-heading">
      <div className="mb-5 flex items-baseline gap-3">
        <h2 id="messages-heading" className="text-2xl font-bold text-slate-900">
          Contact Messages
        </h2>
        <span className="text-sm text-slate-500">{countOf(list.total, 'message')}</span>
      </div>
      <FilterBar search={search} onSearch={setSearch} placeholder="Search messages...">
        <FilterSelect
          label="Filter by status"
          value={status}
          onChange={setStatus}
          options={STATUS_OPTIONS}
        />
      </FilterBar>
      <ListBody
        loading={list.loading}
        loadingText="Loading messages..."
        empty={list.items.length === 0}
        emptyTitle="No Messages Found"
      >
        <ul className="space-y-3">
          {list.items.map((contact) => (
            <MessageRow
              key={contact._id}
              contact={contact}
              onOpen={() => setOpenId(contact._id)}
              onDelete={() => void remove(contact)}
            />
          ))}
        </ul>
      </ListBody>
      {open && (
        <MessageDetails
          contact={open}
          onClose={() => setOpenId(null)}
          onUpdated={(updated) =>
            list.setItems((items) => items.map((c) => (c._id === updated._id ? updated : c)))
          }
          onResolved={() => {
            setOpenId(null)
            drop(open._id)
          }}
        />
      )}
    </section>
  )
}
