import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  AuthProvidersSchema,
  CurrentUserResponseSchema,
  RegisterResponseSchema,
  UserResponseSchema,
} from '#domain/account.ts'
import { MessageResponseSchema } from '#domain/api-shapes.ts'
import { ContactSubmittedResponseSchema } from '#domain/contact.ts'
import { GalleryImagesResponseSchema } from '#domain/gallery.ts'
import { HealthSchema } from '#domain/health.ts'
import { RazorpaySuccessSchema } from '#domain/payment.ts'
import {
  ProductBrandsResponseSchema,
  ProductDetailResponseSchema,
  ProductListResponseSchema,
} from '#domain/product/product.ts'
import { PhoneModelsResponseSchema } from '#domain/product/phone-model.ts'
import { PHONE_MODEL_OPTION } from '#domain/product/variant.ts'
import { ReviewSubmittedResponseSchema } from '#domain/review.ts'
import {
  galleryImages,
  orders,
  phoneModels,
  type Product,
  productVariants,
} from '../db/schema/index.ts'
import { buildProduct, insertProducts } from '../db/seed/product-factory.ts'
import { line, placeOrder } from '../testing/checkout-fixtures.ts'
import { expectDeclared } from '../testing/declared-answers.ts'
import { call, registrationCookie, sessionCookie } from '../testing/http.ts'
import { useMailingApp } from '../testing/mailing-app.ts'
import { codeIn } from '../testing/smtp-capture.ts'
import { createSignedInUser, createUser, TEST_PASSWORD } from '../testing/user-factory.ts'

const shop = useMailingApp()
let product: Product
beforeAll(async () => {
  ;[product] = (await insertProducts(shop.t.db, [
    buildProduct({ name: 'Answer Armour Case' }),
  ])) as [Product]
})

const get = (url: string, cookie?: string) => call(shop.t.app, 'GET', url, undefined, { cookie })
const post = (url: string, body?: unknown, cookie?: string) =>
  call(shop.t.app, 'POST', url, body, { cookie })

/** Buys `item` through the payment simulator and marks the order delivered, so it may be reviewed. */
async function deliveredPurchase(cookie: string, item: Product) {
  const created = await placeOrder(shop.t.app, cookie, [line(item)])
  const razorpayOrderId = created.data.razorpayOrderId as string
  const paid = RazorpaySuccessSchema.parse(
    (await post('/api/payments/simulator/pay', { razorpayOrderId, outcome: 'success' }, cookie))
      .data,
  )
  const verified = await post(
    '/api/orders/verify-payment',
    {
      razorpayOrderId: paid.razorpay_order_id,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpaySignature: paid.razorpay_signature,
    },
    cookie,
  )
  expect(verified.statusCode).toBe(200)
  await shop.t.db
    .update(orders)
    .set({ status: 'delivered', deliveredAt: new Date() })
    .where(eq(orders.razorpayOrderId, razorpayOrderId))
}

describe('the public routes answer what the domain declares', () => {
  it('says the shop and its database are up', async () => {
    const health = await get('/api/health')
    expectDeclared('GET /api/health', HealthSchema, health)
    expect(health.data).toEqual({ status: 'ok', database: 'up' })
  })

  it('says which sign-in providers are on', async () => {
    const providers = await get('/api/auth/providers')
    expectDeclared('GET /api/auth/providers', AuthProvidersSchema, providers)
    expect(providers.data.google).toBe(false)
  })

  it('lists and shows a product from the catalogue', async () => {
    const list = await get('/api/products?search=answer%20armour')
    expectDeclared('GET /api/products', ProductListResponseSchema, list)
    expect(ProductListResponseSchema.parse(list.data).products.map((p) => p.name)).toEqual([
      'Answer Armour Case',
    ])

    const detail = await get(`/api/products/${product.id}`)
    expectDeclared('GET /api/products/:id', ProductDetailResponseSchema, detail)
    expect(ProductDetailResponseSchema.parse(detail.data).product._id).toBe(product.id)

    const brands = await get('/api/products/brands')
    expectDeclared('GET /api/products/brands', ProductBrandsResponseSchema, brands)
    expect(ProductBrandsResponseSchema.parse(brands.data).brands).toContain(product.brand)
  })

  it('lists the phone models the shop sells for, and products that fit one', async () => {
    const [iphone] = await shop.t.db
      .insert(phoneModels)
      .values({
        brand: 'Apple',
        series: 'Apple',
        name: 'iPhone 16e',
        slug: 'iphone-16e',
        releaseYear: 2025,
      })
      .returning()
    const [fitting] = await insertProducts(shop.t.db, [
      buildProduct({ name: 'Answer Fit Case', price: 649_00 }),
    ])
    await shop.t.db
      .update(productVariants)
      .set({ options: { [PHONE_MODEL_OPTION]: 'iPhone 16e' }, phoneModelId: iphone?.id, stock: 3 })
      .where(eq(productVariants.productId, fitting?.id ?? ''))

    const models = await get('/api/phone-models')
    expectDeclared('GET /api/phone-models', PhoneModelsResponseSchema, models)
    expect(PhoneModelsResponseSchema.parse(models.data).phoneModels).toContainEqual(
      expect.objectContaining({ slug: 'iphone-16e', productCount: 1 }),
    )

    const fits = await get('/api/products?model=iphone-16e')
    expectDeclared('GET /api/products', ProductListResponseSchema, fits)
    const [answer] = ProductListResponseSchema.parse(fits.data).products
    expect(answer?.variants).toEqual([
      expect.objectContaining({ availability: 'low_stock', left: 3, price: 649_00 }),
    ])
  })

  it("shows a category's gallery banners", async () => {
    await shop.t.db
      .insert(galleryImages)
      .values({ url: '/uploads/gallery/answer.webp', category: 'gifts' })
    const gallery = await get('/api/gallery/category/gifts')
    expectDeclared('GET /api/gallery/category/:category', GalleryImagesResponseSchema, gallery)
    expect(GalleryImagesResponseSchema.parse(gallery.data).images.map((i) => i.url)).toContain(
      '/uploads/gallery/answer.webp',
    )
  })

  it('takes a message from the contact form', async () => {
    const sent = await post('/api/contact/submit', {
      name: 'Kavya Menon',
      email: 'kavya.answers@example.in',
      phone: '9876543210',
      queryType: 'order',
      subject: 'Where is my order?',
      message: 'I placed an order two days ago and would like an update.',
    })
    expectDeclared('POST /api/contact/submit', ContactSubmittedResponseSchema, sent)
    expect(ContactSubmittedResponseSchema.parse(sent.data).contact.status).toBe('new')
  })
})

