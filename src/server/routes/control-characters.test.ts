import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../testing/http.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { createSignedInUser } from '../testing/user-factory.ts'

let t: TestApp
let shopper: string
let admin: string

beforeAll(async () => {
  t = await createTestApp()
  shopper = (await createSignedInUser(t.db)).cookie
  admin = (await createSignedInUser(t.db, { isAdmin: true })).cookie
})
afterAll(() => t.close())

type Who = 'anyone' | 'shopper' | 'admin'
interface Case {
  field: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  url: (bad: string) => string
  body?: (bad: string) => unknown
  who?: Who
}

const q = encodeURIComponent
const id = randomUUID()
const address = {
  name: 'Asha Rao',
  phone: '9876543210',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
}
const order = (patch: Record<string, unknown>) => ({
  items: [{ productId: 'p-1', quantity: 1 }],
  shippingAddress: address,
  ...patch,
})
// Each message from its own sender, past the per-account contact limit.
const contact = () => ({
  name: 'Asha',
  email: `asha.${randomUUID().slice(0, 8)}@example.in`,
  queryType: 'general',
  subject: 'Hello',
  message: 'A message long enough.',
})
const product = {
  name: 'Aurora Case',
  brand: 'Spigen',
  category: 'cases',
  price: 499,
  image: '/uploads/products/a.webp',
}
const verify = {
  razorpayOrderId: 'order_1',
  razorpayPaymentId: 'pay_1',
  razorpaySignature: 'a'.repeat(64),
}

const CASES: Case[] = [
  { field: 'search', method: 'GET', url: (b) => `/api/products?search=${q(b)}` },
  { field: 'brand', method: 'GET', url: (b) => `/api/products?brand=${q(b)}` },
  { field: 'id', method: 'GET', url: (b) => `/api/products/${q(`p${b}`)}` },
  {
    field: 'name',
    method: 'POST',
    url: () => '/api/auth/register',
    body: (b) => ({ name: `Asha${b}`, email: 'a1@example.in', password: 'long-enough-1' }),
  },
  {
    field: 'password',
    method: 'POST',
    url: () => '/api/auth/register',
    body: (b) => ({ name: 'Asha', email: 'a2@example.in', password: `long-enough${b}` }),
  },
  {
    field: 'email',
    method: 'POST',
    url: () => '/api/auth/forgot-password',
    body: (b) => ({ email: `a3${b}@example.in` }),
  },
  {
    field: 'name',
    method: 'POST',
    url: () => '/api/contact/submit',
    body: (b) => ({ ...contact(), name: `Asha${b}` }),
  },
  {
    field: 'subject',
    method: 'POST',
    url: () => '/api/contact/submit',
    body: (b) => ({ ...contact(), subject: `Hi${b}` }),
  },
  {
    field: 'message',
    method: 'POST',
    url: () => '/api/contact/submit',
    body: (b) => ({ ...contact(), message: `A message long enough${b}` }),
  },
  {
    field: 'code',
    method: 'POST',
    url: () => '/api/coupons/validate',
    body: (b) => ({ code: `SAVE${b}`, cartTotal: 500 }),
  },
  {
    field: 'name',
    method: 'PUT',
    url: () => '/api/user/profile',
    body: (b) => ({ name: `Asha${b}` }),
    who: 'shopper',
  },
  ...(['name', 'address', 'city'] as const).map((field): Case => ({
    field: `shippingAddress.${field}`,
    method: 'POST',
    url: () => '/api/orders/create-order',
    body: (b) => order({ shippingAddress: { ...address, [field]: `${address[field]}${b}` } }),
    who: 'shopper',
  })),
  {
    field: 'items.0.productId',
    method: 'POST',
    url: () => '/api/orders/create-order',
    body: (b) => order({ items: [{ productId: `p${b}`, quantity: 1 }] }),
    who: 'shopper',
  },
  {
    field: 'couponCode',
    method: 'POST',
    url: () => '/api/orders/create-order',
    body: (b) => order({ couponCode: `SAVE${b}` }),
    who: 'shopper',
  },
  {
    field: 'razorpayOrderId',
    method: 'POST',
    url: () => '/api/orders/verify-payment',
    body: (b) => ({ ...verify, razorpayOrderId: `order${b}` }),
    who: 'shopper',
  },
  {
    field: 'comment',
    method: 'POST',
    url: () => `/api/products/${id}/review`,
    body: (b) => ({ rating: 5, comment: `Great${b}` }),
    who: 'shopper',
  },
  ...[
    '/api/admin/products',
    '/api/orders/admin/all',
    '/api/contact/admin/submissions',
    '/api/coupons/admin/all',
    '/api/admin/reviews',
  ].map((path): Case => ({
    field: 'search',
    method: 'GET',
    url: (b) => `${path}?search=${q(b)}`,
    who: 'admin',
  })),
  ...(['name', 'brand', 'image'] as const).map((field): Case => ({
    field,
    method: 'POST',
    url: () => '/api/admin/products',
    body: (b) => ({ ...product, [field]: `${product[field]}${b}` }),
    who: 'admin',
  })),
  {
    field: 'features.0',
    method: 'POST',
    url: () => '/api/admin/products',
    body: (b) => ({ ...product, features: [`USB-C${b}`] }),
    who: 'admin',
  },
  {
    field: 'coloredTags.0.label',
    method: 'POST',
    url: () => '/api/admin/products',
    body: (b) => ({ ...product, coloredTags: [{ label: `New${b}`, color: 'blue' }] }),
    who: 'admin',
  },
  {
    field: 'description',
    method: 'POST',
    url: () => '/api/coupons/admin/create',
    body: (b) => ({ code: 'SAVE5', type: 'flat', value: 5, description: `Five${b}` }),
    who: 'admin',
  },
  {
    field: 'trackingNumber',
    method: 'PUT',
    url: () => `/api/orders/admin/${id}/status`,
    body: (b) => ({ status: 'packed', trackingNumber: `TRK${b}` }),
    who: 'admin',
  },
  {
    field: 'reply',
    method: 'POST',
    url: () => '/api/contact/admin/reply',
    body: (b) => ({ contactId: id, reply: `Thanks${b}` }),
    who: 'admin',
  },
]

