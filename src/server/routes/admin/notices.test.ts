import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF_NOTICE_KINDS, StaffNoticesSchema } from '#domain/staff-notices.ts'
import { expectDeclared } from '../../testing/declared-answers.ts'
import { call } from '../../testing/http.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { createSignedInUser } from '../../testing/user-factory.ts'

let t: TestApp
let admin: string
let otherAdmin: string
let customer: string
beforeAll(async () => {
  t = await createTestApp()
  admin = (await createSignedInUser(t.db, { isAdmin: true })).cookie
  otherAdmin = (await createSignedInUser(t.db, { isAdmin: true })).cookie
  customer = (await createSignedInUser(t.db)).cookie
})
afterAll(() => t.close())

const URL = '/api/admin/notices'
const chosenIn = (data: Record<string, unknown>) =>
  (data.kinds as { kind: string; chosen: boolean }[]).filter((k) => k.chosen).map((k) => k.kind)

describe("an admin's staff notices", () => {
  it('are every kind until the admin turns some off', async () => {
    const response = await call(t.app, 'GET', URL, undefined, { cookie: admin })
    expectDeclared('GET /api/admin/notices', StaffNoticesSchema, response)
    expect(response.data).toMatchObject({ recipients: 'admins', staffEmails: [] })
    expect(chosenIn(response.data)).toEqual([...STAFF_NOTICE_KINDS])
    expect(response.data.kinds).toContainEqual(
      expect.objectContaining({ kind: 'low_stock', label: 'Low stock' }),
    )
  })

  it("are saved as chosen, each admin's their own", async () => {
    const saved = await call(
      t.app,
      'PUT',
      URL,
      { chosen: ['new_order', 'failing_mail'] },
      { cookie: admin },
    )
    expectDeclared('PUT /api/admin/notices', StaffNoticesSchema, saved)
    expect(chosenIn(saved.data)).toEqual(['new_order', 'failing_mail'])
    const read = await call(t.app, 'GET', URL, undefined, { cookie: admin })
    expect(chosenIn(read.data)).toEqual(['new_order', 'failing_mail'])
    const other = await call(t.app, 'GET', URL, undefined, { cookie: otherAdmin })
    expect(chosenIn(other.data)).toEqual([...STAFF_NOTICE_KINDS])

    const none = await call(t.app, 'PUT', URL, { chosen: [] }, { cookie: admin })
    expect(chosenIn(none.data)).toEqual([])
    const all = await call(
      t.app,
      'PUT',
      URL,
      { chosen: [...STAFF_NOTICE_KINDS] },
      { cookie: admin },
    )
    expect(chosenIn(all.data)).toEqual([...STAFF_NOTICE_KINDS])
  })

  it.each([[{ chosen: ['sms_blast'] }], [{ chosen: 'new_order' }], [{}]])(
    'refuses %o with 400 and a message',
    async (body) => {
      const response = await call(t.app, 'PUT', URL, body, { cookie: admin })
      expect(response.statusCode).toBe(400)
      expect(response.data.message).toEqual(expect.any(String))
    },
  )

  it('are for admins only', async () => {
    expect((await call(t.app, 'GET', URL)).statusCode).toBe(401)
    expect((await call(t.app, 'PUT', URL, { chosen: [] })).statusCode).toBe(401)
    expect((await call(t.app, 'GET', URL, undefined, { cookie: customer })).statusCode).toBe(403)
    const shopper = await call(t.app, 'PUT', URL, { chosen: [] }, { cookie: customer })
    expect(shopper.statusCode).toBe(403)
    expect(shopper.data.message).toBe('Admin access required')
  })
})

describe('staff notices with a team inbox', () => {
  it('say every kind goes to STAFF_EMAILS, whatever the admin chose', async () => {
    const inbox = await createTestApp({ STAFF_EMAILS: 'Orders@Kavach.shop, ops@kavach.shop' })
    try {
      const { cookie } = await createSignedInUser(inbox.db, { isAdmin: true })
      await call(inbox.app, 'PUT', URL, { chosen: ['new_order'] }, { cookie })
      const response = await call(inbox.app, 'GET', URL, undefined, { cookie })
      expect(response.data).toMatchObject({
        recipients: 'staff_emails',
        staffEmails: ['orders@kavach.shop', 'ops@kavach.shop'],
      })
    } finally {
      await inbox.close()
    }
  })
})
