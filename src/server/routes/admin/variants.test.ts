import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VARIANT_MESSAGES } from '#domain/product/admin-variants.ts'
import type { AdminProduct } from '#domain/product/admin-products.ts'
import { STOCK_MOVEMENT_LABELS } from '#domain/product/stock.ts'
import { PHONE_MODEL_OPTION } from '#domain/product/variant.ts'
import { phoneModels, productVariants, stockMovements } from '../../db/schema/index.ts'
import { call } from '../../testing/http.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { createSignedInUser } from '../../testing/user-factory.ts'

let t: TestApp
let admin: string
let customer: string
beforeAll(async () => {
  t = await createTestApp()
  admin = (await createSignedInUser(t.db, { isAdmin: true, name: 'Meera Staff' })).cookie
  customer = (await createSignedInUser(t.db)).cookie
  await t.db.insert(phoneModels).values([
    { brand: 'Apple', series: 'Apple', name: 'iPhone 16', slug: 'iphone-16', releaseYear: 2024 },
    {
      brand: 'Samsung',
      series: 'Samsung',
      name: 'Galaxy S25',
      slug: 'galaxy-s25',
      releaseYear: 2025,
    },
  ])
})
afterAll(() => t.close())

const send = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  call(t.app, method, url, body, { cookie: admin })

let skuCount = 0
const sku = (prefix: string) => `${prefix}-${++skuCount}`

const PRODUCT = {
  name: 'Variant Armour Case',
  brand: 'Kavach',
  category: 'cases',
  price: 499,
  image: '/uploads/products/armour.webp',
}

function phoneCase(prefix: string, overrides: Record<string, unknown> = {}) {
  return {
    ...PRODUCT,
    options: [{ name: PHONE_MODEL_OPTION, values: ['iPhone 16', 'Galaxy S25'] }],
    variants: [
      { sku: sku(prefix), options: { [PHONE_MODEL_OPTION]: 'iPhone 16' }, stock: 10 },
      {
        sku: sku(prefix),
        options: { [PHONE_MODEL_OPTION]: 'Galaxy S25' },
        stock: null,
        price: 549,
        lowStockThreshold: 2,
      },
    ],
    ...overrides,
  }
}

async function create(body: Record<string, unknown>) {
  const response = await send('POST', '/api/admin/products', body)
  expect(response.statusCode, response.data.message).toBe(201)
  return response.data.product as AdminProduct
}

const movements = (variantId: string) =>
  t.db.select().from(stockMovements).where(eq(stockMovements.variantId, variantId))

