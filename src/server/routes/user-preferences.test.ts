import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PreferencesAnswerSchema, PreferencesSavedSchema } from '#domain/consents.ts'
import { consentEvents, users } from '../db/schema/index.ts'
import { expectDeclared } from '../testing/declared-answers.ts'
import { call } from '../testing/http.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { createSignedInUser } from '../testing/user-factory.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const read = (cookie?: string) =>
  call(t.app, 'GET', '/api/user/preferences', undefined, { ...(cookie && { cookie }) })
const save = (body: unknown, cookie?: string) =>
  call(t.app, 'PUT', '/api/user/preferences', body, { ...(cookie && { cookie }) })

describe('a shopper’s consents', () => {
  it('start with nothing agreed to', async () => {
    const { cookie } = await createSignedInUser(t.db)
    const answer = await read(cookie)
    expect(answer.statusCode).toBe(200)
    expectDeclared('GET /api/user/preferences', PreferencesAnswerSchema, answer)
    expect(answer.data).toEqual({
      preferences: { whatsappUpdates: false, marketingEmails: false },
    })
  })

  it('are given and withdrawn one purpose at a time, each change recorded with where it was made', async () => {
    const { cookie, user } = await createSignedInUser(t.db)
    const given = await save({ whatsappUpdates: true }, cookie)
    expect(given.statusCode).toBe(200)
    expectDeclared('PUT /api/user/preferences', PreferencesSavedSchema, given)
    expect(given.data).toEqual({
      message: 'Preferences saved',
      preferences: { whatsappUpdates: true, marketingEmails: false },
    })
    // The same choice again changes nothing and records nothing.
    await save({ whatsappUpdates: true }, cookie)
    await save({ marketingEmails: true }, cookie)
    const withdrawn = await save({ whatsappUpdates: false }, cookie)
    expect(withdrawn.data.preferences).toEqual({ whatsappUpdates: false, marketingEmails: true })
    expect((await read(cookie)).data.preferences).toEqual(withdrawn.data.preferences)

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(row).toMatchObject({ whatsappUpdates: false, marketingEmails: true })
    const log = await t.db
      .select({
        purpose: consentEvents.purpose,
        granted: consentEvents.granted,
        source: consentEvents.source,
      })
      .from(consentEvents)
      .where(eq(consentEvents.userId, user.id))
      .orderBy(asc(consentEvents.createdAt))
    expect(log).toEqual([
      { purpose: 'whatsappUpdates', granted: true, source: 'profile' },
      { purpose: 'marketingEmails', granted: true, source: 'profile' },
      { purpose: 'whatsappUpdates', granted: false, source: 'profile' },
    ])
  })

  it('are the signed-in shopper’s own, and refuse what is not a choice', async () => {
    expect((await read()).statusCode).toBe(401)
    expect((await save({ marketingEmails: true })).statusCode).toBe(401)
    const { cookie } = await createSignedInUser(t.db)
    for (const body of [{}, { marketingEmails: 'yes' }, { sms: true }, null]) {
      const refused = await save(body, cookie)
      expect(refused.statusCode, JSON.stringify(body)).toBe(400)
      expect(typeof refused.data.message).toBe('string')
    }
  })
})