const cookieFor = (who: Who = 'anyone') =>
  who === 'shopper' ? shopper : who === 'admin' ? admin : undefined

describe('text with control characters', () => {
  for (const bad of ['\u0000', '\u0007']) {
    const shown = JSON.stringify(bad)
    it.each(CASES)(`is refused with a 400 naming $field ($method $url) for ${shown}`, async (c) => {
      const response = await call(t.app, c.method, c.url(bad), c.body?.(bad), {
        cookie: cookieFor(c.who),
      })
      expect(response.statusCode).toBe(400)
      expect(response.data.message).toEqual(expect.any(String))
      expect(response.data.errors).toContainEqual({
        path: c.field,
        message: expect.stringMatching(/control characters/),
      })
    })
  }

  it('keeps line breaks and tabs in a multi-line contact message', async () => {
    const response = await call(t.app, 'POST', '/api/contact/submit', {
      ...contact(),
      message: 'First line,\r\nsecond line\n\tand an indented third.',
    })
    expect(response.statusCode).toBe(201)
  })

  it('refuses a line break in a single-line field', async () => {
    const response = await call(t.app, 'POST', '/api/contact/submit', {
      ...contact(),
      subject: 'Hello\nBcc: someone@example.in',
    })
    expect(response.statusCode).toBe(400)
    expect(response.data.errors).toContainEqual({
      path: 'subject',
      message: expect.stringMatching(/control characters/),
    })
  })
})

describe('text with a bidirectional control', () => {
  const OVERRIDE = '\u202e'
  const FORMS = ['/api/auth/register', '/api/user/profile', '/api/contact/submit']
  // What names and addresses go on: the account, the contact form and the invoice's address.
  const shownText = CASES.filter(
    (c) =>
      (FORMS.includes(c.url('')) && c.field !== 'password') ||
      c.field.startsWith('shippingAddress.'),
  ).map((c) => [c.field, c.url(''), c] as const)

  it.each(shownText)('is refused with a 400 naming %s (%s)', async (_field, _url, c) => {
    const response = await call(t.app, c.method, c.url(OVERRIDE), c.body?.(OVERRIDE), {
      cookie: cookieFor(c.who),
    })
    expect(response.statusCode).toBe(400)
    expect(response.data.message).toMatch(
      /^[A-Z][a-z]+ cannot contain invisible characters that change the text's direction$/,
    )
    expect(response.data.errors).toContainEqual({
      path: c.field,
      message: response.data.message,
    })
  })
})
