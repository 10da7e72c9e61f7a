import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CouponDeletedSchema,
  CouponListSchema,
  CouponSavedSchema,
  CouponStatsAnswerSchema,
} from '#domain/coupon/responses.ts'
import { expectDeclared } from '../../testing/declared-answers.ts'
import { call } from '../../testing/http.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { createSignedInUser } from '../../testing/user-factory.ts'

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await createTestApp()
  admin = (await createSignedInUser(t.db, { isAdmin: true })).cookie
})
afterAll(() => t.close())

const create = (body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/coupons/admin/create', body, { cookie: admin })
const VALID = {
  code: 'monsoon15',
  type: 'percentage',
  value: 15,
  minCartValue: '',
  maxUsage: '',
  description: 'Rainy days',
}

describe('admin coupons', () => {
  it('creates a coupon with the code upper-cased and empty limits defaulted', async () => {
    const response = await create(VALID)
    expect(response.statusCode).toBe(201)
    expect(response.data).toMatchObject({
      message: 'Coupon created successfully!',
      coupon: {
        code: 'MONSOON15',
        type: 'percentage',
        value: 15,
        minCartValue: 0,
        maxUsage: null,
        usageCount: 0,
        isActive: true,
      },
    })
    const shopper = await call(t.app, 'POST', '/api/coupons/validate', {
      code: 'monsoon15',
      cartTotal: 1000,
    })
    expect(shopper.data.discountAmount).toBe(150)
  })

  it('refuses a duplicate code whatever its case with 409', async () => {
    await create({ ...VALID, code: 'DUPE1' })
    const again = await create({ ...VALID, code: 'dupe1' })
    expect(again.statusCode).toBe(409)
    expect(again.data.message).toBe('A coupon with this code already exists')
  })

  it('holds every form rule at its boundary, with the spec texts', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code: '' }, 'Coupon code is required.'],
      [{ code: 'X'.repeat(21) }, 'Coupon code must be at most 20 characters.'],
      [{ type: 'bogus' }, 'Discount type is required and must be flat or percentage.'],
      [{ value: 0 }, 'Discount value is required and must be a positive number.'],
      [{ value: 'abc' }, 'Discount value is required and must be a positive number.'],
      [{ value: 101 }, 'Percentage discount cannot exceed 100%.'],
      [{ minCartValue: -1 }, 'Min cart value must be 0 or greater.'],
      [{ maxUsage: 0 }, 'Max usage must be a positive number.'],
      [{ description: 'x'.repeat(201) }, 'Description must be at most 200 characters.'],
    ]
    for (const [change, message] of cases) {
      const response = await create({ ...VALID, code: 'EDGE', ...change })
      expect(response.statusCode, JSON.stringify(change)).toBe(400)
      expect(response.data.message).toBe(message)
    }
    const edges = await create({
      code: 'X'.repeat(20),
      type: 'percentage',
      value: 100,
      minCartValue: 0,
      maxUsage: 1,
      description: 'x'.repeat(200),
    })
    expect(edges.statusCode).toBe(201)
    const flat = await create({ code: 'FLAT5000', type: 'flat', value: 5000, minCartValue: 999 })
    expect(flat.data.coupon).toMatchObject({ type: 'flat', value: 5000, minCartValue: 999 })
  })

  it('bounds the discount, minimum cart and usage limit so none can overflow', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'flat', value: 500_001 }, 'Discount value must be at most ₹5,00,000.'],
      [{ type: 'flat', value: 1e10 }, 'Discount value must be at most ₹5,00,000.'],
      [{ minCartValue: 500_001 }, 'Min cart value must be at most ₹5,00,000.'],
      [{ maxUsage: 1e10 }, 'Max usage must be at most 10,00,000.'],
    ]
    for (const [change, message] of cases) {
      const response = await create({ ...VALID, code: 'HUGE', ...change })
      expect(response.statusCode, JSON.stringify(change)).toBe(400)
      expect(response.data.message).toBe(message)
    }
    const edge = await create({
      ...VALID,
      code: 'BIGGEST',
      type: 'flat',
      value: 500_000,
      minCartValue: 500_000,
      maxUsage: 1_000_000,
    })
    expect(edge.statusCode).toBe(201)
    const id = (edge.data.coupon as { _id: string })._id
    const update = await call(
      t.app,
      'PUT',
      `/api/coupons/admin/${id}`,
      { maxUsage: 1e10 },
      { cookie: admin },
    )
    expect(update.statusCode).toBe(400)
    expect(update.data.message).toBe('Max usage must be at most 10,00,000.')
  })

  it('creates a coupon with the rules shops use, and answers them as sent', async () => {
    const response = await create({
      ...VALID,
      code: 'CASES20',
      value: 20,
      validFrom: '2026-12-01',
      validUntil: '2026-12-31',
      firstOrderOnly: true,
      perCustomerLimit: '2',
      categories: ['cases', 'tempered-glass', 'cases'],
      maxDiscount: '250',
      showInCart: true,
    })
    expect(response.statusCode).toBe(201)
    expectDeclared('POST /api/coupons/admin/create', CouponSavedSchema, response)
    expect(response.data.coupon).toMatchObject({
      code: 'CASES20',
      validFrom: '2026-12-01',
      validUntil: '2026-12-31',
      firstOrderOnly: true,
      perCustomerLimit: 2,
      categories: ['cases', 'tempered-glass'],
      maxDiscount: 250,
      showInCart: true,
    })
    const plain = await create({ ...VALID, code: 'PLAIN1' })
    expect(plain.data.coupon).toMatchObject({
      validFrom: null,
      validUntil: null,
      firstOrderOnly: false,
      perCustomerLimit: null,
      categories: [],
      maxDiscount: null,
      showInCart: false,
    })
  })

  it('refuses rules that do not hold together, on create and on edit', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { validFrom: '2026-12-10', validUntil: '2026-12-09' },
        'The end date cannot be before the start date.',
      ],
      [{ validFrom: '10/12/2026' }, 'Start date must be a date (YYYY-MM-DD).'],
      [
        { type: 'flat', value: 50, maxDiscount: 10 },
        'A max discount applies to percentage coupons only.',
      ],
      [{ maxDiscount: 0 }, 'Max discount must be a positive number.'],
      [{ perCustomerLimit: 0 }, 'Uses per shopper must be a positive number.'],
      [{ perCustomerLimit: 1.5 }, 'Uses per shopper must be a whole number.'],
      [{ categories: ['phones'] }, 'Unknown category'],
    ]
    for (const [change, message] of cases) {
      const refused = await create({ ...VALID, code: 'BROKEN', ...change })
      expect(refused.statusCode, JSON.stringify(change)).toBe(400)
      expect(refused.data.message, JSON.stringify(change)).toBe(message)
    }

    const { data } = await create({ ...VALID, code: 'DECEMBER', validFrom: '2026-12-01' })
    const id = (data.coupon as { _id: string })._id
    const put = (body: Record<string, unknown>) =>
      call(t.app, 'PUT', `/api/coupons/admin/${id}`, body, { cookie: admin })
    const early = await put({ validUntil: '2026-11-30' })
    expect(early.statusCode).toBe(400)
    expect(early.data.message).toBe('The end date cannot be before the start date.')
    const flat = await create({ ...VALID, code: 'FLATCAP', type: 'flat', value: 50 })
    const capped = await call(
      t.app,
      'PUT',
      `/api/coupons/admin/${(flat.data.coupon as { _id: string })._id}`,
      { maxDiscount: 20 },
      { cookie: admin },
    )
    expect(capped.statusCode).toBe(400)
    expect(capped.data.message).toBe('A max discount applies to percentage coupons only.')
  })

  it('changes a coupon’s rules on edit and keeps those left out', async () => {
    const { data } = await create({ ...VALID, code: 'RULES', perCustomerLimit: 3 })
    const id = (data.coupon as { _id: string })._id
    const edited = await call(
      t.app,
      'PUT',
      `/api/coupons/admin/${id}`,
      {
        validUntil: '2027-01-31',
        firstOrderOnly: true,
        categories: ['chargers'],
        maxDiscount: 99.5,
        showInCart: true,
      },
      { cookie: admin },
    )
    expect(edited.statusCode).toBe(200)
    expect(edited.data.coupon).toMatchObject({
      validFrom: null,
      validUntil: '2027-01-31',
      firstOrderOnly: true,
      perCustomerLimit: 3,
      categories: ['chargers'],
      maxDiscount: 99.5,
      showInCart: true,
      description: 'Rainy days',
    })
    const cleared = await call(
      t.app,
      'PUT',
      `/api/coupons/admin/${id}`,
      { validUntil: '', maxDiscount: null, perCustomerLimit: '', categories: [] },
      { cookie: admin },
    )
    expect(cleared.data.coupon).toMatchObject({
      validUntil: null,
      maxDiscount: null,
      perCustomerLimit: null,
      categories: [],
      firstOrderOnly: true,
    })
  })

  it('edits only the description, max usage and active state', async () => {
    const { data } = await create({ ...VALID, code: 'EDITME' })
    const id = (data.coupon as { _id: string })._id
    const edited = await call(
      t.app,
      'PUT',
      `/api/coupons/admin/${id}`,
      { isActive: false, description: 'Paused', maxUsage: 5 },
      { cookie: admin },
    )
    expect(edited.data).toMatchObject({
      message: 'Coupon updated successfully!',
      coupon: { isActive: false, description: 'Paused', maxUsage: 5, code: 'EDITME' },
    })
    for (const change of [{ code: 'NEW' }, { type: 'flat' }, { value: 50 }, { minCartValue: 1 }]) {
      const refused = await call(t.app, 'PUT', `/api/coupons/admin/${id}`, change, {
        cookie: admin,
      })
      expect(refused.statusCode, JSON.stringify(change)).toBe(400)
    }
    const shopper = await call(t.app, 'POST', '/api/coupons/validate', {
      code: 'EDITME',
      cartTotal: 1000,
    })
    expect(shopper.data.message).toBe('Invalid coupon code')
  })

  it('keeps the description and usage limit when only the active state changes', async () => {
    const { data } = await create({ ...VALID, code: 'TOGGLE', maxUsage: 7 })
    const id = (data.coupon as { _id: string })._id
    const toggled = await call(
      t.app,
      'PUT',
      `/api/coupons/admin/${id}`,
      { isActive: false },
      { cookie: admin },
    )
    expect(toggled.data.coupon).toMatchObject({
      isActive: false,
      description: 'Rainy days',
      maxUsage: 7,
    })
  })

  it('lists with search, type and status filters, counts, and deletes', async () => {
    await create({ ...VALID, code: 'LISTFLAT', type: 'flat', value: 50 })
    const flat = await call(
      t.app,
      'GET',
      '/api/coupons/admin/all?type=flat&search=listflat',
      undefined,
      { cookie: admin },
    )
    expect((flat.data.coupons as { code: string }[]).map((c) => c.code)).toEqual(['LISTFLAT'])
    const inactive = await call(t.app, 'GET', '/api/coupons/admin/all?status=inactive', undefined, {
      cookie: admin,
    })
    expect((inactive.data.coupons as { isActive: boolean }[]).every((c) => !c.isActive)).toBe(true)
    const stats = await call(t.app, 'GET', '/api/coupons/admin/stats', undefined, { cookie: admin })
    const s = stats.data.stats as {
      totalCoupons: number
      activeCoupons: number
      inactiveCoupons: number
    }
    expect(s.totalCoupons).toBe(s.activeCoupons + s.inactiveCoupons)

    const id = ((flat.data.coupons as { _id: string }[])[0] as { _id: string })._id
    const removed = await call(t.app, 'DELETE', `/api/coupons/admin/${id}`, undefined, {
      cookie: admin,
    })
    expect(removed.data.message).toBe('Coupon deleted successfully!')
    expect(
      (await call(t.app, 'DELETE', `/api/coupons/admin/${id}`, undefined, { cookie: admin }))
        .statusCode,
    ).toBe(404)
  })
})

