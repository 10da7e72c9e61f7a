// The staff notices section's calls to the server: the signed-in admin's choice, read and saved.
import type { StaffNoticeKind, StaffNotices } from '#domain/staff-notices.ts'
import { api } from '#web/lib/api-client.ts'

export const STAFF_NOTICES_PATH = '/admin/notices'

export function fetchStaffNotices(signal: AbortSignal): Promise<StaffNotices> {
  return api<StaffNotices>(STAFF_NOTICES_PATH, { signal })
}

export function saveStaffNotices(chosen: StaffNoticeKind[]): Promise<StaffNotices> {
  return api<StaffNotices>(STAFF_NOTICES_PATH, { method: 'PUT', body: { chosen } })
}
