import { describe, expect, it } from 'vitest'
import {
  kindsTurnedOff,
  orderNoticeKinds,
  STAFF_NOTICE_KINDS,
  StaffNoticeChoiceSchema,
  staffNotices,
} from './staff-notices.ts'

describe('staff notices', () => {
  it('give every kind a label and a one-line description', () => {
    const { kinds } = staffNotices([], [])
    expect(kinds.map((k) => k.kind)).toEqual([...STAFF_NOTICE_KINDS])
    for (const kind of kinds) {
      expect(kind.label).not.toBe('')
      expect(kind.description).not.toContain('\n')
      expect(kind.chosen).toBe(true)
    }
  })

  it('are chosen unless turned off, and a choice turns off exactly what it leaves out', () => {
    const off = kindsTurnedOff(['new_order', 'contact_message'])
    expect(off).toEqual(['cod_awaiting_confirmation', 'low_stock', 'failing_mail'])
    const chosen = staffNotices([], off).kinds.filter((k) => k.chosen)
    expect(chosen.map((k) => k.kind)).toEqual(['new_order', 'contact_message'])
  })

  it('go to the team inbox when STAFF_EMAILS names one, else to the admins', () => {
    expect(staffNotices(['ops@kavach.shop'], [])).toMatchObject({
      recipients: 'staff_emails',
      staffEmails: ['ops@kavach.shop'],
    })
    expect(staffNotices([], []).recipients).toBe('admins')
  })

  it('bring a cash-on-delivery order awaiting confirmation to whoever wants either kind', () => {
    expect(orderNoticeKinds(true)).toEqual(['new_order', 'cod_awaiting_confirmation'])
    expect(orderNoticeKinds(false)).toEqual(['new_order'])
  })

  it('accept a choice of listed kinds only', () => {
    expect(StaffNoticeChoiceSchema.safeParse({ chosen: [] }).success).toBe(true)
    expect(StaffNoticeChoiceSchema.safeParse({ chosen: ['low_stock'] }).success).toBe(true)
    const refused = StaffNoticeChoiceSchema.safeParse({ chosen: ['sms'] })
    expect(refused.error?.issues[0]?.message).toBe('Choose among the listed notifications')
    expect(StaffNoticeChoiceSchema.safeParse({}).success).toBe(false)
  })
})
