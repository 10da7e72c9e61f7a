import { Heart, Smartphone } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router'
import { MAX_QUANTITY_PER_LINE, quantityLimit } from '#domain/order/limits.ts'
import { CATEGORY_LABELS, PRODUCT_NOT_FOUND, NO_RATINGS_YET } from '#domain/product/catalogue.ts'
import { nameWithVariant, PHONE_MODEL_OPTION, variantLabel } from '#domain/product/variant.ts'
import { useAuth } from '#web/state/auth-provider.tsx'
import { usePhoneChoice } from '#web/state/phone-choice.ts'
import { useWishlist } from '#web/state/wishlist-provider.tsx'
import { Stars } from '#web/components/ui/stars.tsx'
import { TAG_CLASSES } from '#web/components/ui/tag-colors.ts'
import { AddToCartButton } from '#web/components/product/add-to-cart-button.tsx'
import { PriceTag } from '#web/components/product/price-tag.tsx'
import { errorMessage } from '#web/lib/api-client.ts'
import { productDescription } from '#domain/page-meta.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { useApiQuery } from '#web/lib/use-api-query.ts'
import { FALLBACK_TEXTS } from '#web/lib/fallback-texts.ts'
import { DeliverTo } from './deliver-to.tsx'
import { fetchProduct, productUrl } from './product-api.ts'
import { ProductJsonLd } from './product-json-ld.tsx'
import { ProductDescription } from './product-description.tsx'
import { ProductReviews } from './product-reviews.tsx'
import { initialVariant } from './variant-choice.ts'
import { ProductPictures } from './product-pictures.tsx'
import { VariantPicker } from './variant-picker.tsx'
import { StockNote } from './stock-note.tsx'
import { BackInStock } from './back-in-stock.tsx'
import { countOf } from '#web/lib/format.ts'

