import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADDRESS_REQUIRED } from '#domain/order/create-order.ts'
import { PINCODE_INVALID, PINCODE_UNKNOWN, pincodeInOtherState } from '#domain/pincode-rules.ts'
import {
  MAX_SAVED_ADDRESSES,
  SAVED_ADDRESS_MESSAGES,
  SavedAddressDeletedSchema,
  SavedAddressListSchema,
  SavedAddressResponseSchema,
} from '#domain/saved-addresses.ts'
import { MOBILE_NUMBER_ONLY } from '#domain/text.ts'
import { userAddresses, users } from '../db/schema/index.ts'
import { expectDeclared } from '../testing/declared-answers.ts'
import { call } from '../testing/http.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { createSignedInUser } from '../testing/user-factory.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const home = {
  name: 'Asha Rao',
  phone: '9876543210',
  address: '12 MG Road, Indiranagar',
  landmark: 'Near the metro station',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
}
const office = {
  name: 'Asha Rao',
  phone: '9811012345',
  address: '4th Floor, Cyber Hub',
  city: 'Gurugram',
  state: 'Haryana',
  pincode: '122002',
}

const shopper = async () => (await createSignedInUser(t.db)).cookie
const list = (cookie?: string) =>
  call(t.app, 'GET', '/api/user/addresses', undefined, cookie ? { cookie } : {})
const add = (cookie: string | undefined, body: object) =>
  call(t.app, 'POST', '/api/user/addresses', body, cookie ? { cookie } : {})
const change = (cookie: string | undefined, id: string, body: object) =>
  call(t.app, 'PUT', `/api/user/addresses/${id}`, body, cookie ? { cookie } : {})
const remove = (cookie: string | undefined, id: string) =>
  call(t.app, 'DELETE', `/api/user/addresses/${id}`, undefined, cookie ? { cookie } : {})

type Saved = { id: string; name: string; isDefault: boolean; address: string }
const addressOf = (response: { data: Record<string, unknown> }) => response.data.address as Saved
const addressesOf = (response: { data: Record<string, unknown> }) =>
  response.data.addresses as Saved[]

/** `n` addresses saved one after another, the first of them the default. */
async function saveMany(cookie: string, n: number) {
  const saved: Saved[] = []
  for (let i = 1; i <= n; i++) {
    const response = await add(cookie, { ...office, address: `${i} Cyber Hub, DLF Phase 2` })
    expect(response.statusCode).toBe(201)
    saved.push(addressOf(response))
  }
  return saved
}

