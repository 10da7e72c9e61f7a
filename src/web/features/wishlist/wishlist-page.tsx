import { Heart } from 'lucide-react'
import { Link } from 'react-router'
import { useWishlist } from '#web/state/wishlist-provider.tsx'
import { WishlistGrid } from '#web/components/product/wishlist-grid.tsx'
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
            <WishlistGrid />
          </>
        )}
      </div>
    </div>
  )
}
