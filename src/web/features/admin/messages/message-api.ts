// The messages tab's calls to the server: status, reply and delete.
import type {
  AdminContact,
  AdminContactResponse,
  ContactReplyResponse,
  ContactStatus,
} from '#domain/contact.ts'
import { api } from '#web/lib/api-client.ts'

export async function updateContactStatus(id: string, status: ContactStatus) {
  const result = await api<AdminContactResponse>(`/contact/admin/submissions/${id}`, {
    method: 'PUT',
    body: { status },
  })
  return result.contact
}

export async function sendReply(contact: AdminContact, reply: string) {
  const result = await api<ContactReplyResponse>('/contact/admin/reply', {
    method: 'POST',
    body: {
      contactId: contact._id,
      reply,
      userEmail: contact.email,
      userName: contact.name,
      originalSubject: contact.subject,
    },
  })
  return result.contact
}

export async function deleteContact(id: string): Promise<void> {
  await api(`/contact/admin/submissions/${id}`, { method: 'DELETE' })
}
