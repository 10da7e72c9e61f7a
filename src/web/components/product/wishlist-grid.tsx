import { Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { formatRupees, rupeesToPaise } from '#domain/money.ts'
import { productId, productPath } from '#domain/product/product-id.ts'
import { displayPrice } from '#domain/pricing.ts'
import { useWishlist } from '#web/state/wishlist-provider.tsx'
import { QuickAdd } from './quick-add.tsx'

/** The saved products, each with add-to-cart and remove; shared by /wishlist and the dashboard. */
export function WishlistGrid() {
  const wishlist = useWishlist()
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {wishlist.items.map((product) => {
        const id = productId(product) ?? ''
        return (
          <li
            key={id}
            aria-label={product.name}
            className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
          >
            <Link
              to={productPath({ id, slug: product.slug })}
              className="aspect-square bg-slate-100"
            >
              <img src={product.image} alt="" className="h-full w-full object-cover" />
            </Link>
            <div className="flex flex-1 flex-col gap-2 p-4">
              <p className="text-xs text-slate-500">{product.brand}</p>
              <Link
                to={productPath({ id, slug: product.slug })}
                className="font-semibold text-slate-900 hover:text-brand-700"
              >
                {product.name}
              </Link>
              <p className="text-lg font-bold">
                {formatRupees(displayPrice(rupeesToPaise(product.price), product.gstRate))}
              </p>
              <div className="mt-auto flex gap-2">
                <QuickAdd product={product} className="flex-1" />
                <button
                  type="button"
                  onClick={() => wishlist.removeFromWishlist(id)}
                  aria-label={`Remove ${product.name} from wishlist`}
                  className="rounded-lg border border-slate-300 p-2 text-slate-600 hover:bg-red-50 hover:text-red-600"
                >
                  <Trash2 aria-hidden className="h-5 w-5" />
                </button>
              </div>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
