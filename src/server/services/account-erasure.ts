// Closing an account (decision 032): the shopper's profile, addresses, sessions, codes, alerts and
// messages go; their orders and invoices stay for the tax law, without their name, phone or street.
import { and, count, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import {
  ERASED_MARK,
  ERASED_SHOPPER_NAME,
  type EraseAccountInput,
  erasedEmail,
  ERASURE_MESSAGES,
  type ErasureStatus,
  erasureProof,
  erasureRefusal,
} from '#domain/account-erasure.ts'
import { UNPAID_ORDER_TTL_MS } from '#domain/order/limits.ts'
import type { Db, DbOrTx } from '../db/client.ts'
import {
  contactMessages,
  failedDeliveries,
  mailOutbox,
  oneTimeCodes,
  orders,
  pendingRegistrations,
  returns,
  sessions,
  stockAlerts,
  type User,
  userAddresses,
  cartReminders,
  carts,
  consentEvents,
  users,
} from '../db/schema/index.ts'
import { badRequest, conflict } from '../lib/http-error.ts'
import { alertsOf } from './account-data.ts'
import { accountErasureMail } from './mail/templates.ts'
import { consumeCode, issueCode } from './one-time-codes.ts'
import { verifyPassword } from './passwords.ts'

async function refusal(db: DbOrTx, user: User) {
  const mine = eq(orders.userId, user.id)
  // One after another: inside a transaction the queries share one connection.
  const placed = await db
    .select({ status: orders.status })
    .from(orders)
    .where(and(mine, isNotNull(orders.placedAt)))
  const asked = await db
    .select({ status: returns.status })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(mine)
  // A checkout still in its payment window may yet be paid and placed (decision 020).
  const [inFlight] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        mine,
        isNull(orders.placedAt),
        eq(orders.status, 'pending'),
        eq(orders.paymentStatus, 'pending'),
        gt(orders.createdAt, new Date(Date.now() - UNPAID_ORDER_TTL_MS)),
      ),
    )
  return erasureRefusal({
    isAdmin: user.isAdmin,
    orderStatuses: placed.map((row) => row.status),
    returnStatuses: asked.map((row) => row.status),
    paymentsInFlight: inFlight?.n ?? 0,
  })
}

export async function erasureStatus(db: Db, user: User): Promise<ErasureStatus> {
  return { proof: erasureProof(user.passwordHash !== null), refusal: await refusal(db, user) }
}

async function refuseWhileOpen(db: DbOrTx, user: User) {
  const reason = await refusal(db, user)
  if (reason) throw conflict(reason)
}

/** Mails the code that closes an account without a password; nothing when it can't be closed. */
export async function sendErasureCode(db: Db, user: User) {
  if (user.passwordHash) throw badRequest(ERASURE_MESSAGES.noCodeForPassword)
  await refuseWhileOpen(db, user)
  await issueCode(db, user.email, 'erase-account', null, (code) =>
    accountErasureMail(user.email, user.name, code),
  )
}

async function checkProof(db: Db, user: User, input: EraseAccountInput) {
  if (user.passwordHash) {
    if (input.password === undefined) throw badRequest(ERASURE_MESSAGES.noCodeForPassword)
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw badRequest(ERASURE_MESSAGES.wrongPassword, [
        { path: 'password', message: ERASURE_MESSAGES.wrongPassword },
      ])
    }
    return
  }
  if (input.code === undefined) throw badRequest(ERASURE_MESSAGES.codeNeeded)
  await consumeCode(db, user.email, 'erase-account', input.code)
}

/** What is left of an order's address: the place, for the tax records, without the person. */
const ERASED_ADDRESS = { name: ERASED_MARK, phone: ERASED_MARK, address: ERASED_MARK }

export async function eraseAccount(db: Db, user: User, input: EraseAccountInput) {
  await refuseWhileOpen(db, user)
  await checkProof(db, user, input)
  await db.transaction(async (tx) => {
    // Taken in turn with another erasure of the same account, and judged again under the lock.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update')
    await refuseWhileOpen(tx, user)
    const theirOrders = tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, user.id))
    await tx
      .update(orders)
      .set({
        shippingAddress: sql`${orders.shippingAddress} || ${JSON.stringify(ERASED_ADDRESS)}::jsonb`,
      })
      .where(eq(orders.userId, user.id))
    await tx
      .update(failedDeliveries)
      .set({ phone: null })
      .where(inArray(failedDeliveries.orderId, theirOrders))
    await tx.delete(sessions).where(eq(sessions.userId, user.id))
    await tx.delete(userAddresses).where(eq(userAddresses.userId, user.id))
    await tx.delete(consentEvents).where(eq(consentEvents.userId, user.id))
    await tx.delete(carts).where(eq(carts.userId, user.id))
    await tx.delete(cartReminders).where(eq(cartReminders.userId, user.id))
    await tx.delete(stockAlerts).where(alertsOf(user))
    await tx.delete(contactMessages).where(eq(contactMessages.email, user.email))
    await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.email, user.email))
    await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.email, user.email))
    await tx.delete(mailOutbox).where(eq(mailOutbox.recipient, user.email))
    await tx
      .update(users)
      .set({
        name: ERASED_SHOPPER_NAME,
        email: erasedEmail(user.id),
        phone: null,
        avatar: null,
        passwordHash: null,
        googleSubject: null,
        emailVerifiedAt: null,
        whatsappUpdates: false,
        marketingEmails: false,
        erasedAt: new Date(),
      })
      .where(eq(users.id, user.id))
  })
}
