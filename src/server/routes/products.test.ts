import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  galleryImages,
  type NewProduct,
  orderItems,
  orders,
  products,
  reviews,
} from '../db/schema/index.ts'
import { buildProduct, insertProducts } from '../db/seed/product-factory.ts'
import { call, sessionCookie } from '../testing/http.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { createUser, TEST_PASSWORD } from '../testing/user-factory.ts'

let t: TestApp
const day = (n: number) => new Date(Date.UTC(2026, 10, n))

const CATALOGUE: NewProduct[] = [
  buildProduct({
    name: 'Aurora Clear Case',
    brand: 'Spigen',
    category: 'cases',
    price: 338_14,
    rating: 4.7,
    createdAt: day(1),
  }),
  buildProduct({
    name: 'Bolt 65W GaN Charger',
    brand: 'Anker',
    category: 'chargers',
    price: 3299_00,
    originalPrice: 4299_00,
    rating: 4.8,
    features: ['65W GaN PD 3.0'],
    createdAt: day(2),
  }),
  buildProduct({
    name: 'Crystal Glass',
    brand: 'Kavach Essentials',
    category: 'tempered-glass',
    price: 337_29,
    rating: 3.9,
    isNewProduct: true,
    createdAt: day(3),
  }),
  buildProduct({
    name: 'Desk Mat 100%',
    brand: 'Kavach Essentials',
    category: 'work-essentials',
    subcategory: 'desk-setup',
    price: 899_00,
    rating: 4.4,
    isGift: true,
    createdAt: day(4),
  }),
  buildProduct({
    name: 'Echo Earbuds',
    brand: 'boAt',
    category: 'accessories',
    price: 1499_00,
    rating: 4.1,
    isGift: true,
    isNewProduct: true,
    createdAt: day(5),
  }),
  buildProduct({
    name: 'Faded Folio',
    brand: 'Stuffcool',
    category: 'cases',
    price: 1499_00,
    rating: 4.0,
    inStock: false,
    createdAt: day(6),
  }),
]

beforeAll(async () => {
  t = await createTestApp()
  await insertProducts(t.db, CATALOGUE)
})
afterAll(() => t.close())

async function list(query = '') {
  const response = await call(t.app, 'GET', `/api/products${query}`)
  return response as typeof response & { data: { products: { name: string }[]; total: number } }
}
const names = async (query: string) => (await list(query)).data.products.map((p) => p.name)

