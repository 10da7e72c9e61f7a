// The codes mailed to prove an address (ARCHITECTURE.md "Security rules"): their length, life,
// tries and resend pause, and what the shopper is told about them.
import { singleLineText } from './text.ts'

export const OTP_LENGTH = 6
export const OTP_RESEND_COOLDOWN_S = 60
export const OTP_TTL_MINUTES = 10
export const OTP_TTL_MS = OTP_TTL_MINUTES * 60 * 1000
/** A code dies after five wrong tries: the sixth try is refused even when it is right. */
export const OTP_MAX_TRIES = 5

export const OTP_MESSAGES = {
  incomplete: `Please enter all ${OTP_LENGTH} digits`,
  incompleteReset: `Please enter all ${OTP_LENGTH} digits of the OTP`,
  expired: 'This code has expired. Please request a new one.',
  invalid: 'Invalid OTP. Please check the code and try again.',
  used: 'This code has already been used.',
  // Said to every browser without a registration for the email, so it tells nobody whether the
  // email was registered elsewhere.
  otherBrowser:
    'Please enter the code in the browser you registered in, or sign in here to get a new one.',
} as const

/** A code as typed: exactly OTP_LENGTH digits, or `message`. */
export const otpCode = (message: string) =>
  singleLineText('Code', { error: message })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), message)
