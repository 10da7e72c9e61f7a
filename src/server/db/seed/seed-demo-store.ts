// Fills an empty database with the demo catalogue, its phone models, variants and stock, its
// pictures, the shop's banners, and customers whose orders and reviews give the catalogue its ratings.
import { gte, sql } from 'drizzle-orm'
import { rupeesToPaise } from '#domain/money.ts'
import { TOP_RATED_MIN_RATING } from '#domain/product/catalogue.ts'
import { defaultSku } from '#domain/product/variant.ts'
import type { Db } from '../client.ts'
import {
  coupons,
  galleryImages,
  type NewProduct,
  type NewProductVariant,
  phoneModels,
  type Product,
  products,
  productVariants,
  searchSynonyms,
  stockMovements,
} from '../schema/index.ts'
import { bannerImageUrl, colourImageUrl, drawDemoArt, productImageUrl } from './demo-art.ts'
import { DEMO_PHONE_MODELS } from './demo-phone-models.ts'
import {
  DEMO_BANNERS,
  DEMO_COUPONS,
  DEMO_PRODUCT_KINDS,
  DEMO_PRODUCTS,
  type DemoProduct,
} from './demo-products.ts'
import { DEMO_SEARCH_SYNONYMS } from './demo-search-synonyms.ts'
import { DEMO_VARIANTS } from './demo-variants.ts'
import { refreshProductRatings } from '../../services/product-ratings.ts'
import { planDemoOrders, type PlannedProduct } from './demo-order-plan.ts'
import { productKind } from '#domain/product/product-kinds.ts'
import { buildProduct } from './product-factory.ts'
import { seedDemoOrders, unusablePasswordHash } from './seed-demo-orders.ts'
import type { Log } from '../../lib/log.ts'

const DAY_MS = 24 * 60 * 60 * 1000
export const OPENING_STOCK = 'Opening stock count'

export async function seedDemoStore(
  db: Db,
  dataDir: string,
  log: Pick<Log, 'info'>,
): Promise<{ seeded: boolean }> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(products)
  if (row && row.count > 0) return { seeded: false }

  await drawDemoArt(dataDir, DEMO_PRODUCTS, DEMO_BANNERS)
  const passwordHash = await unusablePasswordHash()
  const now = Date.now()
  const history = await db.transaction(async (tx) => {
    const models = await tx.insert(phoneModels).values(DEMO_PHONE_MODELS).returning()
    await tx.insert(searchSynonyms).values(DEMO_SEARCH_SYNONYMS)
    const modelIds = new Map(models.map((m) => [m.slug, m.id]))
    const rows = await tx
      .insert(products)
      .values(DEMO_PRODUCTS.map((p, i) => toRow(p, i, now)))
      .returning()
    const byName = new Map(rows.map((row) => [row.name, row]))
    const productOf = (demo: DemoProduct) => byName.get(demo.name) as Product
    const variants = await tx
      .insert(productVariants)
      .values(DEMO_PRODUCTS.flatMap((p) => variantRows(p, productOf(p).id, modelIds)))
      .returning()
    // The ledger opens with the units counted, so each variant's movements add up to its stock.
    const counted = variants.filter((v) => v.stock !== null && v.stock > 0)
    await tx.insert(stockMovements).values(
      counted.map((v) => ({
        variantId: v.id,
        kind: 'adjustment' as const,
        delta: v.stock as number,
        reason: OPENING_STOCK,
      })),
    )
    const bySlug = new Map(
      DEMO_PRODUCTS.map((p): [string, PlannedProduct] => {
        const product = productOf(p)
        const own = variants.filter((v) => v.productId === product.id)
        return [p.slug, { ...product, variants: own.sort((a, b) => a.position - b.position) }]
      }),
    )
    const plan = planDemoOrders(bySlug, new Date(now))
    await seedDemoOrders(tx, plan, { passwordHash, now: new Date(now) })
    // Ratings come only from the reviews just written, by the review service's own rule.
    await refreshProductRatings(
      tx,
      rows.map((row) => row.id),
    )
    await tx.update(products).set({ isTopRated: gte(products.rating, TOP_RATED_MIN_RATING) })
    const order = new Map<string, number>()
    await tx.insert(galleryImages).values(
      DEMO_BANNERS.map((banner) => {
        const sortOrder = order.get(banner.category) ?? 0
        order.set(banner.category, sortOrder + 1)
        return { url: bannerImageUrl(banner.name), category: banner.category, sortOrder }
      }),
    )
    await tx.insert(coupons).values(DEMO_COUPONS)
    return plan
  })
  const reviewCount = history.flatMap((o) => o.lines).filter((l) => l.review).length
  const variantCount = DEMO_PRODUCTS.reduce(
    (sum, p) => sum + (DEMO_VARIANTS[p.slug]?.variants.length ?? 1),
    0,
  )
  log.info(
    `Demo store seeded: ${DEMO_PRODUCTS.length} products in ${variantCount} variants, ` +
      `${DEMO_BANNERS.length} banners, ` +
      `${history.length} orders with ${reviewCount} reviews, ` +
      `${DEMO_PHONE_MODELS.length} phone models, ` +
      `coupons ${DEMO_COUPONS.map((c) => c.code).join(', ')}.`,
  )
  return { seeded: true }
}

function toRow(product: DemoProduct, index: number, now: number): NewProduct {
  // New arrivals are from the last week; the rest were on sale before the demo orders began.
  const ageDays = product.isNew ? 1 + (index % 7) : 50 + ((index * 7) % 150)
  const price = rupeesToPaise(product.price)
  const originalPrice = product.originalPrice ? rupeesToPaise(product.originalPrice) : null
  const kind = productKind(DEMO_PRODUCT_KINDS[product.slug] ?? 'case')
  return buildProduct({
    name: product.name,
    brand: product.brand,
    category: product.category,
    subcategory: product.subcategory ?? null,
    hsnCode: kind.hsn,
    gstRate: kind.gstRate,
    price,
    originalPrice,
    image: productImageUrl(product.slug),
    options: DEMO_VARIANTS[product.slug]?.options ?? [],
    features: product.features,
    coloredTags: product.tags,
    // Zero until the seed's reviews are counted.
    rating: 0,
    reviewCount: 0,
    inStock: !product.outOfStock,
    isNewProduct: product.isNew ?? false,
    isGift: product.isGift ?? false,
    isFeatured: product.isFeatured ?? false,
    isOnSale: originalPrice !== null && originalPrice > price,
    isTopRated: false,
    createdAt: new Date(now - ageDays * DAY_MS - index * 60_000),
  })
}

/** A product's variants as the demo table lists them, or its one variant as the shop would make it. */
function variantRows(
  product: DemoProduct,
  productId: string,
  modelIds: Map<string, string>,
): NewProductVariant[] {
  const set = DEMO_VARIANTS[product.slug]
  if (!set) return [{ productId, sku: defaultSku(productId), stock: product.stock ?? null }]
  return set.variants.map((variant, position) => ({
    productId,
    sku: variant.sku,
    options: variant.options,
    phoneModelId: modelIds.get(variant.phoneModel),
    stock: variant.stock,
    priceOverride: variant.price === undefined ? null : rupeesToPaise(variant.price),
    image: variant.colour ? colourImageUrl(product.slug, variant.colour.name) : null,
    position,
  }))
}
