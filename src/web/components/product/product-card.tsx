import { Heart, Smartphone } from 'lucide-react'
import { Link } from 'react-router'
import { CATEGORY_LABELS, NO_RATINGS_YET } from '#domain/product/catalogue.ts'
import { CARD_FEATURE_COUNT, CARD_TAG_COUNT } from '#domain/limits.ts'
import { productId, productPath } from '#domain/product/product-id.ts'
import type { Product } from '#domain/product/product.ts'
import { pricesDiffer } from '#domain/product/variant.ts'
import { useSignedIn } from '#web/state/auth-provider.tsx'
import { usePhoneChoice } from '#web/state/phone-choice.ts'
import { useWishlist } from '#web/state/wishlist-provider.tsx'
import { Stars } from '#web/components/ui/stars.tsx'
import { TAG_CLASSES } from '#web/components/ui/tag-colors.ts'
import { cardBadges } from './card-badges.ts'
import { fitsPhone } from '#web/components/phone/phone-fit.ts'
import { PriceTag } from './price-tag.tsx'
import { QuickAdd } from './quick-add.tsx'

// Each pair keeps small bold text at 4.5:1 or better (WCAG AA).
const BADGE_CLASSES = {
  NEW: 'bg-emerald-700 text-white',
  SALE: 'bg-red-600 text-white',
  TOP: 'bg-amber-400 text-amber-950',
  FAST: 'bg-sky-700 text-white',
} as const

export function ProductCard({
  product,
  layout = 'grid',
}: {
  product: Product
  layout?: 'grid' | 'list'
}) {
  const id = productId(product)
  const isAuthenticated = useSignedIn()
  const wishlist = useWishlist()
  const phone = usePhoneChoice()
  if (!id) return null

  const extraFeatures = product.features.length - CARD_FEATURE_COUNT
  const saved = wishlist.isInWishlist(id)
  const href = productPath({ id, slug: product.slug })
  const list = layout === 'list'

  // A card out of sight is laid out once it scrolls near (content-visibility), its last size
  // kept: the shop's 48 drew in one 256 ms task of a 4x slower phone, its first screen's in 137.
  return (
    <article
      aria-label={product.name}
      className={`group relative flex overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition [contain-intrinsic-size:auto_500px] [content-visibility:auto] hover:shadow-lg ${list ? 'flex-row' : 'flex-col'}`}
    >
      <div className={`relative bg-slate-100 ${list ? 'w-36 shrink-0 sm:w-48' : 'aspect-square'}`}>
        <img
          src={product.image}
          alt=""
          loading="lazy"
          className="h-full w-full object-cover transition group-hover:scale-105"
        />
      </div>
      <span className="absolute top-2 left-2 flex flex-wrap gap-1">
        {cardBadges(product).map((badge) => (
          <span
            key={badge}
            className={`rounded px-1.5 py-0.5 text-[11px] font-bold ${BADGE_CLASSES[badge]}`}
          >
            {badge}
          </span>
        ))}
      </span>
      {isAuthenticated && (
        <button
          type="button"
          onClick={() => wishlist.toggleWishlist(product)}
          aria-label={
            saved ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`
          }
          aria-pressed={saved}
          className="absolute top-2 right-2 z-10 rounded-full bg-white/90 p-2 shadow hover:bg-white"
        >
          <Heart
            aria-hidden
            className={`h-5 w-5 ${saved ? 'fill-red-500 text-red-500' : 'text-slate-600'}`}
          />
        </button>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap gap-1">
          {product.coloredTags.slice(0, CARD_TAG_COUNT).map((tag) => (
            <span
              key={tag.label}
              className={`rounded-full px-2 py-0.5 text-xs font-medium ${TAG_CLASSES[tag.color]}`}
            >
              {tag.label}
            </span>
          ))}
        </div>
        <p className="text-xs text-slate-500">
          {product.brand} · {CATEGORY_LABELS[product.category]}
        </p>
        <h3 className="line-clamp-2 font-semibold text-slate-900">
          {/* The name's link covers the whole card, under its buttons: one link, not one per
              picture and name. */}
          <Link to={href} className="after:absolute after:inset-0 hover:text-brand-700">
            {product.name}
          </Link>
        </h3>
        {phone && fitsPhone(product, phone.model) && (
          <p className="flex items-center gap-1 text-sm font-medium text-emerald-700">
            <Smartphone aria-hidden className="h-4 w-4" /> Fits {phone.model}
          </p>
        )}
        <p className="flex items-center gap-2 text-sm text-slate-600">
          {product.reviews === 0 ? (
            <span>{NO_RATINGS_YET}</span>
          ) : (
            <>
              <Stars rating={product.rating} />
              <span>
                {product.rating.toFixed(1)} ({product.reviews})
              </span>
            </>
          )}
          <span className={product.inStock ? 'text-green-700' : 'text-red-600'}>
            {product.inStock ? '✓ Stock' : '✗ Out'}
          </span>
        </p>
        <PriceTag product={product} from={pricesDiffer(product.variants)} />
        <ul className="space-y-0.5 text-sm text-slate-600">
          {product.features.slice(0, CARD_FEATURE_COUNT).map((feature) => (
            <li key={feature}>• {feature}</li>
          ))}
          {extraFeatures > 0 && <li className="text-slate-500">+{extraFeatures}</li>}
        </ul>
        <QuickAdd product={product} className="relative z-10 mt-auto" />
      </div>
    </article>
  )
}
