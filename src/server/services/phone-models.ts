// Phone models the shop's variants fit, for the "Find for my phone" picker.
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { PhoneModel } from '#domain/product/phone-model.ts'
import type { Db } from '../db/client.ts'
import { phoneModels, products, productVariants } from '../db/schema/index.ts'
import { SELLABLE } from './product-variants.ts'

/**
 * Every active phone model (inactive ones are hidden from shoppers), by brand and newest first,
 * with how many products the shop would list for it
 * (`GET /api/products?model=`): switched on, with a unit left for that model.
 */
export async function listPhoneModels(db: Db): Promise<PhoneModel[]> {
  const fitting = db
    .select({
      phoneModelId: productVariants.phoneModelId,
      productCount: sql<number>`count(distinct ${productVariants.productId})::int`.as(
        'product_count',
      ),
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(sql`${products.inStock} and ${SELLABLE}`)
    .groupBy(productVariants.phoneModelId)
    .as('fitting')
  const rows = await db
    .select({
      brand: phoneModels.brand,
      model: phoneModels.name,
      slug: phoneModels.slug,
      releaseYear: phoneModels.releaseYear,
      productCount: sql<number>`coalesce(${fitting.productCount}, 0)::int`,
    })
    .from(phoneModels)
    .leftJoin(fitting, eq(fitting.phoneModelId, phoneModels.id))
    .where(eq(phoneModels.active, true))
    .orderBy(asc(phoneModels.brand), desc(phoneModels.releaseYear), asc(phoneModels.name))
  return rows
}

/** The active phone model at /shop/phone/<slug>, or undefined. */
export async function findActivePhoneModel(db: Db, slug: string) {
  const [row] = await db
    .select({ brand: phoneModels.brand, model: phoneModels.name, slug: phoneModels.slug })
    .from(phoneModels)
    .where(and(eq(phoneModels.slug, slug), eq(phoneModels.active, true)))
  return row
}