describe('the account routes answer what the domain declares', () => {
  it('registers, verifies the mailed code and resends it', async () => {
    const email = 'answers.register@example.in'
    const registered = await post('/api/auth/register', {
      name: 'Meera Iyer',
      email,
      password: 'meera-pass-42',
    })
    expectDeclared('POST /api/auth/register', RegisterResponseSchema, registered)
    expect(registered.data.email).toBe(email)

    const otp = codeIn(await shop.smtp.lastTo(email))
    const verified = await post(
      '/api/auth/verify-otp',
      { email, otp },
      registrationCookie(registered),
    )
    expectDeclared('POST /api/auth/verify-otp', UserResponseSchema, verified)
    expect(UserResponseSchema.parse(verified.data).user.name).toBe('Meera Iyer')

    const resent = await post('/api/auth/resend-otp', { email })
    expectDeclared('POST /api/auth/resend-otp', MessageResponseSchema, resent)
    expect(resent.data.message).toMatch(/OTP/)
  })

  it('signs in, shows and edits the profile, and signs out', async () => {
    const user = await createUser(shop.t.db, { name: 'Rohan Das' })
    const login = await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })
    expectDeclared('POST /api/auth/login', UserResponseSchema, login)
    const cookie = sessionCookie(login)

    const me = await get('/api/auth/me', cookie)
    expectDeclared('GET /api/auth/me', CurrentUserResponseSchema, me)
    expect(CurrentUserResponseSchema.parse(me.data).user?.email).toBe(user.email)

    const edited = await call(
      shop.t.app,
      'PUT',
      '/api/user/profile',
      { name: 'Rohan Dasgupta', phone: '9876543210' },
      { cookie },
    )
    expectDeclared('PUT /api/user/profile', UserResponseSchema, edited)
    expect(UserResponseSchema.parse(edited.data).user.name).toBe('Rohan Dasgupta')

    const logout = await post('/api/auth/logout', undefined, cookie)
    expectDeclared('POST /api/auth/logout', MessageResponseSchema, logout)
    expect((await get('/api/auth/me', cookie)).data).toEqual({ user: null })
  })

  it('mails a reset code and sets a new password with it', async () => {
    const user = await createUser(shop.t.db)
    const forgot = await post('/api/auth/forgot-password', { email: user.email })
    expectDeclared('POST /api/auth/forgot-password', MessageResponseSchema, forgot)

    const otp = codeIn(await shop.smtp.lastTo(user.email))
    const reset = await post('/api/auth/reset-password', {
      email: user.email,
      otp,
      newPassword: 'a-brand-new-pass',
    })
    expectDeclared('POST /api/auth/reset-password', MessageResponseSchema, reset)
    const login = await post('/api/auth/login', { email: user.email, password: 'a-brand-new-pass' })
    expect(login.statusCode).toBe(200)
  })

  it('takes a review of a delivered product', async () => {
    const { cookie } = await createSignedInUser(shop.t.db, { name: 'Vikram' })
    await deliveredPurchase(cookie, product)
    const review = await post(`/api/products/${product.id}/review`, { rating: 4 }, cookie)
    expectDeclared('POST /api/products/:id/review', ReviewSubmittedResponseSchema, review)
    expect(ReviewSubmittedResponseSchema.parse(review.data).review).toMatchObject({
      rating: 4,
      userName: 'Vikram',
    })
  })
})
