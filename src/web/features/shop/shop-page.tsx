import { LayoutGrid, List, RefreshCw, Search } from 'lucide-react'
import { Link, useNavigate, useParams } from 'react-router'
import {
  PRODUCT_FETCH_LIMIT,
  SHOP_PAGE_SIZE,
  SUBCATEGORIES,
  SUBCATEGORY_LABELS,
} from '#domain/product/catalogue.ts'
import { phoneShopPath } from '#domain/product/phone-model-rules.ts'
import { useCatalogue } from '#web/state/catalogue.ts'
import { choosePhone, usePhoneChoice } from '#web/state/phone-choice.ts'
import { PageHeading } from '#web/components/ui/page-heading.tsx'
import { AdvancedFilters } from './advanced-filters.tsx'
import { BannerCarousel } from './banner-carousel.tsx'
import { NoResults } from './no-results.tsx'
import { PhoneFilterNote } from './phone-filter-note.tsx'
import { ProductCard } from '#web/components/product/product-card.tsx'
import { filterProducts, type ShopSort, sortOptions } from './shop-filters.ts'
import { ShopPager } from './shop-pager.tsx'
import { shopQuery, useServerBrands, useShopResults } from './use-shop-results.ts'
import { galleryCategoryOf, type ShopSection, shopHeading } from '#domain/product/shop-heading.ts'
import { useAddressedPhone } from './use-addressed-phone.ts'
import { useShopFilters } from './use-shop-filters.ts'
import { countOf, formatCount } from '#web/lib/format.ts'