describe('GET /api/user/addresses', () => {
  it('answers an empty list for a shopper who saved none', async () => {
    const response = await list(await shopper())
    expect(response.statusCode).toBe(200)
    expectDeclared('GET /api/user/addresses', SavedAddressListSchema, response)
    expect(response.data).toEqual({ addresses: [] })
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('lists the default first, then the newest', async () => {
    const cookie = await shopper()
    const [first, second, third] = await saveMany(cookie, 3)
    const response = await list(cookie)
    expectDeclared('GET /api/user/addresses', SavedAddressListSchema, response)
    expect(addressesOf(response).map((a) => a.id)).toEqual([first?.id, third?.id, second?.id])
    expect(addressesOf(response).map((a) => a.isDefault)).toEqual([true, false, false])
  })
})

describe('POST /api/user/addresses', () => {
  it('saves the first address as the default and answers it', async () => {
    const cookie = await shopper()
    const response = await add(cookie, home)
    expect(response.statusCode).toBe(201)
    expectDeclared('POST /api/user/addresses', SavedAddressResponseSchema, response)
    expect(response.data.message).toBe(SAVED_ADDRESS_MESSAGES.created)
    expect(response.data.address).toEqual({
      id: expect.any(String),
      ...home,
      isDefault: true,
    })
  })

  it('reads a phone number as it was typed and keeps its 10 digits', async () => {
    const cookie = await shopper()
    const response = await add(cookie, { ...office, phone: '+91 98110-12345' })
    expect(response.statusCode).toBe(201)
    const [stored] = await t.db
      .select()
      .from(userAddresses)
      .where(eq(userAddresses.id, addressOf(response).id))
    expect(stored?.phone).toBe('9811012345')
    expect(stored?.landmark).toBe('')
  })

  it('keeps the first default unless a new one is asked to be the default', async () => {
    const cookie = await shopper()
    const first = addressOf(await add(cookie, home))
    const second = addressOf(await add(cookie, office))
    expect(second.isDefault).toBe(false)

    const third = addressOf(await add(cookie, { ...office, isDefault: true }))
    expect(third.isDefault).toBe(true)
    const ids = addressesOf(await list(cookie)).map((a) => [a.id, a.isDefault])
    expect(ids).toEqual([
      [third.id, true],
      [second.id, false],
      [first.id, false],
    ])
  })

  it.each([
    [{ ...home, phone: '12345' }, 'Phone number must be exactly 10 digits.'],
    [{ ...home, phone: '5811012345' }, MOBILE_NUMBER_ONLY],
    [{ ...home, address: '  ' }, ADDRESS_REQUIRED],
    [{ ...home, city: undefined }, ADDRESS_REQUIRED],
    [{ ...home, pincode: '5600' }, PINCODE_INVALID],
    [{ ...home, state: 'Bavaria' }, 'Please choose a state from the list'],
    [{ ...home, landmark: 'x'.repeat(51) }, 'Landmark must be at most 50 characters'],
    [
      { ...home, address: 'x'.repeat(90), landmark: 'Near the temple' },
      SAVED_ADDRESS_MESSAGES.landmarkTooLong,
    ],
    [{ ...home, landmark: 'Near\nthe temple' }, 'Landmark cannot contain control characters'],
    [{ ...home, isDefault: 'yes' }, 'isDefault must be true or false'],
  ])('refuses %o', async (body, message) => {
    const response = await add(await shopper(), body)
    expect(response.statusCode).toBe(400)
    expect(response.data.message).toBe(message)
  })

  it('refuses a field it does not keep, such as another shopper to save it for', async () => {
    const other = await createSignedInUser(t.db)
    const response = await add(await shopper(), { ...home, userId: other.user.id })
    expect(response.statusCode).toBe(400)
    expect(await list(other.cookie)).toMatchObject({ data: { addresses: [] } })
  })

  it('refuses a pincode no post office has, and a state the pincode is not in', async () => {
    const cookie = await shopper()
    const unknown = await add(cookie, { ...home, pincode: '999999' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.data.message).toBe(PINCODE_UNKNOWN)
    const elsewhere = await add(cookie, { ...home, state: 'Kerala' })
    expect(elsewhere.statusCode).toBe(400)
    expect(elsewhere.data.message).toBe(pincodeInOtherState('560038', 'Karnataka'))
    expect(addressesOf(await list(cookie))).toEqual([])
  })

  it(`refuses an address past the ${MAX_SAVED_ADDRESSES}th with 409`, async () => {
    const cookie = await shopper()
    await saveMany(cookie, MAX_SAVED_ADDRESSES)
    const eleventh = await add(cookie, home)
    expect(eleventh.statusCode).toBe(409)
    expect(eleventh.data.message).toBe(SAVED_ADDRESS_MESSAGES.tooMany)
    expect(addressesOf(await list(cookie))).toHaveLength(MAX_SAVED_ADDRESSES)
  })

  it('lets only one of the addresses sent at once at nine be saved, making ten', async () => {
    const cookie = await shopper()
    await saveMany(cookie, MAX_SAVED_ADDRESSES - 1)
    const bodies = [home, office, { ...home, name: 'Ravi Rao' }, { ...office, name: 'Ravi Rao' }]
    // A connection each, opened beforehand, so the adds meet in the database rather than queue.
    await Promise.all(bodies.map(() => list(cookie)))
    const answers = await Promise.all(bodies.map((body) => add(cookie, body)))
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409])
    expect(addressesOf(await list(cookie))).toHaveLength(MAX_SAVED_ADDRESSES)
  })

  it('keeps one default when two new defaults are asked for at once', async () => {
    const cookie = await shopper()
    await saveMany(cookie, 1)
    await Promise.all([list(cookie), list(cookie)])
    const answers = await Promise.all([
      add(cookie, { ...home, isDefault: true }),
      add(cookie, { ...office, isDefault: true }),
    ])
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201])
    const defaults = addressesOf(await list(cookie)).filter((a) => a.isDefault)
    expect(defaults).toHaveLength(1)
  })
})

