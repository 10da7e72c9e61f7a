// The cart reminders' job (decision 034), run by the housekeeping sweep: finds the carts and
// unpaid checkouts shoppers who agreed to cart reminders left behind, and queues the one
// reminder due for each, at most once however many sweeps run at the same moment.
import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import { type LeftCart, MAX_REMINDERS, reminderDue } from '#domain/cart/cart-reminders.ts'
import type { KeptLine } from '#domain/cart/server-cart.ts'
import type { Db } from '../../db/client.ts'
import { cartReminders, carts, orderItems, orders, users } from '../../db/schema/index.ts'
import { cartReminderMail } from '../mail/cart-reminder-mail.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { reminderLines } from './reminder-lines.ts'

export interface ReminderSettings {
  publicUrl: string
  afterMinutes: number
}

/** How often the shop looks for reminders due. */
export const REMIND_EVERY_MS = 60_000

/** An unpaid checkout older than this is not taken up as a cart left behind. */
const ATTEMPTS_LOOKED_AT_MS = 7 * 86_400_000

const quietSince = (settings: ReminderSettings, now: Date) =>
  new Date(now.getTime() - settings.afterMinutes * 60_000)

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Queues the reminders due at `now`; answers how many. */
export async function remindAbandonedCarts(
  db: Db,
  settings: ReminderSettings,
  now = new Date(),
): Promise<number> {
  await takeUpUnpaidCheckouts(db, now)
  await startAfreshAfterBuying(db)
  let queued = 0
  for (const candidate of await waitingCarts(db, settings, now)) {
    const number = reminderDue(candidate, now, settings.afterMinutes)
    if (number && (await queueReminder(db, settings, candidate, number, now))) queued += 1
  }
  return queued
}

/**
 * A shopper whose last step was an unpaid online checkout, and whose kept cart is empty or older,
 * left that checkout's lines behind: they become the kept cart, as of the checkout's time.
 */
async function takeUpUnpaidCheckouts(db: Db, now: Date) {
  const latest = await db
    .selectDistinctOn([orders.userId], {
      id: orders.id,
      userId: orders.userId,
      createdAt: orders.createdAt,
      placedAt: orders.placedAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(users.marketingEmails, true),
        gt(orders.createdAt, new Date(now.getTime() - ATTEMPTS_LOOKED_AT_MS)),
      ),
    )
    .orderBy(orders.userId, desc(orders.createdAt))
  const unpaid = latest.filter((o) => o.placedAt === null)
  if (unpaid.length === 0) return
  const kept = await db
    .select({ userId: carts.userId, lines: carts.lines, updatedAt: carts.updatedAt })
    .from(carts)
    .where(
      inArray(
        carts.userId,
        unpaid.map((o) => o.userId),
      ),
    )
  const takenUp = (attempt: (typeof unpaid)[number]) => {
    const cart = kept.find((c) => c.userId === attempt.userId)
    return cart && (cart.lines.length > 0 || cart.updatedAt >= attempt.createdAt)
  }
  for (const attempt of unpaid.filter((o) => !takenUp(o))) {
    const items = await db
      .select({
        productId: orderItems.productId,
        variantId: orderItems.variantId,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, attempt.id))
    const lines: KeptLine[] = items.flatMap(({ productId, variantId, quantity }) =>
      productId && variantId ? [{ productId, variantId, quantity }] : [],
    )
    if (lines.length === 0) continue
    await db
      .insert(carts)
      .values({ userId: attempt.userId, lines, updatedAt: attempt.createdAt })
      .onConflictDoUpdate({
        target: carts.userId,
        set: { lines, updatedAt: attempt.createdAt },
        setWhere: sql`jsonb_array_length(${carts.lines}) = 0 and ${carts.updatedAt} < ${attempt.createdAt}`,
      })
  }
}

