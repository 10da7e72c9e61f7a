import { Heart, Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { formatRupees, rupeesToPaise } from '#domain/money.ts'
import { productId } from '#domain/product-id.ts'
import { displayPrice } from '#domain/pricing.ts'
import { useWishlist } from '#web/app/providers/wishlist-provider.tsx'
import { AddToCartButton } from '#web/components/product/add-to-cart-button.tsx'
import { PageHeading } from '#web/components/ui/page-heading.tsx'

export function WishlistPage() {
  const wishlist = useWishlist()
  return (
    <div className="pb-16">
      <PageHeading
        title="My Wishlist"
        subtitle={`${wishlist.itemCount} saved ${wishlist.itemCount === 1 ? 'item' : 'items'}`}
      />
      <div className="mx-auto max-w-6xl px-4">
        {wishlist.itemCount === 0 ? (
          <div className="py-12 text-center">
            <Heart aria-hidden className="mx-auto h-16 w-16 text-slate-300" />
            <h2 className="mt-4 text-2xl font-bold text-slate-900">Your Wishlist is Empty</h2>
            <p className="mt-2 text-slate-600">Tap the heart on any product to save it here.</p>
            <Link
              to="/shop"
              className="mt-6 inline-block rounded-lg bg-brand-600 px-6 py-3 font-medium text-white hover:bg-brand-700"
            >
              Browse the Shop
            </Link>
          </div>
        ) : (
          <>
            <div className="mb-4 flex justify-between gap-4">
              <Link to="/shop" className="font-medium text-brand-700 hover:underline">
                Continue shopping
              </Link>
              <button
                type="button"
                onClick={wishlist.clearWishlist}
                className="font-medium text-red-600 hover:underline"
              >
                Clear All Items
              </button>
            </div>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {wishlist.items.map((product) => {
                const id = productId(product) ?? ''
                return (
                  <li
                    key={id}
                    aria-label={product.name}
                    className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
                  >
                    <Link to={`/product/${id}`} className="aspect-square bg-slate-100">
                      <img src={product.image} alt="" className="h-full w-full object-cover" />
                    </Link>
                    <div className="flex flex-1 flex-col gap-2 p-4">
                      <p className="text-xs text-slate-500">{product.brand}</p>
                      <Link
                        to={`/product/${id}`}
                        className="font-semibold text-slate-900 hover:text-brand-700"
                      >
                        {product.name}
                      </Link>
                      <p className="text-lg font-bold">
                        {formatRupees(displayPrice(rupeesToPaise(product.price)))}
                      </p>
                      <div className="mt-auto flex gap-2">
                        <AddToCartButton product={product} className="flex-1" />
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
          </>
        )}
      </div>
    </div>
  )
}
