import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, asc, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GALLERY_CATEGORIES } from '#domain/gallery.ts'
import {
  CATEGORIES,
  SUBCATEGORIES,
  TAG_COLORS,
  TOP_RATED_MIN_RATING,
} from '#domain/product/catalogue.ts'
import {
  findNameClash,
  normaliseAliases,
  PHONE_MODEL_SLUG,
} from '#domain/product/phone-model-rules.ts'
import { variantLabel } from '#domain/product/variant.ts'
import {
  availability,
  defaultSku,
  PHONE_MODEL_OPTION,
  productInStock,
  variantPrices,
} from '#domain/product/variant.ts'
import { MEMBERSHIP_TIERS, membershipTier } from '#domain/membership.ts'
import { calculateOrder } from '#domain/pricing.ts'
import { ShippingAddressSchema } from '#domain/order/create-order.ts'
import type { OrderStatus } from '#domain/order/status.ts'
import type { OrderEventKind } from '#domain/order/timeline.ts'
import type { Database } from '../client.ts'
import {
  galleryImages,
  invoices,
  orderEvents,
  orderItems,
  orders,
  payments,
  phoneModels,
  type Product,
  products,
  type ProductVariant,
  productVariants,
  reviews,
  stockMovements,
  users,
} from '../schema/index.ts'
import { verifyPassword } from '../../services/passwords.ts'
import { listPhoneModels } from '../../services/phone-models.ts'
import { pincodeDirectory } from '../../services/pincodes/pincode-directory.ts'
import { createTestDatabase } from '../../testing/test-database.ts'
import { DEMO_PHONE_MODELS, MORE_MODELS } from './demo-phone-models.ts'
import { DEMO_PRODUCT_KINDS, DEMO_PRODUCTS } from './demo-products.ts'
import { productKind } from '#domain/product/product-kinds.ts'
import { DEMO_VARIANTS } from './demo-variants.ts'
import { OPENING_STOCK, seedDemoStore } from './seed-demo-store.ts'

