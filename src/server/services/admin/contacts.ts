// Customer messages for staff: listed, moved through their statuses, and answered by mail.
import { and, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm'
import {
  type AdminContact,
  type AdminContactsQuery,
  CONTACT_NOT_FOUND,
  type ContactStats,
  type ContactStatus,
  contactReference,
} from '#domain/contact.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { type ContactMessage, contactMessages, contactReplies } from '../../db/schema/index.ts'
import { escapeLike } from '../../lib/escape-like.ts'
import { notFound } from '../../lib/http-error.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { contactReplyMail } from '../mail/templates.ts'

function toAdminContact(row: ContactMessage, replies: AdminContact['replies'] = []): AdminContact {
  return {
    _id: row.id,
    reference: contactReference(row.id),
    name: row.name,
    email: row.email,
    phone: row.phone,
    queryType: row.queryType,
    subject: row.subject,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    replies,
  }
}

/**
 * Resolved messages are archived: kept in the database, never listed and never counted, so the
 * dashboard's figures and the Messages tab's total count the same messages.
 */
const listed = ne(contactMessages.status, 'resolved')

export async function adminContacts(db: Db, query: AdminContactsQuery) {
  const where: SQL[] = [listed]
  if (query.status) where.push(eq(contactMessages.status, query.status))
  if (query.search) {
    const term = `%${escapeLike(query.search)}%`
    const match = or(
      ilike(contactMessages.name, term),
      ilike(contactMessages.email, term),
      ilike(contactMessages.subject, term),
      ilike(contactMessages.message, term),
    )
    if (match) where.push(match)
  }
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(and(...where))
      .orderBy(desc(contactMessages.createdAt))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: count() })
      .from(contactMessages)
      .where(and(...where)),
  ])
  const replies = await repliesTo(
    db,
    rows.map((row) => row.id),
  )
  return {
    contacts: rows.map((row) => toAdminContact(row, replies.get(row.id))),
    total: totals?.total ?? 0,
    page: query.page,
    limit: query.limit,
  }
}

/** Each message's replies, oldest first, by message id. */
async function repliesTo(db: DbOrTx, contactIds: string[]) {
  const byContact = new Map<string, AdminContact['replies']>()
  if (contactIds.length === 0) return byContact
  const rows = await db
    .select()
    .from(contactReplies)
    .where(inArray(contactReplies.contactId, contactIds))
    .orderBy(contactReplies.createdAt)
  for (const row of rows) {
    const replies = byContact.get(row.contactId) ?? []
    replies.push({ reply: row.reply, createdAt: row.createdAt.toISOString() })
    byContact.set(row.contactId, replies)
  }
  return byContact
}

/** The Messages tab's total (unfiltered) and its share in each status it lists. */
export async function contactStats(db: Db): Promise<ContactStats> {
  const byStatus = (status: ContactStatus) =>
    count(sql`case when ${contactMessages.status} = ${status} then 1 end`)
  const [row] = await db
    .select({
      totalContacts: count(),
      newContacts: byStatus('new'),
      inProgressContacts: byStatus('in-progress'),
      closedContacts: byStatus('closed'),
    })
    .from(contactMessages)
    .where(listed)
  return {
    totalContacts: row?.totalContacts ?? 0,
    newContacts: row?.newContacts ?? 0,
    inProgressContacts: row?.inProgressContacts ?? 0,
    closedContacts: row?.closedContacts ?? 0,
  }
}

export async function setContactStatus(db: Db, id: string, status: ContactStatus) {
  const [row] = await db
    .update(contactMessages)
    .set({ status, updatedAt: new Date() })
    .where(eq(contactMessages.id, id))
    .returning()
  if (!row) throw notFound(CONTACT_NOT_FOUND)
  return toAdminContact(row, (await repliesTo(db, [row.id])).get(row.id))
}

export async function deleteContact(db: Db, id: string) {
  const [row] = await db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id })
  if (!row) throw notFound(CONTACT_NOT_FOUND)
}

/** Mails the reply to the stored sender (not whatever the client says) and marks it in progress. */
export async function replyToContact(db: Db, adminId: string, contactId: string, reply: string) {
  return db.transaction(async (tx) => {
    const [contact] = await tx
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, contactId))
    if (!contact) throw notFound(CONTACT_NOT_FOUND)
    await tx.insert(contactReplies).values({ contactId, adminId, reply })
    const [updated] = await tx
      .update(contactMessages)
      .set({ status: 'in-progress', updatedAt: new Date() })
      .where(eq(contactMessages.id, contactId))
      .returning()
    await enqueueMail(tx, contactReplyMail(contact.email, contact.name, contact.subject, reply))
    return toAdminContact(updated ?? contact, (await repliesTo(tx, [contactId])).get(contactId))
  })
}
