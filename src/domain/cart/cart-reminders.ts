// When a cart left behind is recalled to its shopper by mail (decision 034): once after a while,
// once more a day later if it is still waiting, never a third time, never without their consent
// and never once they have bought.
export const DEFAULT_ABANDONED_AFTER_MINUTES = 60
/** The second reminder waits this long after the first. */
export const SECOND_REMINDER_AFTER_MS = 24 * 60 * 60 * 1000
export const MAX_REMINDERS = 2
/** A restore link fills a cart for this long after its mail. */
export const RESTORE_LINK_DAYS = 30
/** An order placed this soon after a first reminder counts as the cart coming back. */
export const CAME_BACK_WITHIN_DAYS = 7

export interface LeftCart {
  /** The shopper agrees to offers and cart reminders by mail, as of now. */
  consent: boolean
  lineCount: number
  remindersSent: number
  /** The later of the cart's last change and the shopper's last checkout attempt. */
  lastActivityAt: Date
  lastRemindedAt: Date | null
  /** An order was placed at or after the cart's last change. */
  bought: boolean
}

/** The reminder due now (1 or 2), or null when none is. */
export function reminderDue(cart: LeftCart, now: Date, afterMinutes: number): 1 | 2 | null {
  if (!cart.consent || cart.lineCount === 0 || cart.bought) return null
  if (cart.remindersSent === 0) {
    const quietFor = now.getTime() - cart.lastActivityAt.getTime()
    return quietFor >= afterMinutes * 60_000 ? 1 : null
  }
  if (cart.remindersSent === 1 && cart.lastRemindedAt) {
    const sinceFirst = now.getTime() - cart.lastRemindedAt.getTime()
    return sinceFirst >= SECOND_REMINDER_AFTER_MS ? 2 : null
  }
  return null
}
