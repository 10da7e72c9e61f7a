import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { AdminDashboardSchema } from '#domain/admin-dashboard.ts'
import { MessageResponseSchema } from '#domain/api-shapes.ts'
import {
  AdminContactListResponseSchema,
  AdminContactResponseSchema,
  ContactReplyResponseSchema,
  ContactStatsResponseSchema,
} from '#domain/contact.ts'
import { FailingMailResponseSchema } from '#domain/failing-mail.ts'
import {
  GALLERY_MESSAGES,
  GalleryImagesResponseSchema,
  GalleryStatsSchema,
  GalleryUploadResponseSchema,
} from '#domain/gallery.ts'
import {
  AdminProductListResponseSchema,
  AdminProductResponseSchema,
  UploadedImageResponseSchema,
} from '#domain/product/admin-products.ts'
import {
  StockMovementsResponseSchema,
  VariantStockResponseSchema,
} from '#domain/product/admin-variants.ts'
import { AdminReviewListResponseSchema } from '#domain/review.ts'
import {
  contactMessages,
  galleryImages,
  mailOutbox,
  type Product,
  reviews,
} from '../../db/schema/index.ts'
import { buildProduct, insertProducts } from '../../db/seed/product-factory.ts'
import { line, payThroughSimulator, placeOrder } from '../../testing/checkout-fixtures.ts'
import { expectDeclared, type RouteKey } from '../../testing/declared-answers.ts'
import { call } from '../../testing/http.ts'
import { multipart, png } from '../../testing/multipart.ts'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app.ts'
import { createSignedInUser } from '../../testing/user-factory.ts'

let t: TestApp
let admin: string
let product: Product
let contactId: string
beforeAll(async () => {
  t = await createTestApp()
  admin = (await createSignedInUser(t.db, { isAdmin: true })).cookie
  ;[product] = (await insertProducts(t.db, [buildProduct({ name: 'Admin Answer Case' })])) as [
    Product,
  ]
  const shopper = await createSignedInUser(t.db, { name: 'Nisha Kapoor' })
  const created = await placeOrder(t.app, shopper.cookie, [line(product)])
  await payThroughSimulator(t.app, shopper.cookie, created.data.razorpayOrderId as string)
  await t.db.insert(reviews).values({
    productId: product.id,
    userId: shopper.user.id,
    orderId: created.data.orderId as string,
    rating: 5,
    comment: 'Snug fit',
  })
  const [contact] = await t.db
    .insert(contactMessages)
    .values({
      name: 'Kavya Menon',
      email: 'kavya.admin@example.in',
      queryType: 'order',
      subject: 'Where is my order?',
      message: 'I placed an order two days ago and would like an update.',
    })
    .returning()
  contactId = contact!.id
  await t.db.insert(galleryImages).values({ url: '/uploads/gallery/seeded.webp', category: 'shop' })
  // Tried three times and pushed an hour on, so the worker leaves it alone during the test.
  await t.db.insert(mailOutbox).values({
    recipient: 'bounce@example.in',
    subject: 'Your order is confirmed',
    text: 'Thanks',
    html: '<p>Thanks</p>',
    attempts: 3,
    nextAttemptAt: new Date(Date.now() + 3_600_000),
    lastError: 'connect ECONNREFUSED',
  })
})
afterAll(() => t.close())

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(t.app, method, url, body, { cookie: admin })

async function upload(url: string, body: ReturnType<typeof multipart>) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: admin, origin: TEST_ORIGIN, 'content-type': body.contentType },
    payload: body.payload,
  })
  return Object.assign(response, { data: response.json() as Record<string, unknown> })
}

/** A GET route, the URL asked, its schema, and the value its answer must hold. */
function listed<S extends z.ZodType>(
  route: RouteKey,
  url: string,
  schema: S,
  pick: (data: z.infer<S>) => unknown,
  expected: unknown,
) {
  return { route, url, schema, expected, pick: (data: unknown) => pick(schema.parse(data)) }
}

const lists = [
  listed(
    'GET /api/admin/products',
    '/api/admin/products?search=admin%20answer',
    AdminProductListResponseSchema,
    (data) => data.products.map((p) => p.name),
    ['Admin Answer Case'],
  ),
  listed(
    'GET /api/admin/reviews',
    '/api/admin/reviews',
    AdminReviewListResponseSchema,
    (data) => data.reviews.map((r) => r.comment),
    ['Snug fit'],
  ),
  listed(
    'GET /api/contact/admin/submissions',
    '/api/contact/admin/submissions',
    AdminContactListResponseSchema,
    (data) => data.contacts.map((c) => c.name),
    ['Kavya Menon'],
  ),
  listed(
    'GET /api/contact/admin/stats',
    '/api/contact/admin/stats',
    ContactStatsResponseSchema,
    (data) => data.stats.newContacts,
    1,
  ),
  listed(
    'GET /api/admin/dashboard',
    '/api/admin/dashboard',
    AdminDashboardSchema,
    (data) => data.stats.mail.failingMails,
    1,
  ),
  listed(
    'GET /api/admin/mail',
    '/api/admin/mail?status=failing',
    FailingMailResponseSchema,
    (data) => data.mails.map((m) => m.recipient),
    ['bounce@example.in'],
  ),
  listed(
    'GET /api/admin/gallery',
    '/api/admin/gallery',
    GalleryImagesResponseSchema,
    (data) => data.images.map((i) => i.url),
    ['/uploads/gallery/seeded.webp'],
  ),
  listed(
    'GET /api/admin/gallery/stats',
    '/api/admin/gallery/stats',
    GalleryStatsSchema,
    (data) => data.imagesByCategory.shop,
    1,
  ),
]

