import { NO_RATINGS_YET } from '#domain/product/catalogue.ts'
import { Pencil, Star, ToggleLeft, ToggleRight, Trash2 } from 'lucide-react'
import type { AdminProduct } from '#domain/product/admin-products.ts'
import { Button } from '#web/components/ui/button.tsx'
import { adminRupees } from '../shared/admin-rupees.ts'
import { countOf } from '#web/lib/format.ts'

interface ProductCardProps {
  product: AdminProduct
  busy: boolean
  onToggleStock(): void
  onEdit(): void
  onDelete(): void
}

export function ProductCard({ product, busy, onToggleStock, onEdit, onDelete }: ProductCardProps) {
  const badges = [
    product.isFeatured && { label: 'Featured', tone: 'bg-purple-600' },
    product.isNewProduct && { label: 'New', tone: 'bg-emerald-700' },
    product.isOnSale && { label: 'Sale', tone: 'bg-red-600' },
  ].filter((badge) => badge !== false)

  return (
    <article
      aria-label={product.name}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative h-44 bg-slate-100">
        <img src={product.image} alt="" loading="lazy" className="h-full w-full object-cover" />
        <span className="absolute top-2 left-2 flex flex-wrap gap-1">
          {badges.map((badge) => (
            <span
              key={badge.label}
              className={`rounded px-2 py-0.5 text-xs font-semibold text-white ${badge.tone}`}
            >
              {badge.label}
            </span>
          ))}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 font-semibold text-slate-900">{product.name}</h3>
        <p className="text-sm text-slate-500">
          {product.brand} ·{' '}
          <span className="capitalize">{product.category.replaceAll('-', ' ')}</span>
        </p>
        <p className="flex flex-wrap items-baseline gap-2">
          <span className="text-lg font-bold text-slate-900">{adminRupees(product.price)}</span>
          {product.originalPrice !== null && product.originalPrice > 0 && (
            <s className="text-sm text-slate-500">{adminRupees(product.originalPrice)}</s>
          )}
          <span className="text-xs text-slate-500">excl. GST</span>
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium ${
              product.inStock ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800'
            }`}
          >
            {product.inStock ? 'In Stock' : 'Out of Stock'}
          </span>
          {product.reviews === 0 ? (
            <span>{NO_RATINGS_YET}</span>
          ) : (
            <>
              <span className="inline-flex items-center gap-1">
                <Star aria-hidden className="h-4 w-4 fill-amber-400 text-amber-400" />
                {product.rating.toFixed(1)}/5
              </span>
              <span>{countOf(product.reviews, 'review')}</span>
            </>
          )}
        </p>
        <p className="text-sm text-slate-600">{stockSummary(product)}</p>
        <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
          <Button
            variant="secondary"
            onClick={onToggleStock}
            disabled={busy}
            className="col-span-2 px-3 text-sm"
          >
            {product.inStock ? (
              <ToggleRight aria-hidden className="h-5 w-5 text-green-600" />
            ) : (
              <ToggleLeft aria-hidden className="h-5 w-5 text-slate-400" />
            )}
            {product.inStock ? 'Mark Out of Stock' : 'Mark In Stock'}
          </Button>
          <Button variant="secondary" onClick={onEdit} className="px-3 text-sm">
            <Pencil aria-hidden className="h-4 w-4" /> Edit
          </Button>
          <Button variant="secondary" onClick={onDelete} disabled={busy} className="px-3 text-sm">
            <Trash2 aria-hidden className="h-4 w-4 text-red-600" /> Delete
          </Button>
        </div>
      </div>
    </article>
  )
}

/** "2 variants · 7 available · 1 low", or "Not counted" when no variant is counted. */
function stockSummary({ variants }: AdminProduct): string {
  const counted = variants.filter((v) => v.available !== null)
  const low = counted.filter((v) => (v.available ?? 0) <= v.lowStockThreshold).length
  const parts = [
    variants.length > 1 && `${variants.length} variants`,
    counted.length === 0
      ? 'Not counted'
      : `${counted.reduce((sum, v) => sum + (v.available ?? 0), 0)} available`,
    low > 0 && `${low} low`,
  ]
  return parts.filter(Boolean).join(' · ')
}
