// What the server writes into the head of the pages a link can land on (home, the shop's sections,
// a product), so a search engine or a link preview that runs no script still gets the page's
// title, description, canonical address, picture, price and schema.org data.
import { z } from 'zod'
import { fullTitle, HOME_META, productDescription } from '#domain/page-meta.ts'
import {
  CATEGORIES,
  PRODUCT_NOT_FOUND,
  SHOP_FILTERS,
  SUBCATEGORIES,
} from '#domain/product/catalogue.ts'
import { ProductDetailResponseSchema } from '#domain/product/product.ts'
import { isUuid } from '#domain/product/product-id.ts'
import { productJsonLd, shelfPriceText } from '#domain/product/product-json-ld.ts'
import { PHONE_MODEL_SLUG } from '#domain/product/phone-model-rules.ts'
import {
  galleryCategoryOf,
  phoneHeading,
  shopHeading,
  type ShopSection,
  UNKNOWN_PHONE_HEADING,
} from '#domain/product/shop-heading.ts'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { products } from '../db/schema/index.ts'
import { findProduct, galleryFor, toApiProductDetail } from './catalogue.ts'
import { findActivePhoneModel } from './phone-models.ts'

export interface PageHead {
  status: 200 | 404
  title: string
  description: string
  /** The page's own address, without the query a filter adds. */
  path: string
  /** The preview picture: an address on this site. */
  image: string
  type: 'website' | 'product'
  /** The picture the page paints largest, fetched before any script asks for it. */
  preloadImage?: string
  price?: string
  jsonLd?: object
  noindex?: boolean
}

const SHARE_IMAGE = '/og-image.png'
const HERO_POSTER = '/media/hero-poster.webp'

const includes = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value)

/** The shop section a path names, or undefined for one that is not a shop page. */
function shopSection(segments: string[]): ShopSection | undefined {
  const [, kind, first, second, ...rest] = segments
  if (rest.length > 0) return undefined
  if (kind === undefined) return {}
  if (kind === 'filter' && includes(SHOP_FILTERS, first) && second === undefined)
    return { filter: first }
  if (kind === 'phone' && first !== undefined && second === undefined) return { phone: first }
  if (kind !== 'category' || !includes(CATEGORIES, first)) return undefined
  if (second === undefined) return { category: first }
  return first === 'work-essentials' && includes(SUBCATEGORIES, second)
    ? { category: first, subcategory: second }
    : undefined
}

/**
 * How to make the head of the page at `path`, or undefined for pages that keep the shell's own:
 * decided from the path alone, so a cached page is sent without reading the database.
 */
export function pageHeadOf(db: Db, path: string, origin: string) {
  if (path === '/') return async () => homeHead()
  const segments = path.split('/').slice(1)
  if (segments[0] === 'shop') {
    const section = shopSection(segments)
    return section && (() => shopHead(db, path, section))
  }
  const [kind, id, ...rest] = segments
  if (kind === 'product' && id && rest.length === 0) return () => productHead(db, path, id, origin)
  return undefined
}

function homeHead(): PageHead {
  return {
    status: 200,
    title: fullTitle(HOME_META.title),
    description: HOME_META.description,
    path: '/',
    image: SHARE_IMAGE,
    type: 'website',
    preloadImage: HERO_POSTER,
  }
}

/**
 * Where a product page's first address, by the product's id, now lives (/product/<slug>), or
 * undefined for any other page.
 */
export async function movedProductPath(db: Db, path: string): Promise<string | undefined> {
  const [kind, id, ...rest] = path.split('/').slice(1)
  if (kind !== 'product' || id === undefined || rest.length > 0 || !isUuid(id)) return undefined
  const [row] = await db.select({ slug: products.slug }).from(products).where(eq(products.id, id))
  return row && `/product/${row.slug}`
}

/** A shop section's heading, or undefined for a phone the shop doesn't list. */
async function sectionHeading(db: Db, section: ShopSection) {
  if (section.phone === undefined) return shopHeading(section)
  const slug = section.phone
  const phone = PHONE_MODEL_SLUG.test(slug) ? await findActivePhoneModel(db, slug) : undefined
  return phone && phoneHeading(phone.model)
}

async function shopHead(db: Db, path: string, section: ShopSection): Promise<PageHead> {
  const heading = await sectionHeading(db, section)
  const { title, subtitle } = heading ?? UNKNOWN_PHONE_HEADING
  const [banner] = await galleryFor(db, galleryCategoryOf(section))
  return {
    status: heading ? 200 : 404,
    title: fullTitle(title),
    description: subtitle,
    path,
    image: banner?.url ?? SHARE_IMAGE,
    type: 'website',
    preloadImage: banner?.url,
    noindex: heading === undefined,
  }
}

async function productHead(db: Db, path: string, id: string, origin: string): Promise<PageHead> {
  const row = await findProduct(db, id)
  if (!row) {
    return {
      status: 404,
      title: fullTitle(PRODUCT_NOT_FOUND),
      description: HOME_META.description,
      path,
      image: SHARE_IMAGE,
      type: 'website',
      noindex: true,
    }
  }
  // As the API answers it, as the page itself reads it.
  const product = z.encode(
    ProductDetailResponseSchema.shape.product,
    await toApiProductDetail(db, row),
  )
  return {
    status: 200,
    title: fullTitle(product.name),
    description: productDescription(product),
    path,
    image: product.image,
    type: 'product',
    preloadImage: product.image,
    price: shelfPriceText(product),
    jsonLd: productJsonLd(product, { pageUrl: new URL(path, origin).href, origin }),
  }
}
