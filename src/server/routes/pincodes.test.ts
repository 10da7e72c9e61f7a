import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { PINCODE_INVALID, PINCODE_UNKNOWN, PincodeAnswerSchema } from '#domain/pincode.ts'
import { expectDeclared } from '../testing/declared-answers.ts'
import { call } from '../testing/http.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

// Monday 23 November 2026, 10:00 IST: orders are counted from today.
const MONDAY_MORNING = new Date('2026-11-23T04:30:00Z')

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  vi.useFakeTimers({ toFake: ['Date'], now: MONDAY_MORNING })
})
afterAll(async () => {
  vi.useRealTimers()
  await t.close()
})

const lookUp = (pincode: string, app = t.app) => call(app, 'GET', `/api/pincodes/${pincode}`)

describe('GET /api/pincodes/:pincode', () => {
  it('promises Delhi NCR delivery in 1-3 business days near the Delhi warehouse, with COD', async () => {
    const response = await lookUp('110001')
    expectDeclared('GET /api/pincodes/:pincode', PincodeAnswerSchema, response)
    expect(response.data).toEqual({
      pincode: '110001',
      district: 'Central Delhi',
      state: 'Delhi',
      serviceable: true,
      zone: { id: 1, label: 'Delhi NCR' },
      cod: true,
      estimate: { minDays: 1, maxDays: 3, earliest: '2026-11-24', latest: '2026-11-26' },
    })
    expect(response.headers['cache-control']).toBe('public, max-age=300')
  })

  it('counts Gurugram and Noida as Delhi NCR too', async () => {
    for (const pincode of ['122001', '201301']) {
      expect((await lookUp(pincode)).data).toMatchObject({ zone: { id: 1 } })
    }
  })

  it('puts another metro in zone 3 with a 5-9 business day window', async () => {
    expect((await lookUp('400001')).data).toMatchObject({
      district: 'Mumbai',
      state: 'Maharashtra',
      zone: { id: 3, label: 'Other metros' },
      cod: true,
      estimate: { minDays: 5, maxDays: 9, earliest: '2026-11-28', latest: '2026-12-03' },
    })
  })

  it('puts a far town in zone 4, Rest of India, 7-14 business days', async () => {
    expect((await lookUp('797001')).data).toMatchObject({
      district: 'Kohima',
      state: 'Nagaland',
      serviceable: true,
      zone: { id: 4, label: 'Rest of India' },
      cod: true,
      estimate: { minDays: 7, maxDays: 14, earliest: '2026-12-01', latest: '2026-12-09' },
    })
  })

  it('offers no cash on delivery to the islands or Ladakh', async () => {
    expect((await lookUp('682555')).data).toMatchObject({ state: 'Lakshadweep', cod: false })
    expect((await lookUp('744101')).data).toMatchObject({
      state: 'Andaman and Nicobar Islands',
      cod: false,
    })
    expect((await lookUp('194101')).data).toMatchObject({ state: 'Ladakh', cod: false })
  })

  it('answers 404 with a message for a pincode that does not exist', async () => {
    const response = await lookUp('999999')
    expect(response.statusCode).toBe(404)
    expect(response.data).toEqual({ message: PINCODE_UNKNOWN })
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it.each(['11002', '1100011', '011001', '11000a'])(
    'refuses a malformed pincode (%s) with 400',
    async (pincode) => {
      const response = await lookUp(pincode)
      expect(response.statusCode).toBe(400)
      expect(response.data).toEqual({
        message: PINCODE_INVALID,
        errors: [{ path: 'pincode', message: PINCODE_INVALID }],
      })
    },
  )

  it('keeps a cached answer no later than the 14:00 IST cut-off', async () => {
    vi.setSystemTime(new Date('2026-11-23T08:28:00Z'))
    const response = await lookUp('110001')
    vi.setSystemTime(MONDAY_MORNING)
    expect(response.headers['cache-control']).toBe('public, max-age=120')
  })
})

describe('a shop configured elsewhere', () => {
  let mumbai: TestApp
  beforeAll(async () => {
    mumbai = await createTestApp({ SHOP_PINCODE: '400001', COD_UNAVAILABLE_STATES: 'Goa' })
  })
  afterAll(() => mumbai.close())

  it('measures zones from its own pincode and refuses COD where it says', async () => {
    expect((await lookUp('411001', mumbai.app)).data).toMatchObject({ zone: { id: 2 } })
    expect((await lookUp('110001', mumbai.app)).data).toMatchObject({ zone: { id: 3 } })
    expect((await lookUp('403001', mumbai.app)).data).toMatchObject({ state: 'Goa', cod: false })
    expect((await lookUp('682555', mumbai.app)).data).toMatchObject({ cod: true })
  })
})
