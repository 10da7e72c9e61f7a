import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GALLERY_CATEGORIES } from '#domain/gallery.ts'
import {
  CATEGORIES,
  SUBCATEGORIES,
  TAG_COLORS,
  TOP_RATED_MIN_RATING,
} from '#domain/product/catalogue.ts'
import { PHONE_MODEL_SLUG } from '#domain/product/phone-model.ts'
import { defaultSku } from '#domain/product/variant.ts'
import { MEMBERSHIP_TIERS, membershipTier } from '#domain/membership.ts'
import { calculateOrder } from '#domain/pricing.ts'
import { ShippingAddressSchema } from '#domain/order/create-order.ts'
import type { Database } from '../client.ts'
import {
  galleryImages,
  orderItems,
  orders,
  payments,
  phoneModels,
  type Product,
  products,
  productVariants,
  reviews,
  users,
} from '../schema/index.ts'
import { verifyPassword } from '../../services/passwords.ts'
import { createTestDatabase } from '../../testing/test-database.ts'
import { seedDemoStore } from './seed-demo-store.ts'

const quiet = { info: () => {} }

describe('seedDemoStore', () => {
  let database: Database
  let dataDir: string
  let rows: Product[]

  beforeAll(async () => {
    database = await createTestDatabase()
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kavach-seed-'))
    expect(await seedDemoStore(database.db, dataDir, quiet)).toEqual({ seeded: true })
    rows = await database.db.select().from(products)
  })
  afterAll(async () => {
    await database.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('seeds at least 48 products across every category and work-essentials subcategory', () => {
    expect(rows.length).toBeGreaterThanOrEqual(48)
    expect(new Set(rows.map((p) => p.category))).toEqual(new Set(CATEGORIES))
    const work = rows.filter((p) => p.category === 'work-essentials')
    for (const subcategory of SUBCATEGORIES) {
      expect(work.filter((p) => p.subcategory === subcategory).length).toBeGreaterThanOrEqual(4)
    }
  })

  it('uses every tag colour and every flag', () => {
    const colours = new Set(rows.flatMap((p) => p.coloredTags.map((tag) => tag.color)))
    expect(colours).toEqual(new Set(TAG_COLORS))
    for (const flag of [
      'isNewProduct',
      'isGift',
      'isFeatured',
      'isOnSale',
      'isTopRated',
    ] as const) {
      expect(rows.some((p) => p[flag])).toBe(true)
    }
    expect(rows.some((p) => !p.inStock)).toBe(true)
  })

  it('marks a product on sale exactly when its original price is above its price', () => {
    for (const p of rows)
      expect(p.isOnSale).toBe(p.originalPrice !== null && p.originalPrice > p.price)
  })

  it('has at least 8 featured products in stock for the home page', () => {
    expect(rows.filter((p) => p.isFeatured && p.inStock).length).toBeGreaterThanOrEqual(8)
  })

  it('adds two or three banners to each gallery category, in order', async () => {
    const banners = await database.db.select().from(galleryImages)
    for (const category of GALLERY_CATEGORIES) {
      const orders = banners.filter((b) => b.category === category).map((b) => b.sortOrder)
      expect(orders.length).toBeGreaterThanOrEqual(2)
      expect(orders.length).toBeLessThanOrEqual(3)
      expect(orders.sort()).toEqual(orders.map((_, i) => i))
    }
  })

  it('draws a real WebP picture for every product', async () => {
    for (const p of rows) {
      const file = path.join(dataDir, p.image.replace(/^\//, ''))
      const { format, width } = await sharp(file).metadata()
      expect(format).toBe('webp')
      expect(width).toBe(800)
    }
  })

  it('gives each product the rating and count its approved reviews add up to', async () => {
    const all = await database.db.select().from(reviews)
    for (const product of rows) {
      const stars = all.filter((r) => r.productId === product.id && r.status === 'approved')
      const average = stars.reduce((sum, r) => sum + r.rating, 0) / (stars.length || 1)
      expect(product.reviewCount).toBe(stars.length)
      expect(product.rating).toBe(Math.round(average * 10) / 10)
      expect(product.isTopRated).toBe(product.rating >= TOP_RATED_MIN_RATING)
    }
  })

  it('keeps review counts small, leaves some products unreviewed and some at every minimum rating', async () => {
    expect(Math.max(...rows.map((p) => p.reviewCount))).toBeLessThanOrEqual(10)
    expect(rows.filter((p) => p.reviewCount === 0).length).toBeGreaterThanOrEqual(3)
    expect(rows.filter((p) => p.rating >= TOP_RATED_MIN_RATING).length).toBeGreaterThanOrEqual(5)
    // Each step of the shop's minimum-rating filter (3.0, 3.5, 4.0, 4.5) drops some products.
    for (const min of [3, 3.5, 4]) {
      expect(rows.some((p) => p.rating >= min && p.rating < min + 0.5)).toBe(true)
    }
  })

  it('takes every review from a delivered order of the reviewer that holds the product', async () => {
    const reviewed = await database.db
      .select({ review: reviews, order: orders, item: orderItems })
      .from(reviews)
      .innerJoin(orders, eq(orders.id, reviews.orderId))
      .leftJoin(
        orderItems,
        and(eq(orderItems.orderId, orders.id), eq(orderItems.productId, reviews.productId)),
      )
    expect(reviewed.length).toBeGreaterThan(50)
    for (const { review, order, item } of reviewed) {
      expect(order.status).toBe('delivered')
      expect(order.userId).toBe(review.userId)
      expect(item).not.toBeNull()
      expect(review.createdAt.getTime()).toBeGreaterThan(order.deliveredAt?.getTime() ?? Infinity)
      expect(review.comment?.length ?? 0).toBeLessThanOrEqual(200)
    }
  })

  it('prices every order as checkout would and records a payment for each paid one', async () => {
    const all = await database.db.query.orders.findMany({ with: { items: true } })
    const paid = await database.db.select().from(payments)
    for (const order of all) {
      const calc = calculateOrder(
        order.items.map((item) => {
          const product = rows.find((p) => p.id === item.productId)
          return {
            price: item.unitPrice,
            originalPrice: product?.originalPrice,
            quantity: item.quantity,
          }
        }),
      )
      expect(order).toMatchObject(calc)
      expect(order.orderNumber).toMatch(/^KV-\d{8}-\d{4}$/)
      expect(ShippingAddressSchema.safeParse(order.shippingAddress).success).toBe(true)
      const payment = paid.find((p) => p.orderId === order.id)
      if (order.paymentStatus === 'paid') {
        expect(payment).toMatchObject({
          amount: order.total,
          razorpayOrderId: order.razorpayOrderId,
        })
      } else {
        expect(payment).toBeUndefined()
      }
    }
    expect(new Set(all.map((o) => o.status))).toEqual(
      new Set(['delivered', 'dispatched', 'packed', 'confirmed', 'cancelled']),
    )
  })

  it('spreads paid orders over the last weeks, after each product went on sale', async () => {
    const now = Date.now()
    const all = await database.db.query.orders.findMany({ with: { items: true } })
    const days = new Set(all.map((o) => o.createdAt.toISOString().slice(0, 10)))
    expect(days.size).toBeGreaterThanOrEqual(20)
    for (const order of all) {
      expect(now - order.createdAt.getTime()).toBeLessThanOrEqual(46 * 86_400_000)
      for (const item of order.items) {
        const product = rows.find((p) => p.id === item.productId)
        expect(product?.createdAt.getTime()).toBeLessThan(order.createdAt.getTime())
      }
    }
  })

  it("sets each customer's totalSpent to their paid orders, with customers in every tier", async () => {
    const customers = await database.db.select().from(users)
    const all = await database.db.select().from(orders)
    for (const customer of customers) {
      const spent = all
        .filter((o) => o.userId === customer.id && o.paymentStatus === 'paid')
        .reduce((sum, o) => sum + o.total, 0)
      expect(customer.totalSpent).toBe(spent)
      expect(customer).toMatchObject({ isAdmin: false, googleSubject: null })
      expect(customer.email).toMatch(/@example\.com$/)
      expect(customer.emailVerifiedAt).not.toBeNull()
    }
    expect(new Set(customers.map((c) => membershipTier(c.totalSpent)))).toEqual(
      new Set(MEMBERSHIP_TIERS),
    )
  })

  it('gives the demo customers a password nobody knows', async () => {
    const customers = await database.db.select().from(users)
    for (const customer of customers) {
      expect(customer.passwordHash).toMatch(/^\$argon2id\$/)
      for (const guess of ['password', customer.email]) {
        expect(await verifyPassword(customer.passwordHash ?? '', guess)).toBe(false)
      }
    }
  })

  it('gives every product its one untracked variant, with the SKU the migration would give it', async () => {
    const variants = await database.db.select().from(productVariants)
    expect(variants).toHaveLength(rows.length)
    for (const product of rows) {
      expect(variants.filter((v) => v.productId === product.id)).toEqual([
        expect.objectContaining({ sku: defaultSku(product.id), stock: null, reserved: 0 }),
      ])
    }
    // The migration's formula, run by the database, agrees with the domain's.
    const migrated = await database.db
      .select({
        id: products.id,
        sku: sql<string>`'KV-' || upper(left(replace(${products.id}::text, '-', ''), 10))`,
      })
      .from(products)
    for (const { id, sku } of migrated) expect(sku).toBe(defaultSku(id))
  })

  it('lists at least 12 phone models sold in India from every major brand, with unique slugs', async () => {
    const models = await database.db.select().from(phoneModels)
    expect(models.length).toBeGreaterThanOrEqual(12)
    expect(new Set(models.map((m) => m.brand))).toEqual(
      new Set(['Apple', 'Samsung', 'OnePlus', 'Xiaomi', 'Vivo', 'Oppo', 'Google']),
    )
    expect(new Set(models.map((m) => m.slug)).size).toBe(models.length)
    for (const model of models) {
      expect(model.slug).toMatch(PHONE_MODEL_SLUG)
      expect(model.releaseYear).toBeGreaterThanOrEqual(2023)
      expect(model.releaseYear).toBeLessThanOrEqual(new Date().getFullYear())
    }
  })

  it('does nothing on a database that already has products', async () => {
    const counts = async () =>
      Promise.all([products, users, orders, reviews].map((table) => database.db.$count(table)))
    const before = await counts()
    expect(await seedDemoStore(database.db, dataDir, quiet)).toEqual({ seeded: false })
    expect(await counts()).toEqual(before)
    expect(before[0]).toBe(rows.length)
  })
})