describe('GET /api/products', () => {
  it('lists in-stock products newest first, in rupees, with id and _id', async () => {
    const response = await list('?limit=1000&sortBy=createdAt&sortOrder=desc')
    expect(response.statusCode).toBe(200)
    expect(response.data).toMatchObject({ total: 5, page: 1, limit: 1000 })
    expect(response.data.products.map((p) => p.name)).toEqual([
      'Echo Earbuds',
      'Desk Mat 100%',
      'Crystal Glass',
      'Bolt 65W GaN Charger',
      'Aurora Clear Case',
    ])
    const bolt = response.data.products[3] as unknown as Record<string, unknown>
    expect(bolt).toMatchObject({
      price: 3299,
      originalPrice: 4299,
      reviews: 12,
      category: 'chargers',
    })
    expect(bolt._id).toBe(bolt.id)
  })

  it('filters by category, subcategory, new, gifts, brand and rating', async () => {
    expect(await names('?category=cases')).toEqual(['Aurora Clear Case'])
    expect(await names('?category=work-essentials&subcategory=desk-setup')).toEqual([
      'Desk Mat 100%',
    ])
    expect(await names('?filter=new')).toEqual(['Echo Earbuds', 'Crystal Glass'])
    expect(await names('?filter=gifts')).toEqual(['Echo Earbuds', 'Desk Mat 100%'])
    expect(await names('?brand=kavach%20essentials')).toEqual(['Desk Mat 100%', 'Crystal Glass'])
    expect(await names('?minRating=4.5')).toEqual(['Bolt 65W GaN Charger', 'Aurora Clear Case'])
  })

  it('filters by the tax-inclusive price the shopper sees, to the rupee', async () => {
    // Aurora shows ₹399, Crystal shows ₹398.
    expect(await names('?minPrice=399&maxPrice=399')).toEqual(['Aurora Clear Case'])
    expect(await names('?maxPrice=398')).toEqual(['Crystal Glass'])
    expect(await names('?minPrice=400&maxPrice=1100')).toEqual(['Desk Mat 100%'])
    expect(await names('?minPrice=&maxPrice=')).toHaveLength(5)
  })

  it.each([
    ['aurora', ['Aurora Clear Case']],
    ['ANKER', ['Bolt 65W GaN Charger']],
    ['tempered', ['Crystal Glass']],
    ['pd 3.0', ['Bolt 65W GaN Charger']],
    ['100%', ['Desk Mat 100%']],
    ['zzz', []],
  ])('searches name, brand, category and features for "%s"', async (term, expected) => {
    expect(await names(`?search=${encodeURIComponent(term)}`)).toEqual(expected)
  })

  it('lists the brands a shopper can buy from, sorted, without those only out of stock', async () => {
    const response = await call(t.app, 'GET', '/api/products/brands')
    expect(response.statusCode).toBe(200)
    expect(response.data).toEqual({ brands: ['Anker', 'boAt', 'Kavach Essentials', 'Spigen'] })
  })

  it('sorts by name, price and rating', async () => {
    expect(await names('?sortBy=name&sortOrder=asc')).toEqual([
      'Aurora Clear Case',
      'Bolt 65W GaN Charger',
      'Crystal Glass',
      'Desk Mat 100%',
      'Echo Earbuds',
    ])
    expect((await names('?sortBy=price&sortOrder=asc'))[0]).toBe('Crystal Glass')
    expect((await names('?sortBy=price&sortOrder=desc'))[0]).toBe('Bolt 65W GaN Charger')
    expect((await names('?sortBy=rating&sortOrder=desc')).slice(0, 2)).toEqual([
      'Bolt 65W GaN Charger',
      'Aurora Clear Case',
    ])
  })

  it('pages through the results', async () => {
    const second = await list('?sortBy=name&sortOrder=asc&limit=2&page=2')
    expect(second.data).toMatchObject({ total: 5, page: 2, limit: 2 })
    expect(second.data.products.map((p) => p.name)).toEqual(['Crystal Glass', 'Desk Mat 100%'])
  })

  it('searches a list once for every page and page size of it, and again for another order or filter', async () => {
    const cache = t.app.catalogueCache
    const matches = cache.matches
    let reads = 0
    const asked = vi.spyOn(cache, 'matches').mockImplementation((key, load) =>
      matches(key, () => {
        reads += 1
        return load()
      }),
    )
    cache.changed(true)
    const pages = [
      await list('?limit=2&sortBy=name&sortOrder=desc'),
      await list('?limit=2&page=2&sortBy=name&sortOrder=desc'),
      await list('?limit=3&sortBy=name&sortOrder=desc'),
    ]
    expect(pages.map((response) => response.data.total)).toEqual([5, 5, 5])
    expect(pages.map((response) => response.data.products.map((p) => p.name))).toEqual([
      ['Echo Earbuds', 'Desk Mat 100%'],
      ['Crystal Glass', 'Bolt 65W GaN Charger'],
      ['Echo Earbuds', 'Desk Mat 100%', 'Crystal Glass'],
    ])
    expect(asked).toHaveBeenCalledTimes(3)
    expect(reads).toBe(1)
    expect((await list('?limit=2&sortBy=price')).data.total).toBe(5)
    expect((await list('?limit=2&sortBy=name&sortOrder=desc&minRating=4')).data.total).toBe(4)
    expect(reads).toBe(3)
    asked.mockRestore()
  })

  it.each([
    ['?category=phones', 'Unknown category'],
    ['?subcategory=kitchen', 'Unknown subcategory'],
    ['?filter=sale', 'Unknown filter'],
    ['?minPrice=abc', 'Min price must be a number'],
    ['?minPrice=-5', 'Min price cannot be negative'],
    ['?minPrice=500&maxPrice=100', 'Max price must be at least the min price'],
    ['?limit=1001', undefined],
    ['?page=0', undefined],
    ['?sortBy=colour', 'Unknown sort'],
  ])('refuses %s with a 400', async (query, message) => {
    const response = await list(query)
    expect(response.statusCode).toBe(400)
    if (message) expect(response.data.message).toBe(message)
  })

  it('answers products asked for by id, in stock or not', async () => {
    const all = await t.db.select().from(products)
    const wanted = all.filter((p) => ['Faded Folio', 'Echo Earbuds'].includes(p.name))
    const names = (
      await list(`?ids=${wanted.map((p) => p.id).join(',')}&sortBy=name&sortOrder=asc`)
    ).data.products.map((p) => p.name)
    expect(names).toEqual(['Echo Earbuds', 'Faded Folio'])
    expect((await list('?ids=not-a-uuid')).data.message).toBe('Product ids must be UUIDs')
  })

  it('shows out-of-stock products only to an admin who asks', async () => {
    expect(await names('?stock=all&category=cases')).toEqual(['Aurora Clear Case'])
    const admin = await createUser(t.db, { isAdmin: true })
    const login = await call(t.app, 'POST', '/api/auth/login', {
      email: admin.email,
      password: TEST_PASSWORD,
    })
    const response = await call(t.app, 'GET', '/api/products?stock=all&category=cases', undefined, {
      cookie: sessionCookie(login),
    })
    expect((response.data.products as { name: string }[]).map((p) => p.name)).toEqual([
      'Faded Folio',
      'Aurora Clear Case',
    ])
  })
})

