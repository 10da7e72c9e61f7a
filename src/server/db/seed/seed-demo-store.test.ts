import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATEGORIES, GALLERY_CATEGORIES, SUBCATEGORIES, TAG_COLORS } from '#domain/catalogue.ts'
import type { Database } from '../client.ts'
import { galleryImages, type Product, products } from '../schema/index.ts'
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

  it('does nothing on a database that already has products', async () => {
    expect(await seedDemoStore(database.db, dataDir, quiet)).toEqual({ seeded: false })
    expect(await database.db.$count(products)).toBe(rows.length)
  })
})
