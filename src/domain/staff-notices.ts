// What staff are mailed about (decision 039): the kinds of notice, who receives them, and each
// admin's choice of kinds.
import { z } from 'zod'

export const STAFF_NOTICE_KINDS = [
  'new_order',
  'cod_awaiting_confirmation',
  'low_stock',
  'contact_message',
  'failing_mail',
] as const
export type StaffNoticeKind = (typeof STAFF_NOTICE_KINDS)[number]
export const StaffNoticeKindSchema = z.enum(STAFF_NOTICE_KINDS, {
  error: 'Choose among the listed notifications',
})

export const STAFF_NOTICES: Record<StaffNoticeKind, { label: string; description: string }> = {
  new_order: {
    label: 'New orders',
    description: 'Every order as it is placed, paid online or to pay in cash on delivery.',
  },
  cod_awaiting_confirmation: {
    label: 'Cash-on-delivery orders awaiting confirmation',
    description:
      'Each cash-on-delivery order as it is placed, waiting for its shopper to confirm it within 48 hours.',
  },
  low_stock: {
    label: 'Low stock',
    description: 'One digest each morning of the variants at or below their low-stock level.',
  },
  contact_message: {
    label: 'Contact messages',
    description: 'Each message sent through the contact form.',
  },
  failing_mail: {
    label: 'Failing mail',
    description:
      'The first mail of the day the shop keeps failing to send, with how many are stuck.',
  },
}

/**
 * The kinds that bring one order to a recipient's inbox: one mail per order even when a recipient
 * chose both, since a cash-on-delivery order is new and awaiting confirmation at the same moment.
 */
export const orderNoticeKinds = (awaitsConfirmation: boolean): StaffNoticeKind[] =>
  awaitsConfirmation ? ['new_order', 'cod_awaiting_confirmation'] : ['new_order']

/** The low-stock digest goes with the first sweep at or after this hour of the IST day. */
export const LOW_STOCK_DIGEST_HOUR_IST = 9

/** `STAFF_EMAILS` set: a team inbox gets every kind. Unset: each admin gets the kinds they chose. */
export const STAFF_NOTICE_RECIPIENTS = ['staff_emails', 'admins'] as const

export const StaffNoticeChoiceSchema = z.object({
  chosen: z.array(StaffNoticeKindSchema).max(STAFF_NOTICE_KINDS.length * 2),
})
export type StaffNoticeChoice = z.infer<typeof StaffNoticeChoiceSchema>

export const StaffNoticesSchema = z.object({
  recipients: z.enum(STAFF_NOTICE_RECIPIENTS),
  staffEmails: z.array(z.string()),
  kinds: z.array(
    z.object({
      kind: StaffNoticeKindSchema,
      label: z.string(),
      description: z.string(),
      chosen: z.boolean(),
    }),
  ),
})
export type StaffNotices = z.infer<typeof StaffNoticesSchema>

/** The answer for an admin who turned `off` these kinds, with the configured team inbox if any. */
export function staffNotices(staffEmails: readonly string[], off: readonly string[]): StaffNotices {
  return {
    recipients: staffEmails.length > 0 ? 'staff_emails' : 'admins',
    staffEmails: [...staffEmails],
    kinds: STAFF_NOTICE_KINDS.map((kind) => ({
      kind,
      ...STAFF_NOTICES[kind],
      chosen: !off.includes(kind),
    })),
  }
}

/** The kinds an admin turns off by choosing `chosen`: new kinds reach everyone until turned off. */
export const kindsTurnedOff = (chosen: readonly StaffNoticeKind[]) =>
  STAFF_NOTICE_KINDS.filter((kind) => !chosen.includes(kind))

export const STAFF_NOTICES_SAVED = 'Notification choices saved'
