import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { FEATURED_PRODUCTS_LIMIT } from '#domain/limits.ts'
import { FREE_SHIPPING_LABEL } from '#domain/pricing.ts'
import { useCatalogue } from '#web/state/catalogue.ts'
import { ProductCard } from '#web/components/product/product-card.tsx'
import { HOME_META } from '#domain/page-meta.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'

export function HomePage() {
  usePageMeta(HOME_META.title, HOME_META.description)
  const catalogue = useCatalogue()
  const featured = catalogue.products
    .filter((p) => p.isFeatured && p.inStock)
    .slice(0, FEATURED_PRODUCTS_LIMIT)

  return (
    <div className="pb-16">
      <section className="relative isolate overflow-hidden bg-slate-900 text-white">
        <video
          className="absolute inset-0 -z-10 h-full w-full object-cover motion-reduce:hidden"
          autoPlay
          muted
          loop
          playsInline
          poster="/media/hero-poster.webp"
          aria-hidden
        >
          <source src="/media/hero.webm" type="video/webm" />
          <source src="/media/hero.mp4" type="video/mp4" />
        </video>
        <img
          src="/media/hero-poster.webp"
          alt=""
          className="absolute inset-0 -z-10 hidden h-full w-full object-cover motion-reduce:block"
        />
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-24 sm:py-32">
          <p className="rounded-full bg-white/10 px-3 py-1 text-sm text-indigo-100 ring-1 ring-white/20">
            Free shipping on orders of {FREE_SHIPPING_LABEL}
          </p>
          <h1 className="max-w-2xl text-4xl font-bold tracking-tight sm:text-6xl">
            Armour for your phone. Order for your desk.
          </h1>
          <p className="max-w-xl text-lg text-indigo-100">
            Cases, tempered glass, fast chargers and work essentials picked for Indian phones and
            workdays.
          </p>
          <Link
            to="/shop"
            className="inline-flex items-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-slate-900 hover:bg-indigo-50"
          >
            Shop Now <ArrowRight aria-hidden className="h-5 w-5" />
          </Link>
        </div>
      </section>

      <section aria-labelledby="featured" className="mx-auto max-w-6xl px-4 pt-14">
        <div className="flex items-end justify-between gap-4">
          <h2 id="featured" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Featured Products
          </h2>
          <Link to="/shop" className="font-medium text-brand-700 hover:underline">
            View all
          </Link>
        </div>
        {catalogue.loading && featured.length === 0 ? (
          <p role="status" className="py-12 text-center text-slate-600">
            Loading products...
          </p>
        ) : catalogue.error ? (
          <p role="alert" className="py-12 text-center text-red-600">
            {catalogue.error}
          </p>
        ) : (
          <div className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {featured.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
        )}
      </section>
    </div>
  )
}