export function ProductPage() {
  const { id = '' } = useParams()
  // Another product, or coming back to this one, asks again, with "Loading product..." meanwhile.
  const loaded = useApiQuery(productUrl(id), (signal) => fetchProduct(id, signal), {
    what: 'product',
    server: true,
    keepPrevious: false,
  })
  const [quantity, setQuantity] = useState(1)
  // A back-in-stock mail links to the option it was about.
  const [searchParams] = useSearchParams()
  const [chosenId, setChosenId] = useState(() => searchParams.get('variant') ?? undefined)
  const phone = usePhoneChoice()
  const { isAuthenticated } = useAuth()
  const wishlist = useWishlist()
  const stockNoteId = useId()
  const capNoteId = useId()

  const product = loaded.data?.product
  usePageMeta(product?.name ?? 'Product', product ? productDescription(product) : undefined)
  // Reached by the product's id (a link kept from before it had a slug): its own address instead.
  const navigate = useNavigate()
  const { search } = useLocation()
  const slug = product?.slug
  useEffect(() => {
    if (slug && slug !== id)
      void navigate({ pathname: `/product/${slug}`, search }, { replace: true })
  }, [slug, id, search, navigate])

  if (loaded.loading)
    return (
      <p role="status" className="py-24 text-center text-slate-600">
        Loading product...
      </p>
    )
  if (!product) {
    return (
      <div className="py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-900">
          {loaded.error === undefined
            ? PRODUCT_NOT_FOUND
            : errorMessage(loaded.error, FALLBACK_TEXTS.products)}
        </h1>
        <Link to="/shop" className="mt-4 inline-block font-medium text-brand-700 underline">
          Back to the shop
        </Link>
      </div>
    )
  }

  const saved = wishlist.isInWishlist(product.id)
  const chosen =
    product.variants.find((v) => v.id === chosenId) ??
    initialVariant(product.variants, phone?.model)
  const limit = quantityLimit(MAX_QUANTITY_PER_LINE, chosen?.left)
  const most = limit.most
  const atMost = Math.min(quantity, most) === most
  const notForPhone =
    phone &&
    product.variants.some((v) => PHONE_MODEL_OPTION in v.options) &&
    !product.variants.some((v) => v.options[PHONE_MODEL_OPTION] === phone.model)
  return (
    <article className="mx-auto grid max-w-6xl gap-10 px-4 py-10 md:grid-cols-2">
      <ProductJsonLd product={product} variant={chosen} />
      <ProductPictures
        // The chosen variant's own picture first, then the product's.
        pictures={[...new Set([chosen?.image ?? product.image, ...product.images])]}
        alt={nameWithVariant(product.name, chosen && variantLabel(chosen.options, product.options))}
      />
      <div className="space-y-4">
        <p className="text-sm text-slate-500">
          <Link to={`/shop/category/${product.category}`} className="hover:underline">
            {CATEGORY_LABELS[product.category]}
          </Link>{' '}
          · {product.brand}
        </p>
        <h1 className="text-3xl font-bold text-slate-900">{product.name}</h1>
        <div className="flex flex-wrap gap-1">
          {product.coloredTags.map((tag) => (
            <span
              key={tag.label}
              className={`rounded-full px-2 py-0.5 text-xs font-medium ${TAG_CLASSES[tag.color]}`}
            >
              {tag.label}
            </span>
          ))}
        </div>
        <p className="flex items-center gap-2 text-slate-600">
          {product.reviews === 0 ? (
            NO_RATINGS_YET
          ) : (
            <>
              <Stars rating={product.rating} size="md" />{' '}
              {`${product.rating.toFixed(1)} (${countOf(product.reviews, 'review')})`}
            </>
          )}
        </p>
        <div>
          <PriceTag product={{ ...(chosen ?? product), gstRate: product.gstRate }} size="lg" />
          <p className="text-sm text-slate-500">Inclusive of 18% GST</p>
        </div>
        {chosen && (
          <VariantPicker
            options={product.options}
            variants={product.variants}
            chosen={chosen}
            onChoose={(variant) => setChosenId(variant.id)}
          />
        )}
        {notForPhone && (
          <p className="flex items-center gap-1 text-sm text-slate-600">
            <Smartphone aria-hidden className="h-4 w-4" /> Not made for {phone.model}.
          </p>
        )}
        <StockNote id={stockNoteId} inStock={product.inStock} variant={chosen} />
        {chosen && (!product.inStock || chosen.availability === 'out_of_stock') && (
          <BackInStock key={chosen.id} productId={product.id} variantId={chosen.id} />
        )}
        <div className="flex flex-wrap items-end gap-3">
          <label className="text-sm font-medium text-slate-700">
            Quantity
            <select
              value={Math.min(quantity, most)}
              onChange={(e) => setQuantity(Number(e.target.value))}
              aria-describedby={atMost ? (limit.byStock ? stockNoteId : capNoteId) : undefined}
              className="mt-1 block rounded-lg border border-slate-300 px-3 py-2.5"
            >
              {Array.from({ length: most }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <AddToCartButton
            product={product}
            variant={chosen}
            quantity={Math.min(quantity, most)}
            className="px-6 py-2.5"
          />
          {isAuthenticated && (
            <button
              type="button"
              aria-pressed={saved}
              onClick={() => wishlist.toggleWishlist(product)}
              className="flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2.5 font-medium text-slate-700 hover:bg-slate-50"
            >
              <Heart
                aria-hidden
                className={`h-5 w-5 ${saved ? 'fill-red-500 text-red-500' : ''}`}
              />{' '}
              {saved ? 'Saved' : 'Save to Wishlist'}
            </button>
          )}
        </div>
        {atMost && !limit.byStock && (
          <p id={capNoteId} className="text-sm text-slate-600">
            {limit.reason}
          </p>
        )}
        <DeliverTo />
        {product.description && <ProductDescription text={product.description} />}
        <section aria-labelledby="features">
          <h2 id="features" className="font-semibold text-slate-900">
            Features
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {product.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </section>
      </div>
      <ProductReviews reviews={loaded.data?.reviews ?? []} />
    </article>
  )
}
