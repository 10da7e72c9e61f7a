// What a shopper agreed to, one purpose at a time (the DPDP Act's consent per purpose), and
// withdrawn as easily as given: order updates on WhatsApp, and offers and cart reminders by mail.
import { z } from 'zod'
import { MessageResponseSchema } from './api-shapes.ts'

export const CONSENT_PURPOSES = ['whatsappUpdates', 'marketingEmails'] as const
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]

export const CONSENT_LABELS: Record<ConsentPurpose, string> = {
  whatsappUpdates: 'Order updates on WhatsApp',
  marketingEmails: 'Offers and cart reminders by email',
}

export const CONSENT_HINTS: Record<ConsentPurpose, string> = {
  whatsappUpdates:
    "Placed, dispatched with tracking, out for delivery, delivered and refunds, to your order's phone number.",
  marketingEmails:
    'At most two reminders of a cart you left, and offers now and then. Every mail has a one-click unsubscribe.',
}

/** Where a choice was made, kept beside it. */
export const CONSENT_SOURCES = ['profile', 'checkout', 'unsubscribe_link'] as const
export type ConsentSource = (typeof CONSENT_SOURCES)[number]

export type Preferences = Record<ConsentPurpose, boolean>

export const NO_CONSENTS: Preferences = { whatsappUpdates: false, marketingEmails: false }

export const PREFERENCES_SAVED = 'Preferences saved'
const NOTHING_TO_CHANGE = 'Send whatsappUpdates, marketingEmails or both, as true or false'

export const PreferencesUpdateSchema = z
  .strictObject(
    {
      whatsappUpdates: z.boolean({ error: 'whatsappUpdates must be true or false' }).optional(),
      marketingEmails: z.boolean({ error: 'marketingEmails must be true or false' }).optional(),
    },
    { error: NOTHING_TO_CHANGE },
  )
  .refine((p) => p.whatsappUpdates !== undefined || p.marketingEmails !== undefined, {
    message: NOTHING_TO_CHANGE,
  })
export type PreferencesUpdate = z.infer<typeof PreferencesUpdateSchema>

const PreferencesShape = z.object({ whatsappUpdates: z.boolean(), marketingEmails: z.boolean() })

export const PreferencesAnswerSchema = z.object({ preferences: PreferencesShape })
export type PreferencesAnswer = z.infer<typeof PreferencesAnswerSchema>

export const PreferencesSavedSchema = MessageResponseSchema.extend({
  preferences: PreferencesShape,
})
export type PreferencesSaved = z.infer<typeof PreferencesSavedSchema>
