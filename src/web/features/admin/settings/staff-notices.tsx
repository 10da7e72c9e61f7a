import { type FormEvent, useState } from 'react'
import {
  STAFF_NOTICES_SAVED,
  type StaffNoticeKind,
  type StaffNotices as Notices,
} from '#domain/staff-notices.ts'
import { Button } from '#web/components/ui/button.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.tsx'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { SectionState } from './section-state.tsx'
import { fetchStaffNotices, saveStaffNotices, STAFF_NOTICES_PATH } from './staff-notices-api.ts'

const chosenOf = (notices: Notices) => notices.kinds.filter((k) => k.chosen).map((k) => k.kind)

/**
 * What the signed-in admin is mailed about. With a team inbox configured (STAFF_EMAILS) every
 * notice goes there instead, so the choice is shown but can't be changed.
 */
export function StaffNotices() {
  const notices = useApiQuery(STAFF_NOTICES_PATH, fetchStaffNotices, { what: 'staff notices' })
  // undefined: as saved; otherwise the admin's unsaved choice.
  const [edited, setEdited] = useState<StaffNoticeKind[]>()
  const [saving, setSaving] = useState(false)
  const data = notices.data
  const chosen = edited ?? (data ? chosenOf(data) : [])
  const teamInbox = data?.recipients === 'staff_emails'

  const toggle = (kind: StaffNoticeKind, on: boolean) =>
    setEdited(on ? [...chosen, kind] : chosen.filter((k) => k !== kind))

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setSaving(true)
    try {
      const saved = await saveStaffNotices(chosen)
      notices.setData(() => saved)
      setEdited(undefined)
      toast.success(STAFF_NOTICES_SAVED)
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to save the notification choices'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <section aria-labelledby="staff-notices-heading" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="staff-notices-heading" className="text-xl font-bold text-slate-900">
        Staff notifications
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The shop mails staff about what needs them. Choose which mails you get.
      </p>
      <SectionState what="the notification choices" query={notices} />
      {data && (
        <form onSubmit={(e) => void save(e)} className="mt-4 grid gap-3">
          {teamInbox && (
            <p
              id="staff-notices-inbox"
              className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
            >
              Every notification goes to {data.staffEmails.join(', ')}, as the shop&apos;s
              STAFF_EMAILS setting says, so the choices below don&apos;t apply while it is set.
            </p>
          )}
          <fieldset
            disabled={teamInbox}
            aria-describedby={teamInbox ? 'staff-notices-inbox' : undefined}
          >
            <legend className="sr-only">Notifications to mail you</legend>
            {data.kinds.map(({ kind, label, description }) => (
              <label key={kind} className="flex items-start gap-3 py-2 text-sm">
                <input
                  type="checkbox"
                  checked={teamInbox || chosen.includes(kind)}
                  onChange={(e) => toggle(kind, e.target.checked)}
                  className="mt-0.5 h-4 w-4 accent-brand-600"
                />
                <span>
                  <span className="font-medium text-slate-900">{label}</span>
                  <span className="block text-slate-600">{description}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div>
            <Button type="submit" busy={saving} busyText="Saving..." disabled={teamInbox}>
              Save
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}