/** A shopper who bought after a reminder starts afresh: a cart they leave later may be recalled. */
async function startAfreshAfterBuying(db: Db) {
  await db
    .update(carts)
    .set({ remindersSent: 0, lastRemindedAt: null })
    .where(
      and(
        gt(carts.remindersSent, 0),
        sql`exists (select 1 from ${orders} where ${orders.userId} = ${carts.userId} and ${orders.placedAt} >= ${carts.lastRemindedAt})`,
      ),
    )
}

interface Candidate extends LeftCart {
  userId: string
  email: string
  name: string
  lines: KeptLine[]
}

async function waitingCarts(db: Db, settings: ReminderSettings, now: Date): Promise<Candidate[]> {
  const rows = await db
    .select({
      userId: carts.userId,
      email: users.email,
      name: users.name,
      consent: users.marketingEmails,
      lines: carts.lines,
      updatedAt: carts.updatedAt,
      remindersSent: carts.remindersSent,
      lastRemindedAt: carts.lastRemindedAt,
      lastCheckoutAt: sql<
        string | null
      >`(select max(${orders.createdAt}) from ${orders} where ${orders.userId} = ${carts.userId})`,
      bought: sql<boolean>`exists (select 1 from ${orders} where ${orders.userId} = ${carts.userId} and ${orders.placedAt} >= ${carts.updatedAt})`,
    })
    .from(carts)
    .innerJoin(users, eq(users.id, carts.userId))
    .where(
      and(
        eq(users.marketingEmails, true),
        sql`jsonb_array_length(${carts.lines}) > 0`,
        sql`${carts.remindersSent} < ${MAX_REMINDERS}`,
        lte(carts.updatedAt, quietSince(settings, now)),
      ),
    )
  return rows.map((row) => {
    const lastCheckout = row.lastCheckoutAt ? new Date(row.lastCheckoutAt) : null
    return {
      ...row,
      lineCount: row.lines.length,
      lastActivityAt: lastCheckout && lastCheckout > row.updatedAt ? lastCheckout : row.updatedAt,
    }
  })
}

/**
 * Claims the reminder by moving the cart's count from the one read, under the cart's row lock,
 * in the transaction that queues the mail: a second sweep at the same moment finds the count
 * moved and sends nothing. The shopper's consent is read again under their row's lock, which a
 * withdrawal takes too, so a withdrawal either comes first or drops this mail with it.
 */
async function queueReminder(
  db: Db,
  settings: ReminderSettings,
  cart: Candidate,
  number: 1 | 2,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [consent] = await tx
      .select({ marketingEmails: users.marketingEmails })
      .from(users)
      .where(eq(users.id, cart.userId))
      .for('share')
    if (!consent?.marketingEmails) return false
    const lines = await reminderLines(tx, cart.lines)
    if (lines.length === 0) return false
    const claimed = await tx
      .update(carts)
      .set({ remindersSent: number, lastRemindedAt: now })
      .where(
        and(
          eq(carts.userId, cart.userId),
          eq(carts.remindersSent, number - 1),
          // Still untouched: a change since the carts were read waits for its own delay.
          lte(carts.updatedAt, quietSince(settings, now)),
        ),
      )
      .returning({ userId: carts.userId })
    if (claimed.length === 0) return false

    const restoreToken = randomBytes(32).toString('base64url')
    const unsubscribeToken = randomBytes(32).toString('base64url')
    await tx.insert(cartReminders).values({
      userId: cart.userId,
      number,
      lines: cart.lines,
      value: lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0),
      restoreTokenHash: hashLinkToken(restoreToken),
      unsubscribeTokenHash: hashLinkToken(unsubscribeToken),
      sentAt: now,
    })
    const mail = cartReminderMail(cart.email, cart.name, {
      number,
      lines,
      restoreUrl: `${settings.publicUrl}/cart?restore=${restoreToken}`,
      unsubscribeUrl: `${settings.publicUrl}/api/unsubscribe?token=${unsubscribeToken}`,
    })
    await enqueueMail(tx, mail, undefined, cart.userId)
    return true
  })
}
