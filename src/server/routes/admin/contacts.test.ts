import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AdminDashboardSchema } from '#domain/admin-dashboard.ts'
import {
  AdminContactListResponseSchema,
  ContactStatsResponseSchema,
  contactReference,
} from '#domain/contact.ts'
import { contactMessages, contactReplies } from '../../db/schema/index.ts'
import { call } from '../../testing/http.ts'
import { type SmtpCapture, startSmtpCapture } from '../../testing/smtp-capture.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { createSignedInUser } from '../../testing/user-factory.ts'

let t: TestApp
let smtp: SmtpCapture
let admin: string
beforeAll(async () => {
  smtp = await startSmtpCapture()
  t = await createTestApp({ SMTP_URL: smtp.url })
  admin = (await createSignedInUser(t.db, { isAdmin: true })).cookie
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

async function message(subject: string, email = `c.${Date.now()}@example.in`) {
  const [row] = await t.db
    .insert(contactMessages)
    .values({
      name: 'Priya',
      email,
      queryType: 'order',
      subject,
      message: 'Where is my order, please?',
    })
    .returning()
  return row!
}

describe('admin messages', () => {
  it('lists, filters and searches messages', async () => {
    const late = await message('Late delivery')
    const response = await call(
      t.app,
      'GET',
      '/api/contact/admin/submissions?search=late&status=new',
      undefined,
      { cookie: admin },
    )
    expect(response.data.contacts).toEqual([
      expect.objectContaining({
        subject: 'Late delivery',
        status: 'new',
        queryType: 'order',
        reference: contactReference(late.id),
      }),
    ])
  })

  it('mails a reply to the stored sender and moves the message to in progress', async () => {
    const stored = await message('Refund please', 'priya.refund@example.in')
    const response = await call(
      t.app,
      'POST',
      '/api/contact/admin/reply',
      {
        contactId: stored.id,
        reply: 'Your refund is on its way.',
        userEmail: 'someone.else@example.in',
        userName: 'X',
        originalSubject: 'Y',
      },
      { cookie: admin },
    )
    expect(response.data).toMatchObject({
      message: 'Reply sent successfully!',
      contact: { status: 'in-progress' },
    })
    const mail = await smtp.lastTo('priya.refund@example.in')
    expect(mail.subject).toBe('Re: Refund please')
    expect(mail.text).toContain('Your refund is on its way.')
    expect(
      await t.db.select().from(contactReplies).where(eq(contactReplies.contactId, stored.id)),
    ).toHaveLength(1)
  })

  it('refuses an empty or whitespace-only reply', async () => {
    const stored = await message('Blank')
    const response = await call(
      t.app,
      'POST',
      '/api/contact/admin/reply',
      { contactId: stored.id, reply: '   ' },
      { cookie: admin },
    )
    expect(response.statusCode).toBe(400)
    expect(response.data.message).toBe('Reply cannot be empty')
  })

  it('archives a resolved message: gone from the list, kept in the database', async () => {
    const stored = await message('Resolve me')
    const updated = await call(
      t.app,
      'PUT',
      `/api/contact/admin/submissions/${stored.id}`,
      { status: 'resolved' },
      { cookie: admin },
    )
    expect(updated.data.contact).toMatchObject({ status: 'resolved' })
    const list = await call(
      t.app,
      'GET',
      '/api/contact/admin/submissions?search=resolve',
      undefined,
      { cookie: admin },
    )
    expect(list.data.contacts).toEqual([])
    expect(
      await t.db.select().from(contactMessages).where(eq(contactMessages.id, stored.id)),
    ).toHaveLength(1)
    expect(
      (
        await call(
          t.app,
          'PUT',
          `/api/contact/admin/submissions/${stored.id}`,
          { status: 'gone' },
          { cookie: admin },
        )
      ).statusCode,
    ).toBe(400)
  })

  it('deletes a message and counts by status', async () => {
    const stored = await message('Delete me')
    expect(
      (
        await call(t.app, 'DELETE', `/api/contact/admin/submissions/${stored.id}`, undefined, {
          cookie: admin,
        })
      ).statusCode,
    ).toBe(200)
    expect(
      (
        await call(t.app, 'DELETE', `/api/contact/admin/submissions/${stored.id}`, undefined, {
          cookie: admin,
        })
      ).statusCode,
    ).toBe(404)
    const stats = await call(t.app, 'GET', '/api/contact/admin/stats', undefined, { cookie: admin })
    expect(stats.data.stats).toMatchObject({
      totalContacts: expect.any(Number),
      newContacts: expect.any(Number),
    })
  })

  it('counts the messages the Messages list shows, a resolved one in neither', async () => {
    const get = async (url: string) =>
      (await call(t.app, 'GET', url, undefined, { cookie: admin })).data
    const setStatus = (id: string, status: string) =>
      call(t.app, 'PUT', `/api/contact/admin/submissions/${id}`, { status }, { cookie: admin })
    await message('Still waiting')
    await setStatus((await message('Sorted, archive it')).id, 'resolved')
    await setStatus((await message('Nothing more to do')).id, 'closed')
    const listTotal = async (status = '') =>
      AdminContactListResponseSchema.parse(
        await get(`/api/contact/admin/submissions?status=${status}`),
      ).total

    const { stats } = ContactStatsResponseSchema.parse(await get('/api/contact/admin/stats'))
    expect(stats).toEqual({
      totalContacts: await listTotal(),
      newContacts: await listTotal('new'),
      inProgressContacts: await listTotal('in-progress'),
      closedContacts: await listTotal('closed'),
    })
    expect(stats.totalContacts).toBe(
      stats.newContacts + stats.inProgressContacts + stats.closedContacts,
    )
    const dashboard = AdminDashboardSchema.parse(await get('/api/admin/dashboard'))
    expect(dashboard.stats.contacts).toEqual(stats)
  })
})