describe('PUT /api/user/addresses/:id', () => {
  it('changes an address and answers it as it now is', async () => {
    const cookie = await shopper()
    const saved = addressOf(await add(cookie, home))
    const response = await change(cookie, saved.id, {
      ...home,
      phone: '098110 12345',
      landmark: '',
      address: '14 MG Road, Indiranagar',
    })
    expect(response.statusCode).toBe(200)
    expectDeclared('PUT /api/user/addresses/:id', SavedAddressResponseSchema, response)
    expect(response.data).toEqual({
      message: SAVED_ADDRESS_MESSAGES.updated,
      address: {
        ...home,
        id: saved.id,
        phone: '9811012345',
        landmark: '',
        address: '14 MG Road, Indiranagar',
        isDefault: true,
      },
    })
  })

  it('moves the default to the address made the default', async () => {
    const cookie = await shopper()
    const [first, second] = await saveMany(cookie, 2)
    const response = await change(cookie, second?.id ?? '', { ...office, isDefault: true })
    expect(addressOf(response).isDefault).toBe(true)
    const defaults = addressesOf(await list(cookie)).map((a) => [a.id, a.isDefault])
    expect(defaults).toEqual([
      [second?.id, true],
      [first?.id, false],
    ])
  })

  it('keeps the default as it is when a change leaves isDefault out', async () => {
    const cookie = await shopper()
    const [first] = await saveMany(cookie, 2)
    const response = await change(cookie, first?.id ?? '', { ...home })
    expect(addressOf(response).isDefault).toBe(true)
  })

  it('refuses to leave the shopper without a default', async () => {
    const cookie = await shopper()
    const [first] = await saveMany(cookie, 2)
    const response = await change(cookie, first?.id ?? '', { ...office, isDefault: false })
    expect(response.statusCode).toBe(409)
    expect(response.data.message).toBe(SAVED_ADDRESS_MESSAGES.keepDefault)
  })

  it('refuses an invalid change as an add would', async () => {
    const cookie = await shopper()
    const saved = addressOf(await add(cookie, home))
    const response = await change(cookie, saved.id, { ...home, phone: '12345' })
    expect(response.statusCode).toBe(400)
    expect(response.data.message).toBe('Phone number must be exactly 10 digits.')
  })
})

describe('DELETE /api/user/addresses/:id', () => {
  it('deletes an address and answers the ones left', async () => {
    const cookie = await shopper()
    const [first, second] = await saveMany(cookie, 2)
    const response = await remove(cookie, second?.id ?? '')
    expect(response.statusCode).toBe(200)
    expectDeclared('DELETE /api/user/addresses/:id', SavedAddressDeletedSchema, response)
    expect(response.data.message).toBe(SAVED_ADDRESS_MESSAGES.deleted)
    expect(addressesOf(response).map((a) => a.id)).toEqual([first?.id])
  })

  it('makes the newest address left the default when the default is deleted', async () => {
    const cookie = await shopper()
    const [first, second, third] = await saveMany(cookie, 3)
    await change(cookie, second?.id ?? '', { ...office, isDefault: true })
    const response = await remove(cookie, second?.id ?? '')
    expect(addressesOf(response).map((a) => [a.id, a.isDefault])).toEqual([
      [third?.id, true],
      [first?.id, false],
    ])
  })

  it('leaves no default behind when the last address goes', async () => {
    const cookie = await shopper()
    const [only] = await saveMany(cookie, 1)
    const response = await remove(cookie, only?.id ?? '')
    expect(addressesOf(response)).toEqual([])
    const again = addressOf(await add(cookie, home))
    expect(again.isDefault).toBe(true)
  })

  it('answers 404 for an address that is not there', async () => {
    const response = await remove(await shopper(), '00000000-0000-4000-8000-000000000000')
    expect(response.statusCode).toBe(404)
    expect(response.data.message).toBe(SAVED_ADDRESS_MESSAGES.notFound)
  })
})

describe("another shopper's addresses", () => {
  it('are not listed, changed or deleted: each answers 404 and stays as it was', async () => {
    const owner = await shopper()
    const theirs = addressOf(await add(owner, home))
    const intruder = await shopper()

    expect(addressesOf(await list(intruder))).toEqual([])
    const changed = await change(intruder, theirs.id, { ...office, isDefault: true })
    expect(changed.statusCode).toBe(404)
    expect(changed.data.message).toBe(SAVED_ADDRESS_MESSAGES.notFound)
    const deleted = await remove(intruder, theirs.id)
    expect(deleted.statusCode).toBe(404)

    expect(addressesOf(await list(owner))).toEqual([{ ...theirs }])
  })
})

describe('a visitor', () => {
  it('is asked to sign in for every address call', async () => {
    const id = '00000000-0000-4000-8000-000000000000'
    const answers = await Promise.all([
      list(),
      add(undefined, home),
      change(undefined, id, home),
      remove(undefined, id),
    ])
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401, 401])
  })
})

describe('a deleted account', () => {
  it('takes its saved addresses with it', async () => {
    const { user, cookie } = await createSignedInUser(t.db)
    await add(cookie, home)
    await t.db.delete(users).where(eq(users.id, user.id))
    const left = await t.db.select().from(userAddresses).where(eq(userAddresses.userId, user.id))
    expect(left).toEqual([])
  })
})