describe('the admin coupon answers', () => {
  it('match the shapes the routes declare, from create to delete', async () => {
    const get = (url: string) => call(t.app, 'GET', url, undefined, { cookie: admin })
    const created = await create({ ...VALID, code: 'SHAPES', maxUsage: 3 })
    expect(created.statusCode).toBe(201)
    expectDeclared('POST /api/coupons/admin/create', CouponSavedSchema, created)
    const { coupon } = CouponSavedSchema.parse(created.data)
    const list = await get('/api/coupons/admin/all?search=shapes')
    expect(list.statusCode).toBe(200)
    expectDeclared('GET /api/coupons/admin/all', CouponListSchema, list)
    expect(CouponListSchema.parse(list.data).coupons).toEqual([coupon])
    const stats = await get('/api/coupons/admin/stats')
    expect(stats.statusCode).toBe(200)
    expect(CouponStatsAnswerSchema.safeParse(stats.data).success).toBe(true)
    expectDeclared('GET /api/coupons/admin/stats', CouponStatsAnswerSchema, stats)
    const url = `/api/coupons/admin/${coupon._id}`
    const edited = await call(t.app, 'PUT', url, { maxUsage: null }, { cookie: admin })
    expect(edited.statusCode).toBe(200)
    expectDeclared('PUT /api/coupons/admin/:id', CouponSavedSchema, edited)
    expect(CouponSavedSchema.parse(edited.data).coupon).toEqual({ ...coupon, maxUsage: null })
    const removed = await call(t.app, 'DELETE', url, undefined, { cookie: admin })
    expect(removed.statusCode).toBe(200)
    expectDeclared('DELETE /api/coupons/admin/:id', CouponDeletedSchema, removed)
    expect(CouponDeletedSchema.parse(removed.data)).toEqual({
      message: 'Coupon deleted successfully!',
    })
  })
})

describe('creating one coupon code at once from several tabs', () => {
  it('creates it once and answers the others with a 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => create({ ...VALID, code: 'RACE5' })),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409])
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.data.message).toMatch(/already exists/)
    }
  })
})