describe('GET /api/products/:id', () => {
  it('answers one product, in stock or not', async () => {
    const [folio] = await t.db
      .select()
      .from(products)
      .where(sql`${products.name} = 'Faded Folio'`)
    const response = await call(t.app, 'GET', `/api/products/${folio?.id}`)
    expect(response.data.product).toMatchObject({
      name: 'Faded Folio',
      inStock: false,
      price: 1499,
    })
  })

  it('answers the approved reviews only, newest first, with the reviewer name and the options they bought', async () => {
    const [product] = await t.db
      .select()
      .from(products)
      .where(sql`${products.name} = 'Echo Earbuds'`)
    const buyer = await createUser(t.db, { name: 'Neel Shah' })
    const order = async (orderNumber: string, variant?: string) => {
      const [row] = await t.db
        .insert(orders)
        .values({
          orderNumber,
          userId: buyer.id,
          status: 'delivered',
          paymentStatus: 'paid',
          subtotal: 1769_00,
          tax: 270_00,
          shipping: 0,
          total: 1769_00,
          shippingAddress: {
            name: 'Neel Shah',
            phone: '9876543210',
            address: '12 MG Road',
            city: 'Pune',
            state: 'Maharashtra',
            pincode: '411001',
          },
        })
        .returning()
      if (variant) {
        await t.db.insert(orderItems).values({
          orderId: row?.id ?? '',
          productId: product?.id ?? null,
          productSnapshot: { name: 'Echo Earbuds', image: '', brand: 'Echo', variant },
          quantity: 1,
          unitPrice: 1499_00,
          unitDisplayPrice: 1769_00,
          hsnCode: '851830',
        })
      }
      return row?.id ?? ''
    }
    await t.db.insert(reviews).values([
      {
        productId: product?.id ?? '',
        userId: buyer.id,
        orderId: await order('KV-T-1'),
        rating: 5,
        comment: 'Great bass',
        createdAt: day(10),
      },
      {
        productId: product?.id ?? '',
        userId: buyer.id,
        orderId: await order('KV-T-2', 'Black'),
        rating: 4,
        comment: 'Good',
        createdAt: day(12),
      },
      {
        productId: product?.id ?? '',
        userId: buyer.id,
        orderId: await order('KV-T-3'),
        rating: 1,
        comment: 'Hidden',
        status: 'rejected',
      },
    ])
    const response = await call(t.app, 'GET', `/api/products/${product?.id}`)
    expect(response.data.reviews).toEqual([
      expect.objectContaining({
        rating: 4,
        comment: 'Good',
        userName: 'Neel Shah',
        bought: 'Black',
      }),
      expect.objectContaining({ rating: 5, comment: 'Great bass', bought: null }),
    ])
  })

  it('answers 404 for an unknown or malformed id', async () => {
    expect(
      (await call(t.app, 'GET', '/api/products/2f1c7f0e-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404)
    expect((await call(t.app, 'GET', '/api/products/not-an-id')).statusCode).toBe(404)
  })
})

describe('GET /api/gallery/category/:category', () => {
  it('answers the section banners in their order', async () => {
    await t.db.insert(galleryImages).values([
      { url: '/uploads/gallery/b.webp', category: 'gifts', sortOrder: 1 },
      { url: '/uploads/gallery/a.webp', category: 'gifts', sortOrder: 0 },
      { url: '/uploads/gallery/c.webp', category: 'shop', sortOrder: 0 },
    ])
    const response = await call(t.app, 'GET', '/api/gallery/category/gifts')
    expect((response.data.images as { url: string }[]).map((i) => i.url)).toEqual([
      '/uploads/gallery/a.webp',
      '/uploads/gallery/b.webp',
    ])
    expect(response.data.images).toEqual([
      expect.objectContaining({ _id: expect.any(String), order: 0, category: 'gifts' }),
      expect.objectContaining({ order: 1 }),
    ])
  })

  it('refuses an unknown gallery category', async () => {
    const response = await call(t.app, 'GET', '/api/gallery/category/sale')
    expect(response.statusCode).toBe(400)
    expect(response.data.message).toBe('Unknown gallery category')
  })
})