describe('the product form with options and variants', () => {
  it('creates a product with a variant per phone model, counted and priced as sent', async () => {
    const product = await create(phoneCase('ARM'))
    expect(product.options).toEqual([
      { name: PHONE_MODEL_OPTION, values: ['iPhone 16', 'Galaxy S25'] },
    ])
    expect(product.variants).toMatchObject([
      { options: { [PHONE_MODEL_OPTION]: 'iPhone 16' }, stock: 10, reserved: 0, available: 10 },
      {
        options: { [PHONE_MODEL_OPTION]: 'Galaxy S25' },
        stock: null,
        available: null,
        price: 549,
        originalPrice: null,
        lowStockThreshold: 2,
      },
    ])
    const rows = await t.db
      .select({ phoneModel: phoneModels.slug, price: productVariants.priceOverride })
      .from(productVariants)
      .innerJoin(phoneModels, eq(phoneModels.id, productVariants.phoneModelId))
      .where(eq(productVariants.productId, product.id))
    expect(rows).toEqual(
      expect.arrayContaining([
        { phoneModel: 'iphone-16', price: null },
        { phoneModel: 'galaxy-s25', price: 549_00 },
      ]),
    )
    const [counted] = product.variants
    expect(await movements(counted!.id)).toEqual([
      expect.objectContaining({ kind: 'adjustment', delta: 10, reason: 'Set in the product form' }),
    ])
    const shop = await call(t.app, 'GET', `/api/products/${product.id}`)
    expect(shop.data.product).toMatchObject({ price: 499, inStock: true })
  })

  it('counts a product saved without options from its stock, or leaves it uncounted', async () => {
    // As the admin form sends a new product without options: no option, no variant rows.
    const counted = await create({
      ...PRODUCT,
      name: 'Counted Glass',
      stock: 7,
      options: [],
      variants: [],
    })
    expect(counted.options).toEqual([])
    expect(counted.variants).toMatchObject([{ options: {}, stock: 7, available: 7 }])
    const uncounted = await create({ ...PRODUCT, name: 'Uncounted Glass' })
    expect(uncounted.variants).toMatchObject([{ stock: null, available: null }])

    // Editing with the spec's form leaves the variants as they are.
    const edited = await send('PUT', `/api/admin/products/${counted.id}`, {
      ...PRODUCT,
      name: 'Counted Glass',
      price: 599,
    })
    expect(edited.data.product).toMatchObject({ price: 599, variants: [{ stock: 7 }] })
    // Given a stock, it counts the one variant anew, and the stock history says so.
    const recounted = await send('PUT', `/api/admin/products/${counted.id}`, {
      ...PRODUCT,
      name: 'Counted Glass',
      stock: 12,
    })
    expect(recounted.data.product).toMatchObject({ variants: [{ stock: 12, available: 12 }] })
    const several = await create(phoneCase('SEV'))
    const refused = await send('PUT', `/api/admin/products/${several.id}`, {
      ...PRODUCT,
      name: several.name,
      stock: 3,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.data.message).toBe(VARIANT_MESSAGES.stockPerVariant)
  })

  it('edits variants by id, adds new ones, removes the rest and records each stock change', async () => {
    const product = await create(phoneCase('EDT'))
    const [iphone, galaxy] = product.variants
    const updated = await send('PUT', `/api/admin/products/${product.id}`, {
      ...PRODUCT,
      options: [
        { name: PHONE_MODEL_OPTION, values: ['iPhone 16', 'Galaxy S25'] },
        { name: 'Colour', values: ['Black'] },
      ],
      variants: [
        {
          id: iphone!.id,
          sku: iphone!.sku,
          options: { [PHONE_MODEL_OPTION]: 'iPhone 16', Colour: 'Black' },
          stock: 4,
        },
        {
          sku: sku('EDT'),
          options: { [PHONE_MODEL_OPTION]: 'Galaxy S25', Colour: 'Black' },
          stock: 3,
        },
      ],
    })
    expect(updated.statusCode, updated.data.message).toBe(200)
    const variants = (updated.data.product as AdminProduct).variants
    expect(variants.map((v) => [v.id === iphone!.id, v.stock])).toEqual([
      [true, 4],
      [false, 3],
    ])
    expect(
      await t.db.select().from(productVariants).where(eq(productVariants.id, galaxy!.id)),
    ).toEqual([])
    expect((await movements(iphone!.id)).map((m) => m.delta).sort()).toEqual([-6, 10])
  })

  it("keeps a saved variant's count when the form leaves its stock out", async () => {
    const product = await create(phoneCase('KEP'))
    const [iphone, galaxy] = product.variants
    // A sale while the form is open: the form never saw it.
    await t.db.update(productVariants).set({ stock: 9 }).where(eq(productVariants.id, iphone!.id))
    const saved = await send('PUT', `/api/admin/products/${product.id}`, {
      ...phoneCase('KEP'),
      variants: [iphone, galaxy].map((v) => ({ id: v!.id, sku: v!.sku, options: v!.options })),
    })
    expect(saved.statusCode, saved.data.message).toBe(200)
    expect((saved.data.product as AdminProduct).variants.map((v) => v.stock)).toEqual([9, null])
    expect(await movements(iphone!.id)).toHaveLength(1)
  })

  it('lets two variants swap their SKUs', async () => {
    const product = await create(phoneCase('SWP'))
    const [a, b] = product.variants
    const swapped = await send('PUT', `/api/admin/products/${product.id}`, {
      ...phoneCase('SWP'),
      variants: [
        { id: a!.id, sku: b!.sku, options: a!.options, stock: a!.stock },
        { id: b!.id, sku: a!.sku, options: b!.options, stock: b!.stock },
      ],
    })
    expect(swapped.statusCode, swapped.data.message).toBe(200)
    expect((swapped.data.product as AdminProduct).variants.map((v) => v.sku)).toEqual([
      b!.sku,
      a!.sku,
    ])
  })

  it("refuses a SKU another product's variant uses, naming it", async () => {
    const first = await create(phoneCase('DUP'))
    const taken = first.variants[0]!.sku
    const body = phoneCase('DUP')
    body.variants[1]!.sku = taken.toLowerCase()
    const response = await send('POST', '/api/admin/products', body)
    expect(response.statusCode).toBe(409)
    expect(response.data.message).toBe(VARIANT_MESSAGES.skuTaken(taken))
  })

  it('refuses negative stock, bad SKUs, unknown models, mismatched option values and one variant twice', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ stock: -1 }, 400, VARIANT_MESSAGES.negativeStock],
      [
        phoneCase('BAD', {
          variants: [{ sku: 'BAD-X', options: { [PHONE_MODEL_OPTION]: 'iPhone 16' }, stock: -2 }],
        }),
        400,
        VARIANT_MESSAGES.negativeStock,
      ],
      [
        phoneCase('BAD', {
          variants: [{ sku: 'BAD X', options: { [PHONE_MODEL_OPTION]: 'iPhone 16' }, stock: 1 }],
        }),
        400,
        VARIANT_MESSAGES.skuFormat,
      ],
      [
        phoneCase('BAD', {
          options: [{ name: PHONE_MODEL_OPTION, values: ['Nokia 3310'] }],
          variants: [{ sku: 'BAD-Y', options: { [PHONE_MODEL_OPTION]: 'Nokia 3310' }, stock: 1 }],
        }),
        400,
        VARIANT_MESSAGES.unknownPhoneModel('Nokia 3310'),
      ],
      [
        phoneCase('BAD', {
          variants: [{ sku: 'BAD-Z', options: { [PHONE_MODEL_OPTION]: 'Pixel 9' }, stock: 1 }],
        }),
        400,
        'Pixel 9 is not a Phone model of this product',
      ],
      [
        phoneCase('BAD', {
          variants: [
            { sku: 'BAD-1', options: { [PHONE_MODEL_OPTION]: 'iPhone 16' }, stock: 1 },
            { sku: 'BAD-2', options: { [PHONE_MODEL_OPTION]: 'iPhone 16' }, stock: 1 },
          ],
        }),
        400,
        'Two variants are both iPhone 16',
      ],
      [
        phoneCase('BAD', {
          options: [
            { name: 'Colour', values: ['Red'] },
            { name: 'Colour', values: ['Blue'] },
          ],
        }),
        400,
        'Option names must differ',
      ],
      [phoneCase('BAD', { variants: undefined }), 400, VARIANT_MESSAGES.optionsWithoutVariants],
      [
        phoneCase('BAD', {
          options: [{ name: PHONE_MODEL_OPTION, values: ['iPhone 16', 'Pixel 9'] }],
          variants: ['iPhone 16', 'Pixel 9'].map((model, i) => ({
            id: '00000000-0000-4000-8000-000000000001',
            sku: `BAD-${i}`,
            options: { [PHONE_MODEL_OPTION]: model },
            stock: 1,
          })),
        }),
        400,
        VARIANT_MESSAGES.sameVariantTwice,
      ],
    ]
    for (const [body, status, message] of cases) {
      const response = await send('POST', '/api/admin/products', { ...PRODUCT, ...body })
      expect(response.statusCode, message).toBe(status)
      const said = [
        response.data.message,
        ...((response.data.errors ?? []) as { message: string }[]).map((e) => e.message),
      ]
      expect(said, message).toContain(message)
    }
  })

  it("won't set stock below, or remove, units unpaid orders hold", async () => {
    const product = await create(phoneCase('RSV'))
    const [iphone, galaxy] = product.variants
    await t.db
      .update(productVariants)
      .set({ reserved: 3 })
      .where(eq(productVariants.id, iphone!.id))
    const body = phoneCase('RSV')
    const lower = await send('PUT', `/api/admin/products/${product.id}`, {
      ...body,
      variants: [
        { ...body.variants[0], id: iphone!.id, sku: iphone!.sku, stock: 2 },
        { ...body.variants[1], id: galaxy!.id, sku: galaxy!.sku },
      ],
    })
    expect(lower.statusCode).toBe(409)
    expect(lower.data.message).toBe(VARIANT_MESSAGES.reservedBelow('iPhone 16', 3))
    const removed = await send('PUT', `/api/admin/products/${product.id}`, {
      ...body,
      variants: [{ ...body.variants[1], id: galaxy!.id, sku: galaxy!.sku }],
    })
    expect(removed.statusCode).toBe(409)
    expect(removed.data.message).toBe(VARIANT_MESSAGES.removeReserved('iPhone 16', 3))
    expect(await movements(iphone!.id)).toHaveLength(1)
  })
})