export function ShopPage() {
  const section = useParams() as ShopSection
  const catalogue = useCatalogue()
  const filters = useShopFilters()
  const navigate = useNavigate()
  const chosen = usePhoneChoice()
  const addressed = useAddressedPhone(section.phone)
  // The phone the page's address names rules over the one the shopper keeps.
  const phone = section.phone === undefined ? chosen : addressed.phone
  const { title, subtitle } = section.phone === undefined ? shopHeading(section) : addressed.heading
  // The spec's one fetch holds the whole catalogue up to PRODUCT_FETCH_LIMIT; past that, for every
  // search, and for a phone's own address, the server lists the view a page at a time.
  const large = catalogue.products.length >= PRODUCT_FETCH_LIMIT
  const onServer = large || filters.applied.search.trim() !== '' || section.phone !== undefined
  const brands = useServerBrands(large) ?? catalogue.brands
  const served = useShopResults(
    onServer && !addressed.unknown,
    shopQuery(section, filters.applied, phone?.slug ?? section.phone, filters.page),
  )
  const shown = onServer
    ? served.products
    : filterProducts(catalogue.products, section, filters.applied, phone?.model)
  const loading = onServer ? served.loading : catalogue.loading
  const error = onServer ? served.error : catalogue.error
  const total = onServer ? served.total : shown.length

  // Every phone's products, for the same search: the shop's own address when on a phone's.
  const anyPhone = () => {
    choosePhone(null)
    const search = filters.applied.search.trim()
    if (section.phone !== undefined)
      void navigate(search ? `/shop?${new URLSearchParams({ q: search })}` : '/shop')
  }
  const clearAll = () => {
    filters.clearTyped()
    void navigate('/shop')
  }

  return (
    <div className="pb-16">
      <PageHeading title={title} subtitle={subtitle} />
      {/* Shown while the products load too: its frame holds the banner's place from the start. */}
      {!catalogue.error && <BannerCarousel category={galleryCategoryOf(section)} />}
      <div className="mx-auto max-w-6xl space-y-4 px-4 pt-6">
        {section.category === 'work-essentials' && (
          <nav aria-label="Work essentials" className="flex flex-wrap gap-2">
            {[undefined, ...SUBCATEGORIES].map((sub) => (
              <Link
                key={sub ?? 'all'}
                to={
                  sub ? `/shop/category/work-essentials/${sub}` : '/shop/category/work-essentials'
                }
                aria-current={section.subcategory === sub ? 'page' : undefined}
                className={`rounded-full px-4 py-1.5 text-sm font-medium ${section.subcategory === sub ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50'}`}
              >
                {sub ? SUBCATEGORY_LABELS[sub] : 'All'}
              </Link>
            ))}
          </nav>
        )}
        {phone && <PhoneFilterNote model={phone.model} onAnyPhone={anyPhone} />}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <label className="relative flex-1">
            <span className="sr-only">Search products</span>
            <Search
              aria-hidden
              className="absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-400"
            />
            <input
              type="search"
              name="q"
              value={filters.typed.search}
              onChange={(e) => filters.type('search', e.target.value)}
              placeholder="Search products, brands, features..."
              className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-10 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
            />
          </label>
          <label className="flex items-center gap-2">
            <span className="sr-only">Sort products</span>
            <select
              name="sort"
              value={filters.applied.sort}
              onChange={(e) => filters.setSort(e.target.value as ShopSort)}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2.5"
            >
              {sortOptions(filters.applied.search).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          <div className="flex gap-1" role="group" aria-label="Layout">
            {(['grid', 'list'] as const).map((view) => (
              <button
                key={view}
                type="button"
                aria-label={view === 'grid' ? 'Grid view' : 'List view'}
                aria-pressed={filters.view === view}
                onClick={() => filters.setView(view)}
                className={`rounded-lg p-2.5 ${filters.view === view ? 'bg-brand-600 text-white' : 'bg-white text-slate-600 ring-1 ring-slate-200'}`}
              >
                {view === 'grid' ? (
                  <LayoutGrid aria-hidden className="h-5 w-5" />
                ) : (
                  <List aria-hidden className="h-5 w-5" />
                )}
              </button>
            ))}
          </div>
        </div>
        <AdvancedFilters filters={filters} brands={brands} onClearAll={clearAll} />
        {addressed.unknown ? (
          <div className="rounded-2xl border border-dashed border-slate-300 py-16 text-center">
            <Link
              to="/shop"
              className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
            >
              Browse All Products
            </Link>
          </div>
        ) : loading && shown.length === 0 ? (
          <p role="status" className="py-16 text-center text-slate-600">
            Loading products...
          </p>
        ) : error ? (
          <p role="alert" className="py-16 text-center text-red-600">
            {error}
          </p>
        ) : (
          <>
            <div className="flex items-center justify-between gap-4">
              <p className="text-sm text-slate-600" aria-live="polite">
                {served.totalCapped && onServer
                  ? `${formatCount(total)}+ products`
                  : countOf(total, 'product')}
              </p>
              <button
                type="button"
                onClick={() => (onServer ? served.refresh() : catalogue.refresh())}
                disabled={loading}
                className="flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline disabled:text-slate-400"
              >
                <RefreshCw aria-hidden className={`h-4 w-4 ${loading ? 'animate-spin' : ''}`} />
                Refresh
              </button>
            </div>
            {shown.length === 0 ? (
              <NoResults
                search={filters.applied.search.trim()}
                phone={phone}
                shopPath={section.phone === undefined ? '/shop' : phoneShopPath(section.phone)}
                onClear={clearAll}
                onAnyPhone={anyPhone}
              />
            ) : (
              <>
                {/* The cards' names are third-level headings under the page's. */}
                <h2 className="sr-only">Products</h2>
                <div
                  className={
                    filters.view === 'list'
                      ? 'space-y-4'
                      : 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'
                  }
                >
                  {shown.map((product) => (
                    <ProductCard key={product.id} product={product} layout={filters.view} />
                  ))}
                </div>
              </>
            )}
            {onServer && (
              <ShopPager
                page={filters.page}
                pages={Math.ceil(total / SHOP_PAGE_SIZE)}
                more={served.totalCapped}
                onPage={filters.setPage}
              />
            )}
          </>
        )}
      </div>
    </div>
  )
}