const quiet = { info: () => {} }
const variantsOf = (product: Product, variants: ProductVariant[]) =>
  variants.filter((v) => v.productId === product.id)

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

  it('draws a real WebP picture for every product and coloured variant', async () => {
    const variants = await database.db.select().from(productVariants)
    const pictures = [...rows, ...variants].flatMap((p) => (p.image ? [p.image] : []))
    expect(new Set(pictures).size).toBe(rows.length + 3)
    for (const image of new Set(pictures)) {
      const file = path.join(dataDir, image.replace(/^\//, ''))
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
            gstRate: item.gstRate,
          }
        }),
      )
      expect(order).toMatchObject(calc)
      expect(ShippingAddressSchema.safeParse(order.shippingAddress).success).toBe(true)
      const payment = paid.find((p) => p.orderId === order.id)
      if (order.paymentStatus === 'paid') {
        expect(order.orderNumber).toMatch(/^KV-\d{8}-\d{4}$/)
        expect(order.placedAt).toEqual(order.createdAt)
        expect(payment).toMatchObject({
          amount: order.total,
          razorpayOrderId: order.razorpayOrderId,
        })
      } else {
        // A checkout left unpaid is an attempt: never placed, so never numbered.
        expect(order).toMatchObject({ orderNumber: null, placedAt: null })
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

  it('sells products without options as one variant with the SKU a new product gets', async () => {
    const variants = await database.db.select().from(productVariants)
    for (const product of rows) {
      const own = variants.filter((v) => v.productId === product.id)
      expect(own.length).toBeGreaterThanOrEqual(1)
      if (product.options.length > 0) continue
      expect(own).toEqual([
        expect.objectContaining({ sku: defaultSku(product.id), options: {}, phoneModelId: null }),
      ])
    }
    // Most single-variant products count their stock; a couple are left uncounted.
    const single = variants.filter((v) => Object.keys(v.options).length === 0)
    expect(single.filter((v) => v.stock !== null).length).toBeGreaterThan(single.length / 2)
    expect(single.some((v) => v.stock === null)).toBe(true)
    // The migration's formula, run by the database, agrees with the domain's.
    const migrated = await database.db
      .select({
        id: products.id,
        sku: sql<string>`'KV-' || upper(left(replace(${products.id}::text, '-', ''), 10))`,
      })
      .from(products)
    for (const { id, sku } of migrated) expect(sku).toBe(defaultSku(id))
  })

  it("sells every case and glass by phone model, each variant naming one of its product's values", async () => {
    const variants = await database.db.select().from(productVariants)
    const models = await database.db.select().from(phoneModels)
    for (const slug of Object.keys(DEMO_VARIANTS))
      expect(DEMO_PRODUCTS.map((p) => p.slug)).toContain(slug)
    for (const product of rows.filter((p) => ['cases', 'tempered-glass'].includes(p.category))) {
      expect(product.options[0]?.name).toBe(PHONE_MODEL_OPTION)
      const own = variants.filter((v) => v.productId === product.id)
      expect(own.length).toBeGreaterThanOrEqual(3)
      for (const variant of own) {
        expect(Object.keys(variant.options).sort()).toEqual(
          product.options.map((o) => o.name).sort(),
        )
        for (const option of product.options)
          expect(option.values).toContain(variant.options[option.name])
        const model = models.find((m) => m.id === variant.phoneModelId)
        expect(model?.name).toBe(variant.options[PHONE_MODEL_OPTION])
      }
    }
  })

  it('fits a buyable case and glass to every phone model, and 3 products to the first ones', async () => {
    const models = await listPhoneModels(database.db)
    expect(models).toHaveLength(DEMO_PHONE_MODELS.length)
    const first = DEMO_PHONE_MODELS.filter((m) => !MORE_MODELS.includes(m)).map((m) => m.slug)
    for (const model of models) {
      const least = first.includes(model.slug) ? 3 : 2
      expect(model.productCount, model.model).toBeGreaterThanOrEqual(least)
    }
    const variants = await database.db
      .select({ category: products.category, model: productVariants.phoneModelId })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
    const ids = await database.db.select({ id: phoneModels.id }).from(phoneModels)
    for (const { id } of ids) {
      const fitting = variants.filter((v) => v.model === id).map((v) => v.category)
      expect(fitting).toEqual(expect.arrayContaining(['cases', 'tempered-glass']))
    }
  })

  it('sells the Kavach Clear Armour Case in every first demo phone model, a few low or sold out', async () => {
    const { product, variants } = await withVariants('Kavach Clear Armour Case')
    expect(product).toMatchObject({
      brand: 'Kavach Essentials',
      category: 'cases',
      price: 599_00,
      originalPrice: 899_00,
      isFeatured: true,
    })
    const first = DEMO_PHONE_MODELS.filter((m) => !MORE_MODELS.includes(m))
    const models = first.map((m) => m.name)
    expect(product.options).toEqual([{ name: PHONE_MODEL_OPTION, values: models }])
    expect(variants.map((v) => v.options[PHONE_MODEL_OPTION])).toEqual(models)
    expect(variants.map((v) => v.sku)).toEqual(first.map((m) => `KV-CLEAR-${m.slug.toUpperCase()}`))
    const byModel = Object.fromEntries(variants.map((v) => [v.options[PHONE_MODEL_OPTION], v]))
    expect(byModel['iPhone 16 Pro Max']).toMatchObject({ stock: 40, priceOverride: 699_00 })
    expect(availability(byModel['iPhone 16'] as ProductVariant)).toEqual({
      availability: 'low_stock',
      left: 2,
    })
    expect(byModel['Pixel 9']?.stock).toBe(4)
    expect(byModel['Galaxy S24 FE']?.stock).toBe(0)
    const others = variants.filter(
      (v) =>
        !['iPhone 16', 'Pixel 9', 'Galaxy S24 FE'].includes(v.options[PHONE_MODEL_OPTION] ?? ''),
    )
    expect(others.map((v) => v.stock)).toEqual(others.map(() => 40))
    expect(variants.filter((v) => v.priceOverride !== null)).toHaveLength(1)
  })

  it('sells the Kavach 9H Tempered Glass for phones of every brand, one sold out and one low', async () => {
    const { product, variants } = await withVariants('Kavach 9H Tempered Glass')
    expect(product).toMatchObject({
      category: 'tempered-glass',
      price: 349_00,
      originalPrice: 499_00,
    })
    expect(variants.length).toBeGreaterThanOrEqual(12)
    const models = await database.db.select().from(phoneModels)
    const brands = variants.map((v) => models.find((m) => m.id === v.phoneModelId)?.brand)
    expect(new Set(brands)).toEqual(
      new Set(['Apple', 'Samsung', 'OnePlus', 'Xiaomi', 'Vivo', 'Oppo', 'Google']),
    )
    const stock = Object.fromEntries(variants.map((v) => [v.options[PHONE_MODEL_OPTION], v.stock]))
    expect(stock).toMatchObject({ 'OnePlus 12': 0, 'Redmi Note 14': 3 })
    const rest = Object.entries(stock).filter(([m]) => !['OnePlus 12', 'Redmi Note 14'].includes(m))
    expect(rest.map(([, units]) => units)).toEqual(rest.map(() => 60))
  })

  it('sells the Kavach Liquid Silicone Case in four phone models and three colours', async () => {
    const { product, variants } = await withVariants('Kavach Liquid Silicone Case')
    expect(product).toMatchObject({
      category: 'cases',
      price: 549_00,
      originalPrice: 799_00,
      isGift: true,
    })
    expect(product.options).toEqual([
      {
        name: PHONE_MODEL_OPTION,
        values: ['iPhone 16 Pro', 'iPhone 16', 'iPhone 15', 'Galaxy S25'],
      },
      { name: 'Colour', values: ['Lavender', 'Midnight Blue', 'Sage Green'] },
    ])
    expect(variants).toHaveLength(12)
    const soldOut = variants
      .filter((v) => v.stock === 0)
      .map((v) => variantLabel(v.options, product.options))
    expect(soldOut).toEqual(['iPhone 15 / Sage Green'])
    expect(variants.filter((v) => v.stock === 25)).toHaveLength(11)
    expect(new Set(variants.map((v) => v.image))).toEqual(
      new Set(
        ['lavender', 'midnight-blue', 'sage-green'].map(
          (c) => `/uploads/products/kavach-liquid-silicone-case-${c}.webp`,
        ),
      ),
    )
  })

  it("opens each counted variant's stock ledger with its units, and holds nothing for orders", async () => {
    const variants = await database.db.select().from(productVariants)
    const ledger = await database.db.select().from(stockMovements)
    for (const variant of variants) {
      const moves = ledger.filter((m) => m.variantId === variant.id)
      expect(moves.reduce((sum, m) => sum + m.delta, 0)).toBe(variant.stock ?? 0)
      for (const move of moves)
        expect(move).toMatchObject({ kind: 'adjustment', reason: OPENING_STOCK })
      expect(variant.reserved).toBe(0)
    }
  })

  it('has low and sold-out variants in several products, and products sold out or switched off', async () => {
    const variants = await database.db.select().from(productVariants)
    const productsWith = (level: string) =>
      new Set(
        variants.filter((v) => availability(v).availability === level).map((v) => v.productId),
      )
    expect(productsWith('low_stock').size).toBeGreaterThanOrEqual(5)
    expect(productsWith('out_of_stock').size).toBeGreaterThanOrEqual(5)
    expect(rows.filter((p) => !p.inStock).length).toBeGreaterThanOrEqual(3)
    const soldOut = rows.filter((p) => p.inStock && !productInStock(p, variantsOf(p, variants)))
    expect(soldOut.length).toBeGreaterThanOrEqual(1)
  })

  it('names the variant every demo order line sold, at its price', async () => {
    const items = await database.db.select().from(orderItems)
    const variants = await database.db.select().from(productVariants)
    expect(items.length).toBeGreaterThan(50)
    for (const item of items) {
      const variant = variants.find((v) => v.id === item.variantId)
      const product = rows.find((p) => p.id === item.productId) as Product
      expect(variant?.productId).toBe(item.productId)
      if (!variant) continue
      const label = variantLabel(variant.options, product.options)
      expect(item.productSnapshot).toEqual({
        name: product.name,
        image: variant.image ?? product.image,
        brand: product.brand,
        sku: variant.sku,
        ...(label && { variant: label }),
      })
      expect(item.unitPrice).toBe(variantPrices(product, variant).price)
    }
    expect(items.some((i) => i.productSnapshot.variant?.includes(' / '))).toBe(true)
  })

  it('invoices every paid order in the order it was paid, each ship-to state its pincode’s own', async () => {
    const db = database.db
    const paid = await db.select().from(orders).where(eq(orders.paymentStatus, 'paid'))
    const issued = await db.select().from(invoices).orderBy(asc(invoices.number))
    expect(issued).toHaveLength(paid.length)
    const paidAt = new Map(paid.map((o) => [o.id, o.paidAt?.getTime() ?? 0]))
    const times = issued.map((i) => paidAt.get(i.orderId) ?? -1)
    expect(times).toEqual([...times].sort((a, b) => a - b))
    const directory = await pincodeDirectory()
    for (const order of paid) {
      const { pincode, state } = order.shippingAddress
      expect(directory.get(pincode)?.states, `${pincode} ${state}`).toContain(state)
    }
  })

  it('gives every demo order its timeline in time order, and each parcel sent its courier', async () => {
    const db = database.db
    const events = await db.select().from(orderEvents).orderBy(asc(orderEvents.at))
    const all = await db.select().from(orders)
    for (const order of all) {
      const own = events.filter((e) => e.orderId === order.id)
      expect(own[0]?.kind).toBe('placed')
      const kinds: Partial<Record<OrderStatus, OrderEventKind[]>> = {
        delivered: ['placed', 'paid', 'invoice_issued', 'packed', 'dispatched', 'delivered'],
        dispatched: ['placed', 'paid', 'invoice_issued', 'packed', 'dispatched'],
        packed: ['placed', 'paid', 'invoice_issued', 'packed'],
        confirmed: ['placed', 'paid', 'invoice_issued'],
        cancelled: ['placed', 'cancelled'],
        pending: ['placed'],
      }
      const expected = kinds[order.status]
      expect(new Set(own.map((e) => e.kind))).toEqual(new Set(expected))
      const sent = order.status === 'dispatched' || order.status === 'delivered'
      expect(Boolean(order.courier && order.trackingNumber)).toBe(sent)
      const dispatched = own.find((e) => e.kind === 'dispatched')
      if (dispatched) {
        expect(dispatched.detail).toEqual({
          by: 'staff',
          courier: order.courier,
          trackingNumber: order.trackingNumber,
        })
      }
      expect(own.every((e) => e.at.getTime() <= Date.now())).toBe(true)
    }
  })

  it('lists at least 100 active phone models of the series sold in India, each answering to its own names', async () => {
    const models = await database.db.select().from(phoneModels)
    expect(models.length).toBeGreaterThanOrEqual(100)
    expect(new Set(models.map((m) => m.brand))).toEqual(
      new Set([
        ...['Apple', 'Samsung', 'OnePlus', 'Xiaomi', 'Poco', 'Realme', 'Vivo', 'Oppo', 'iQOO'],
        ...['Motorola', 'Nothing', 'Google'],
      ]),
    )
    const series = new Set(models.map((m) => `${m.brand} ${m.series}`))
    for (const line of ['Samsung Galaxy A', 'Samsung Galaxy M', 'Samsung Galaxy S', 'Vivo Y'])
      expect(series).toContain(line)
    for (const line of ['Vivo V', 'Vivo T', 'Oppo A', 'Oppo Reno', 'Oppo F', 'OnePlus Nord'])
      expect(series).toContain(line)
    const iphones = models.filter((m) => m.series === 'iPhone').map((m) => m.name)
    for (const generation of [12, 13, 14, 15, 16]) expect(iphones).toContain(`iPhone ${generation}`)
    expect(new Set(models.map((m) => m.slug)).size).toBe(models.length)
    for (const model of models) {
      expect(model.slug).toMatch(PHONE_MODEL_SLUG)
      expect(model.active).toBe(true)
      expect(findNameClash(model, models), model.name).toBeUndefined()
      expect(normaliseAliases(model.name, model.aliases)).toEqual(model.aliases)
      expect(model.releaseYear).toBeGreaterThanOrEqual(2020)
      expect(model.releaseYear).toBeLessThanOrEqual(new Date().getFullYear())
    }
    expect(models.find((m) => m.slug === 'galaxy-s24-fe')?.aliases).toEqual(['S24 FE', 'SM-S721'])
  })

  async function withVariants(name: string) {
    const product = rows.find((p) => p.name === name) as Product
    expect(product, name).toBeDefined()
    const variants = await database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id))
      .orderBy(asc(productVariants.position))
    return { product, variants }
  }

  it('does nothing on a database that already has products', async () => {
    const counts = async () =>
      Promise.all(
        [products, productVariants, users, orders, reviews].map((table) =>
          database.db.$count(table),
        ),
      )
    const before = await counts()
    expect(await seedDemoStore(database.db, dataDir, quiet)).toEqual({ seeded: false })
    expect(await counts()).toEqual(before)
    expect(before[0]).toBe(rows.length)
  })
})

describe('the demo catalogue’s tax data', () => {
  it('gives every demo product the code and rate of what it is', () => {
    for (const product of DEMO_PRODUCTS) {
      expect(DEMO_PRODUCT_KINDS[product.slug], product.slug).toBeDefined()
    }
    const code = (slug: string) => productKind(DEMO_PRODUCT_KINDS[slug] ?? 'case')
    expect(code('xiaomi-20000mah-33w-power-bank').hsn).toBe('85076000')
    expect(code('boat-airdopes-141-anc').hsn).toBe('85183000')
    expect(code('logitech-k380-keyboard').hsn).not.toBe(code('kavach-velcro-cable-ties').hsn)
    expect(code('kavach-felt-desk-mat')).toMatchObject({ hsn: '63079090', gstRate: 5 })
  })
})
