// Closing an account (decision 032): what proves it is the shopper asking, what must end first,
// and what is left of them on the orders and reviews the shop keeps.
import { z } from 'zod'
import { otpCode } from './one-time-code.ts'
import { isOpenReturn, type ReturnStatus } from './order/returns.ts'
import { isFinalStatus, type OrderStatus } from './order/status.ts'
import { passwordText } from './text.ts'

/** How an erased shopper is named wherever their reviews still show. */
export const ERASED_SHOPPER_NAME = 'A Kavach shopper'
/** What stands for the name, phone and street line on an erased shopper's kept orders. */
export const ERASED_MARK = 'Erased'
/**
 * The address an erased account keeps: unique, so the real one can sign up anew, and under
 * `.invalid`, which no mail can reach (RFC 2606).
 */
export const erasedEmail = (userId: string) => `erased-${userId}@kavach.invalid`

export const ERASURE_MESSAGES = {
  erased: 'Your account has been deleted. Thank you for shopping with Kavach.',
  codeSent: 'We emailed you a code. Enter it to delete your account.',
  ordersOpen:
    'You have orders on their way; you can close your account once they are delivered or cancelled',
  returnsOpen: 'You have a return in progress; you can close your account once it is closed',
  paymentOpen:
    'A payment of yours is still being processed; you can close your account in 30 minutes',
  staff: 'Staff accounts can’t be closed here. Please write to us to close this one.',
  proofMissing: 'Please enter your password or the code we emailed you',
  passwordNeeded: 'Please enter your password',
  codeNeeded: 'Please enter the code we emailed you',
  noCodeForPassword: 'Your account has a password: please enter it instead of a code',
  wrongPassword: 'That password is not right',
} as const

/** How the shopper proves it is them: their password, or for an account without one, a code. */
export const ERASURE_PROOFS = ['password', 'code'] as const
export type ErasureProof = (typeof ERASURE_PROOFS)[number]
export const erasureProof = (hasPassword: boolean): ErasureProof =>
  hasPassword ? 'password' : 'code'

export interface ErasureFacts {
  isAdmin: boolean
  /** The statuses of the shopper's placed orders. */
  orderStatuses: readonly OrderStatus[]
  /** The statuses of the returns asked on those orders. */
  returnStatuses: readonly ReturnStatus[]
  /** Checkouts whose payment window is still open, so a payment may yet place them. */
  paymentsInFlight: number
}

/**
 * Why the account can't be closed yet, or null when it can. An order still moving, a return
 * still open or a payment still landing would need the shopper's name, phone and address.
 */
export function erasureRefusal(facts: ErasureFacts): string | null {
  if (facts.isAdmin) return ERASURE_MESSAGES.staff
  if (facts.orderStatuses.some((status) => !isFinalStatus(status))) {
    return ERASURE_MESSAGES.ordersOpen
  }
  if (facts.returnStatuses.some(isOpenReturn)) return ERASURE_MESSAGES.returnsOpen
  if (facts.paymentsInFlight > 0) return ERASURE_MESSAGES.paymentOpen
  return null
}

/** DELETE /api/user: the password, or the mailed code for an account without one. */
export const EraseAccountSchema = z
  .object({
    password: passwordText('Password', { error: ERASURE_MESSAGES.passwordNeeded })
      .min(1, ERASURE_MESSAGES.passwordNeeded)
      .optional(),
    code: otpCode(ERASURE_MESSAGES.codeNeeded).optional(),
  })
  .strict()
  .refine((body) => (body.password === undefined) !== (body.code === undefined), {
    message: ERASURE_MESSAGES.proofMissing,
  })
export type EraseAccountInput = z.infer<typeof EraseAccountSchema>

/** The dialog's field: what the shopper types, read by the proof the account asks for. */
export const ErasePasswordFormSchema = z.object({
  password: passwordText('Password', { error: ERASURE_MESSAGES.passwordNeeded }).min(
    1,
    ERASURE_MESSAGES.passwordNeeded,
  ),
})
export const EraseCodeFormSchema = z.object({ code: otpCode(ERASURE_MESSAGES.codeNeeded) })

// ---- Answers ----

/** GET /api/user/erasure: how to prove it, and why it can't be done yet (null when it can). */
export const ErasureStatusSchema = z.object({
  proof: z.enum(ERASURE_PROOFS),
  refusal: z.string().nullable(),
})
export type ErasureStatus = z.infer<typeof ErasureStatusSchema>
