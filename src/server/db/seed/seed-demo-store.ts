// Fills an empty database with the demo catalogue, its pictures and the shop's banners.
import { sql } from 'drizzle-orm'
import { TOP_RATED_MIN_RATING } from '#domain/limits.ts'
import { rupeesToPaise } from '#domain/money.ts'
import type { Db } from '../client.ts'
import { coupons, galleryImages, type NewProduct, products } from '../schema/index.ts'
import { bannerImageUrl, drawDemoArt, productImageUrl } from './demo-art.ts'
import { DEMO_BANNERS, DEMO_COUPONS, DEMO_PRODUCTS, type DemoProduct } from './demo-products.ts'
import { buildProduct } from './product-factory.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export async function seedDemoStore(
  db: Db,
  dataDir: string,
  log: { info(message: string): void },
): Promise<{ seeded: boolean }> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(products)
  if (row && row.count > 0) return { seeded: false }

  await drawDemoArt(dataDir, DEMO_PRODUCTS, DEMO_BANNERS)
  const now = Date.now()
  await db.transaction(async (tx) => {
    await tx.insert(products).values(DEMO_PRODUCTS.map((p, i) => toRow(p, i, now)))
    const order = new Map<string, number>()
    await tx.insert(galleryImages).values(
      DEMO_BANNERS.map((banner) => {
        const sortOrder = order.get(banner.category) ?? 0
        order.set(banner.category, sortOrder + 1)
        return { url: bannerImageUrl(banner.name), category: banner.category, sortOrder }
      }),
    )
    await tx.insert(coupons).values(DEMO_COUPONS)
  })
  log.info(
    `Demo store seeded: ${DEMO_PRODUCTS.length} products, ${DEMO_BANNERS.length} banners, ` +
      `coupons ${DEMO_COUPONS.map((c) => c.code).join(', ')}.`,
  )
  return { seeded: true }
}

function toRow(product: DemoProduct, index: number, now: number): NewProduct {
  // New arrivals are from the last week; the rest spread over the months before.
  const ageDays = product.isNew ? 1 + (index % 7) : 20 + ((index * 7) % 150)
  const price = rupeesToPaise(product.price)
  const originalPrice = product.originalPrice ? rupeesToPaise(product.originalPrice) : null
  return buildProduct({
    name: product.name,
    brand: product.brand,
    category: product.category,
    subcategory: product.subcategory ?? null,
    price,
    originalPrice,
    image: productImageUrl(product.slug),
    features: product.features,
    coloredTags: product.tags,
    rating: product.rating,
    reviewCount: product.reviews,
    inStock: !product.outOfStock,
    isNewProduct: product.isNew ?? false,
    isGift: product.isGift ?? false,
    isFeatured: product.isFeatured ?? false,
    isOnSale: originalPrice !== null && originalPrice > price,
    isTopRated: product.rating >= TOP_RATED_MIN_RATING,
    createdAt: new Date(now - ageDays * DAY_MS - index * 60_000),
  })
}
