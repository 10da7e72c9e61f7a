import type { ContactStatus } from '#domain/contact.ts'

export const STATUS_STYLES: Record<ContactStatus, string> = {
  new: 'bg-blue-100 text-blue-800',
  'in-progress': 'bg-amber-100 text-amber-800',
  resolved: 'bg-green-100 text-green-800',
  closed: 'bg-slate-200 text-slate-700',
}