describe('adjusting stock by hand', () => {
  it('adds and takes away units, writing who did it and why to the stock history', async () => {
    const product = await create(phoneCase('ADJ'))
    const [iphone, galaxy] = product.variants
    const added = await send('POST', `/api/admin/variants/${iphone!.id}/stock`, {
      delta: 5,
      reason: 'Delivery from supplier',
    })
    expect(added.statusCode).toBe(200)
    expect(added.data.variant).toMatchObject({ stock: 15, reserved: 0, available: 15 })
    await t.db
      .update(productVariants)
      .set({ reserved: 4 })
      .where(eq(productVariants.id, iphone!.id))
    const tooMany = await send('POST', `/api/admin/variants/${iphone!.id}/stock`, {
      delta: -12,
      reason: 'Damaged',
    })
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.data.message).toBe(VARIANT_MESSAGES.reservedBelow('iPhone 16', 4))
    const taken = await send('POST', `/api/admin/variants/${iphone!.id}/stock`, {
      delta: -11,
      reason: 'Damaged in the monsoon',
    })
    expect(taken.data.variant).toMatchObject({ stock: 4, reserved: 4, available: 0 })

    const history = await send('GET', `/api/admin/variants/${iphone!.id}/movements?limit=2`)
    expect(history.statusCode).toBe(200)
    expect(history.data).toMatchObject({ total: 3, page: 1, limit: 2 })
    expect(history.data.movements).toMatchObject([
      {
        kind: 'adjustment',
        label: STOCK_MOVEMENT_LABELS.adjustment,
        delta: -11,
        reason: 'Damaged in the monsoon',
        orderNumber: null,
        staffName: 'Meera Staff',
      },
      { delta: 5, reason: 'Delivery from supplier', staffName: 'Meera Staff' },
    ])

    // An uncounted variant starts counting from the units added.
    const negative = await send('POST', `/api/admin/variants/${galaxy!.id}/stock`, {
      delta: -1,
      reason: 'Lost',
    })
    expect(negative.statusCode).toBe(409)
    expect(negative.data.message).toBe(VARIANT_MESSAGES.startUntrackedNegative)
    const started = await send('POST', `/api/admin/variants/${galaxy!.id}/stock`, {
      delta: 2,
      reason: 'First count',
    })
    expect(started.data.variant).toMatchObject({ stock: 2, available: 2 })
  })

  it('answers 400 for a bad body, 404 for an unknown variant, 401 and 403 for others', async () => {
    const product = await create(phoneCase('AUT'))
    const url = `/api/admin/variants/${product.variants[0]!.id}/stock`
    const body = { delta: 1, reason: 'Found one' }
    expect((await send('POST', url, { delta: 0, reason: 'x' })).statusCode).toBe(400)
    expect((await send('POST', url, { delta: 1.5, reason: 'x' })).statusCode).toBe(400)
    expect((await send('POST', url, { delta: 1, reason: '' })).statusCode).toBe(400)
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect((await send('POST', `/api/admin/variants/${unknown}/stock`, body)).statusCode).toBe(404)
    expect((await send('GET', `/api/admin/variants/${unknown}/movements`)).statusCode).toBe(404)
    expect((await call(t.app, 'POST', url, body)).statusCode).toBe(401)
    expect((await call(t.app, 'POST', url, body, { cookie: customer })).statusCode).toBe(403)
    const history = `/api/admin/variants/${product.variants[0]!.id}/movements`
    expect((await call(t.app, 'GET', history)).statusCode).toBe(401)
    expect((await call(t.app, 'GET', history, undefined, { cookie: customer })).statusCode).toBe(
      403,
    )
  })
})