describe('the admin lists answer what the domain declares', () => {
  it.each(lists)(
    '$route answers its declared shape',
    async ({ route, url, schema, pick, expected }) => {
      const response = await call(t.app, 'GET', url, undefined, { cookie: admin })
      expectDeclared(route, schema, response)
      expect(pick(response.data)).toEqual(expected)
    },
  )
})

describe('the admin changes answer what the domain declares', () => {
  it('creates, edits and deletes a product, and uploads its image', async () => {
    const image = await upload(
      '/api/admin/upload-image',
      multipart([{ field: 'image', name: 'case.png', type: 'image/png', bytes: await png() }]),
    )
    expectDeclared('POST /api/admin/upload-image', UploadedImageResponseSchema, image)
    const imageUrl = UploadedImageResponseSchema.parse(image.data).imageUrl
    expect(imageUrl).toMatch(/^\/uploads\/products\//)

    const form = {
      name: 'Slim Case',
      brand: 'Kavach',
      category: 'cases',
      price: 299,
      image: imageUrl,
    }
    const created = await send('POST', '/api/admin/products', {
      ...form,
      options: [{ name: 'Colour', values: ['Black', 'Blue'] }],
      variants: [
        { sku: 'SLIM-BLACK', options: { Colour: 'Black' }, stock: 4, price: 319 },
        { sku: 'SLIM-BLUE', options: { Colour: 'Blue' }, stock: null },
      ],
    })
    expectDeclared('POST /api/admin/products', AdminProductResponseSchema, created)
    const product = AdminProductResponseSchema.parse(created.data).product
    const id = product._id

    const edited = await send('PUT', `/api/admin/products/${id}`, { ...form, price: 349 })
    expectDeclared('PUT /api/admin/products/:id', AdminProductResponseSchema, edited)
    expect(AdminProductResponseSchema.parse(edited.data).product.price).toBe(349_00)

    const variantId = product.variants[0]!.id
    const adjusted = await send('POST', `/api/admin/variants/${variantId}/stock`, {
      delta: 2,
      reason: 'Found in the back room',
    })
    expectDeclared('POST /api/admin/variants/:id/stock', VariantStockResponseSchema, adjusted)
    expect(VariantStockResponseSchema.parse(adjusted.data).variant.stock).toBe(6)
    const history = await call(
      t.app,
      'GET',
      `/api/admin/variants/${variantId}/movements`,
      undefined,
      {
        cookie: admin,
      },
    )
    expectDeclared('GET /api/admin/variants/:id/movements', StockMovementsResponseSchema, history)
    expect(StockMovementsResponseSchema.parse(history.data).movements.map((m) => m.delta)).toEqual([
      2, 4,
    ])

    const removed = await send('DELETE', `/api/admin/products/${id}`)
    expectDeclared('DELETE /api/admin/products/:id', MessageResponseSchema, removed)
    expect(removed.data.message).toBe('Product deleted')
  })

  it('uploads, moves and deletes gallery banners', async () => {
    const image = await png(80, 40)
    const banner = (name: string) => ({ field: 'images', name, type: 'image/png', bytes: image })
    const uploaded = await upload(
      '/api/admin/gallery/upload',
      multipart([banner('a.png'), banner('b.png')], { category: 'new-arrivals' }),
    )
    expectDeclared('POST /api/admin/gallery/upload', GalleryUploadResponseSchema, uploaded)
    const [first, second] = GalleryUploadResponseSchema.parse(uploaded.data).images
    expect(first?.category).toBe('new-arrivals')

    const moved = await send('PUT', `/api/admin/gallery/${second!._id}/move`, {
      direction: 'earlier',
    })
    expectDeclared('PUT /api/admin/gallery/:id/move', GalleryImagesResponseSchema, moved)
    const order = GalleryImagesResponseSchema.parse(moved.data)
      .images.filter((i) => i.category === 'new-arrivals')
      .map((i) => i._id)
    expect(order).toEqual([second!._id, first!._id])

    const removed = await send('DELETE', `/api/admin/gallery/${first!._id}`, {
      imageUrl: first!.url,
    })
    expectDeclared('DELETE /api/admin/gallery/:id', MessageResponseSchema, removed)
    expect(removed.data.message).toBe(GALLERY_MESSAGES.deleted)
  })

  it('answers, moves and deletes a contact message', async () => {
    const replied = await send('POST', '/api/contact/admin/reply', {
      contactId,
      reply: 'It ships tomorrow.',
    })
    expectDeclared('POST /api/contact/admin/reply', ContactReplyResponseSchema, replied)
    const answered = ContactReplyResponseSchema.parse(replied.data).contact
    expect(answered.status).toBe('in-progress')
    expect(answered.replies.map((r) => r.reply)).toEqual(['It ships tomorrow.'])

    const url = `/api/contact/admin/submissions/${contactId}`
    const moved = await send('PUT', url, { status: 'closed' })
    expectDeclared('PUT /api/contact/admin/submissions/:id', AdminContactResponseSchema, moved)
    const closed = AdminContactResponseSchema.parse(moved.data).contact
    expect(closed.status).toBe('closed')
    expect(closed.replies.map((r) => r.reply)).toEqual(['It ships tomorrow.'])

    const removed = await send('DELETE', url)
    expectDeclared('DELETE /api/contact/admin/submissions/:id', MessageResponseSchema, removed)
    expect(removed.data.message).toBe('Message deleted')
  })
})
