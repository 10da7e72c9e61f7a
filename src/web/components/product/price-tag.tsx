import { formatRupees, rupeesToPaise } from '#domain/money.ts'
import { displayPrice } from '#domain/pricing.ts'
import type { Product } from '#domain/product/product.ts'
import { cardSavings } from './card-badges.ts'

/**
 * The shelf price with tax, and the struck original with 'Save ₹x' when it is on sale; 'From' when
 * it is the lowest of several.
 */
export function PriceTag({
  product,
  size = 'md',
  from = false,
}: {
  product: Pick<Product, 'price' | 'originalPrice' | 'gstRate'>
  size?: 'md' | 'lg'
  from?: boolean
}) {
  const savings = cardSavings(product)
  return (
    <p className="flex flex-wrap items-baseline gap-2">
      {from && <span className="-mr-1 text-sm text-slate-600">From</span>}
      <span className={`font-bold text-slate-900 ${size === 'lg' ? 'text-3xl' : 'text-xl'}`}>
        {formatRupees(displayPrice(rupeesToPaise(product.price), product.gstRate))}
      </span>
      {savings > 0 && product.originalPrice !== null && (
        <>
          <s className="text-sm text-slate-500">
            {formatRupees(displayPrice(rupeesToPaise(product.originalPrice), product.gstRate))}
          </s>
          <span className="text-sm font-medium text-green-700">Save {formatRupees(savings)}</span>
        </>
      )}
    </p>
  )
}