describe('low stock', () => {
  it('counts and lists counted variants at or below their threshold, sold out first', async () => {
    const product = await create({
      ...phoneCase('LOW'),
      name: 'Low Stock Case',
      variants: [
        { sku: 'LOW-A', options: { [PHONE_MODEL_OPTION]: 'iPhone 16' }, stock: 2 },
        { sku: 'LOW-B', options: { [PHONE_MODEL_OPTION]: 'Galaxy S25' }, stock: 0 },
      ],
    })
    const plenty = await create({ ...PRODUCT, name: 'Plenty Case', stock: 50 })
    const dashboard = await send('GET', '/api/admin/dashboard')
    const low = dashboard.data.lowStock as { count: number; variants: { sku: string }[] }
    const ours = low.variants.filter((v) => v.sku.startsWith('LOW-'))
    expect(ours).toEqual([
      {
        productId: product.id,
        productName: 'Low Stock Case',
        variantId: product.variants[1]!.id,
        label: 'Galaxy S25',
        sku: 'LOW-B',
        available: 0,
        threshold: 5,
      },
      expect.objectContaining({ sku: 'LOW-A', label: 'iPhone 16', available: 2 }),
    ])
    expect(low.count).toBeGreaterThanOrEqual(2)
    expect(low.variants.some((v) => v.sku === plenty.variants[0]!.sku)).toBe(false)

    const list = await send('GET', '/api/admin/products?stock=low&search=case')
    const names = (list.data.products as AdminProduct[]).map((p) => p.name)
    expect(names).toContain('Low Stock Case')
    expect(names).not.toContain('Plenty Case')
    expect((await send('GET', '/api/admin/products?stock=high')).statusCode).toBe(400)
  })
})
