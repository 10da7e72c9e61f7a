import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultSku } from '#domain/product/variant.ts'
import { products, productVariants } from '../../db/schema/index.ts'
import { call } from '../../testing/http.ts'
import { multipart, png } from '../../testing/multipart.ts'
import { TEST_ORIGIN, createTestApp, type TestApp } from '../../testing/test-app.ts'
import { createSignedInUser } from '../../testing/user-factory.ts'

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await createTestApp()
  admin = (await createSignedInUser(t.db, { isAdmin: true })).cookie
})
afterAll(() => t.close())

const PRODUCT = {
  name: 'Kavach Armour Case',
  brand: 'Kavach',
  category: 'cases',
  price: 499,
  originalPrice: 799,
  image: '/uploads/products/armour.webp',
  features: ['Military drop tested', 'Raised lip'],
  coloredTags: [{ label: 'Bestseller', color: 'green' }],
  inStock: true,
  isNewProduct: true,
  isGift: false,
  isFeatured: true,
  isOnSale: true,
  isTopRated: false,
}

async function upload(url: string, body: ReturnType<typeof multipart>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: admin, origin: TEST_ORIGIN, 'content-type': body.contentType },
    payload: body.payload,
  })
}

describe('admin products', () => {
  it('creates, lists, updates and deletes a product, keeping rating to real reviews', async () => {
    const created = await call(
      t.app,
      'POST',
      '/api/admin/products',
      { ...PRODUCT, rating: 5 },
      { cookie: admin },
    )
    expect(created.statusCode).toBe(201)
    const product = created.data.product as { id: string; rating: number; price: number }
    expect(product).toMatchObject({
      name: 'Kavach Armour Case',
      price: 499,
      originalPrice: 799,
      rating: 0,
      // Every product is sold as a variant; one saved without options gets one, not counted.
      options: [],
      variants: [
        {
          sku: defaultSku(product.id),
          options: {},
          stock: null,
          reserved: 0,
          available: null,
          price: null,
          originalPrice: null,
          image: null,
          lowStockThreshold: 5,
        },
      ],
    })
    expect(
      await t.db.select().from(productVariants).where(eq(productVariants.productId, product.id)),
    ).toEqual([expect.objectContaining({ stock: null, reserved: 0, lowStockThreshold: 5 })])

    const list = await call(
      t.app,
      'GET',
      '/api/admin/products?search=armour&category=cases',
      undefined,
      { cookie: admin },
    )
    expect((list.data.products as { id: string }[]).map((p) => p.id)).toEqual([product.id])

    const updated = await call(
      t.app,
      'PUT',
      `/api/admin/products/${product.id}`,
      { ...PRODUCT, price: 549 },
      { cookie: admin },
    )
    expect(updated.data.product).toMatchObject({ id: product.id, price: 549 })

    expect(
      (
        await call(t.app, 'DELETE', `/api/admin/products/${product.id}`, undefined, {
          cookie: admin,
        })
      ).statusCode,
    ).toBe(200)
    expect(await t.db.select().from(products).where(eq(products.id, product.id))).toEqual([])
    expect(
      (
        await call(t.app, 'DELETE', `/api/admin/products/${product.id}`, undefined, {
          cookie: admin,
        })
      ).statusCode,
    ).toBe(404)
  })

  it('hides a product from the shop once its stock is toggled off, leaving its count alone', async () => {
    const created = await call(
      t.app,
      'POST',
      '/api/admin/products',
      { ...PRODUCT, name: 'Toggle Case', stock: 3 },
      { cookie: admin },
    )
    const product = created.data.product as Record<string, unknown> & { id: string }
    const shop = async () =>
      ((await call(t.app, 'GET', '/api/products?search=toggle')).data.products as unknown[]).length
    expect(await shop()).toBe(1)
    // The toggle sends the product back without its variants, as the admin screen does.
    const { id, _id, rating, reviews, createdAt, options, variants, ...form } = product
    const toggle = (inStock: boolean) =>
      call(t.app, 'PUT', `/api/admin/products/${id}`, { ...form, inStock }, { cookie: admin })
    await toggle(false)
    expect(await shop()).toBe(0)
    const counted = () =>
      t.db
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.productId, id))
    expect(await counted()).toEqual([{ stock: 3 }])
    const outOfStock = await call(
      t.app,
      'GET',
      '/api/admin/products?inStock=false&search=toggle',
      undefined,
      { cookie: admin },
    )
    expect(outOfStock.data.total).toBe(1)
    await toggle(true)
    expect(await shop()).toBe(1)
    expect(await counted()).toEqual([{ stock: 3 }])
  })

  it('checks every product form rule at its boundary', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'Please fill in all required fields'],
      [{ brand: '   ' }, 'Please fill in all required fields'],
      [{ image: '' }, 'Please fill in all required fields'],
      [{ price: 0 }, 'Price must be greater than 0'],
      [{ name: 'A' }, 'Name must be at least 2 characters'],
      [{ name: 'x'.repeat(51) }, 'Name must be at most 50 characters'],
      [
        { coloredTags: [{ label: 'X', color: 'green' }] },
        'Tag label must be at least 2 characters',
      ],
      [{ coloredTags: [{ label: 'Hot', color: 'orange' }] }, 'Unknown tag colour'],
      [{ originalPrice: -1 }, 'Original price cannot be negative'],
      [{ subcategory: 'desk-setup' }, 'Only work essentials have subcategories'],
      [{ weightGrams: 0 }, 'Weight must be at least 1 g'],
      [{ weightGrams: 30_001 }, 'Weight must be at most 30 kg'],
      [{ weightGrams: 12.5 }, 'Weight must be a whole number of grams'],
      [{ description: 'x'.repeat(4_001) }, 'Description must be at most 4000 characters'],
      [
        { description: 'Bold\u202etext' },
        "Description cannot contain invisible characters that change the text's direction",
      ],
    ]
    for (const [change, message] of cases) {
      const response = await call(
        t.app,
        'POST',
        '/api/admin/products',
        { ...PRODUCT, ...change },
        { cookie: admin },
      )
      expect(response.statusCode, JSON.stringify(change)).toBe(400)
      expect(response.data.message).toBe(message)
    }
    const edge = await call(
      t.app,
      'POST',
      '/api/admin/products',
      {
        ...PRODUCT,
        name: 'Ab',
        price: 0.01,
        category: 'work-essentials',
        subcategory: 'desk-setup',
        weightGrams: 30_000,
      },
      { cookie: admin },
    )
    expect(edge.statusCode).toBe(201)
    expect(edge.data.product).toMatchObject({ weightGrams: 30_000 })
  })

  it('bounds the price and original price at ₹4,00,000 so no cart can overflow', async () => {
    const post = (change: object) =>
      call(t.app, 'POST', '/api/admin/products', { ...PRODUCT, ...change }, { cookie: admin })
    const price = await post({ price: 400_000.01, originalPrice: null })
    expect(price.statusCode).toBe(400)
    expect(price.data.message).toBe('Price must be at most ₹4,00,000')
    const original = await post({ originalPrice: 10_000_000 })
    expect(original.statusCode).toBe(400)
    expect(original.data.message).toBe('Original price must be at most ₹4,00,000')
    expect((await post({ price: 400_000, originalPrice: 400_000 })).statusCode).toBe(201)
  })

  it('keeps a description staff wrote, shows it on the product page, and clears it when emptied', async () => {
    const description = 'Tough and slim.\n\n- Drop tested to 2 m\n- <b>Raised</b> lip'
    const created = await call(
      t.app,
      'POST',
      '/api/admin/products',
      { ...PRODUCT, description },
      { cookie: admin },
    )
    expect(created.statusCode).toBe(201)
    const id = (created.data.product as { id: string }).id
    expect(created.data.product).toMatchObject({ description })
    const shown = async () =>
      ((await call(t.app, 'GET', `/api/products/${id}`)).data.product as { description: unknown })
        .description

    expect(await shown()).toBe(description)
    // An edit that doesn't speak of it (the spec's form) keeps it.
    const kept = await call(t.app, 'PUT', `/api/admin/products/${id}`, PRODUCT, { cookie: admin })
    expect(kept.data.product).toMatchObject({ description })
    const emptied = await call(
      t.app,
      'PUT',
      `/api/admin/products/${id}`,
      { ...PRODUCT, description: '  ' },
      { cookie: admin },
    )
    expect(emptied.data.product).toMatchObject({ description: null })
    expect(await shown()).toBeNull()
  })
})

