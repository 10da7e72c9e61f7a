import { formatRupees, rupeesToPaise } from '#domain/money.ts'
import { displayPrice } from '#domain/pricing.ts'
import type { Product } from '#domain/product/product.ts'
import { cardSavings } from './card-badges.ts'

/** The shelf price with tax, and the struck original with 'Save ₹x' when it is on sale. */
export function PriceTag({
  product,
  size = 'md',
}: {
  product: Pick<Product, 'price' | 'originalPrice' | 'gstRate'>
  size?: 'md' | 'lg'
}) {
  const savings = cardSavings(product)
  return (
    <p className="flex flex-wrap items-baseline gap-2">
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
