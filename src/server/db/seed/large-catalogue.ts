// A catalogue of any size for the bench and the scale tests, generated inside the database (one
// statement per table) so 100,000 products take seconds, not minutes of round trips.
import { sql } from 'drizzle-orm'
import { DEFAULT_HSN_BY_CATEGORY } from '#domain/gst.ts'
import type { Db, DbOrTx } from '../client.ts'

const STYLES = ['Armour', 'Slim', 'Clear', 'Matte', 'Rugged', 'Leather', 'Magnetic', 'Folio']
const KINDS: [category: string, noun: string][] = [
  ['cases', 'Case'],
  ['cases', 'Cover'],
  ['cases', 'Case'],
  ['tempered-glass', 'Tempered Glass'],
  ['chargers', 'Charger'],
  ['accessories', 'Cable'],
  ['work-essentials', 'Laptop Stand'],
]
const BRANDS = ['Kavach Essentials', 'Spigen', 'Ringke', 'Anker', 'Portronics', 'boAt']
/** A small brand with one product in every 1,499, the oldest first: the long tail a first page misses. */
const LONG_TAIL_BRAND = 'Rhinoshield'
const LONG_TAIL_EVERY = 1499
const MODELS = ['iPhone 16', 'iPhone 15', 'Galaxy S24', 'Pixel 9', 'OnePlus 12', 'Redmi Note 13']

const PLACEHOLDER = '/uploads/products/placeholder.webp'

const textArray = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]`)

/**
 * Adds `count` in-stock products named like the shop's ("Rugged Case for Pixel 9 #4711"), spread
 * over every category, six brands (and a seventh with one product in 1,499), price from ₹99 to ₹5,098 and a year of creation dates, each with its
 * one untracked variant and a picture of the products already there (the demo's, when seeded).
 * Every name is unique by its number.
 */
export async function seedLargeCatalogue(db: Db, count: number): Promise<void> {
  const categories = KINDS.map(([category]) => category)
  // Each product's shelf (the price it shows at and whether it can be bought) is known before its
  // variant exists: the price itself, and in stock. It is written with the row, so the triggers that
  // keep the shelf in step with the variants are set aside for this transaction; otherwise adding
  // the variants rewrites every product row and its index entries, two-fifths of the seed's time.
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table products disable trigger products_shelf_price`)
    await tx.execute(
      sql`alter table product_variants disable trigger product_variants_added_shelf_price`,
    )
    await insertProductsAndVariants(tx, count, categories)
    await tx.execute(sql`alter table products enable trigger products_shelf_price`)
    await tx.execute(
      sql`alter table product_variants enable trigger product_variants_added_shelf_price`,
    )
  })
  // What autovacuum does to a table soon after a bulk load, done at once so the catalogue is read
  // as a running shop's is: the trigram index's pending list merged (every search scans it
  // otherwise) and the visibility map set, so a count can read an index alone.
  await db.execute(sql`vacuum analyze products, product_variants`)
}

/** The products, each with its one untracked variant, in one statement. */
async function insertProductsAndVariants(tx: DbOrTx, count: number, categories: string[]) {
  // The whole id in the SKU, not the ten digits a product saved by staff gets: among 100,000 random
  // ids two share their first ten digits about once in 200 seeds.
  await tx.execute(sql`
    with added as (
    insert into products (name, brand, category, subcategory, price, image, hsn_code, features,
      rating, review_count, created_at, shopper_price, has_stock)
    with pictures as (
      select coalesce(array_agg(distinct image), array[${PLACEHOLDER}]) as images from products
    )
    select
      s.style || ' ' || k.noun || ' for ' || m.model || ' #' || n,
      case when n % ${LONG_TAIL_EVERY} = 0 then ${LONG_TAIL_BRAND}
        else (${textArray(BRANDS)})[1 + n % ${BRANDS.length}] end,
      k.category,
      case when k.category = 'work-essentials' then 'desk-setup' end,
      price,
      pictures.images[1 + n % cardinality(pictures.images)],
      (${textArray(categories.map((c) => DEFAULT_HSN_BY_CATEGORY[c as keyof typeof DEFAULT_HSN_BY_CATEGORY]))})[1 + n % ${KINDS.length}],
      jsonb_build_array(s.style || ' finish', 'Fits ' || m.model),
      round(((n * 7) % 41 / 10.0 + 1)::numeric, 1),
      n % 50,
      now() - make_interval(mins => n % 525600),
      price,
      true
    from pictures, generate_series(1, ${count}) as n
    cross join lateral (select (99 + (n * 37) % 5000) * 100 as price) p
    cross join lateral (select (${textArray(STYLES)})[1 + n % ${STYLES.length}] as style) s
    cross join lateral (select (${textArray(categories)})[1 + n % ${KINDS.length}] as category,
      (${textArray(KINDS.map(([, noun]) => noun))})[1 + n % ${KINDS.length}] as noun) k
    cross join lateral (select (${textArray(MODELS)})[1 + (n / 7) % ${MODELS.length}] as model) m
    returning id
    )
    insert into product_variants (product_id, sku)
    select id, 'KV-' || upper(replace(id::text, '-', '')) from added`)
}