describe('POST /api/admin/upload-image', () => {
  it('re-encodes an image to WebP and serves it', async () => {
    const response = await upload(
      '/api/admin/upload-image',
      multipart([{ field: 'image', name: 'case.png', type: 'image/png', bytes: await png() }]),
    )
    expect(response.statusCode).toBe(201)
    const { imageUrl } = response.json() as { imageUrl: string }
    expect(imageUrl).toMatch(/^\/uploads\/products\/[\w-]+\.webp$/)
    const served = await t.app.inject({ url: imageUrl })
    expect(served.statusCode).toBe(200)
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp')
  })

  it('refuses a renamed text file and an SVG with 415, a 6 MB file with 413', async () => {
    const text = multipart([
      {
        field: 'image',
        name: 'photo.png',
        type: 'image/png',
        bytes: Buffer.from('just some text, honestly'),
      },
    ])
    expect((await upload('/api/admin/upload-image', text)).statusCode).toBe(415)
    const svg = multipart([
      {
        field: 'image',
        name: 'logo.svg',
        type: 'image/svg+xml',
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
      },
    ])
    expect((await upload('/api/admin/upload-image', svg)).statusCode).toBe(415)
    const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024)])
    const huge = await upload(
      '/api/admin/upload-image',
      multipart([{ field: 'image', name: 'big.png', type: 'image/png', bytes: big }]),
    )
    expect(huge.statusCode).toBe(413)
    expect(huge.json()).toHaveProperty('message')
  })
})
