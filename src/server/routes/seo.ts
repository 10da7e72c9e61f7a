// robots.txt and a sitemap built from the live catalogue, for search engines.
import { desc, eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { CATEGORIES, SHOP_FILTERS, SUBCATEGORIES } from '#domain/product/catalogue.ts'
import { products } from '../db/schema/index.ts'
import { escapeMarkup } from '../lib/escape-markup.ts'
import { listPhoneModels } from '../services/phone-models.ts'

const STATIC_PATHS = [
  '/',
  '/shop',
  ...SHOP_FILTERS.map((f) => `/shop/filter/${f}`),
  ...CATEGORIES.map((c) => `/shop/category/${c}`),
  ...SUBCATEGORIES.map((s) => `/shop/category/work-essentials/${s}`),
  '/about',
  '/contact',
  '/shipping',
  '/refund',
  '/privacy',
  '/service',
  '/disclaimer',
]

const seo: FastifyPluginAsync = async (app) => {
  const base = app.config.publicUrl

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /dashboard\nDisallow: /cart\nDisallow: /api/\n\nSitemap: ${base}/sitemap.xml\n`,
      ),
  )

  app.get('/sitemap.xml', async (_request, reply) => {
    // The shop for each phone something is sold for.
    const phonePaths = (await listPhoneModels(app.database.db))
      .filter((model) => model.productCount > 0)
      .map((model) => `/shop/phone/${model.slug}`)
    const pagePaths = [...STATIC_PATHS, ...phonePaths]
    const rows = await app.database.db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.inStock, true))
      .orderBy(desc(products.updatedAt))
      .limit(50_000 - pagePaths.length)
    const urls = [
      ...pagePaths.map((path) => `<url><loc>${escapeMarkup(base + path)}</loc></url>`),
      ...rows.map(
        (p) =>
          `<url><loc>${escapeMarkup(`${base}/product/${p.slug}`)}</loc><lastmod>${p.updatedAt.toISOString()}</lastmod></url>`,
      ),
    ]
    return reply
      .type('application/xml')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      )
  })
}

export default seo
