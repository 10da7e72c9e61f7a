import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import { toast } from '#web/lib/toast.tsx'
import { productId } from '#domain/product/product-id.ts'
import type { Product } from '#domain/product/product.ts'
import { readJson, writeJson } from '#web/lib/browser-storage.ts'
import { addToWishlist, loadWishlistItems, removeFromWishlist } from './wishlist-state.ts'

const WISHLIST_KEY = 'wishlist'

interface WishlistContextValue {
  items: Product[]
  itemCount: number
  isInWishlist(id: string): boolean
  toggleWishlist(product: Product): void
  removeFromWishlist(id: string): void
  clearWishlist(): void
}

const WishlistContext = createContext<WishlistContextValue | null>(null)

export function WishlistProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState(() => loadWishlistItems(readJson(WISHLIST_KEY)))
  useEffect(() => writeJson(WISHLIST_KEY, items), [items])

  const isInWishlist = (id: string) => items.some((item) => productId(item) === id)
  const value: WishlistContextValue = {
    items,
    itemCount: items.length,
    isInWishlist,
    toggleWishlist(product) {
      const id = productId(product)
      if (id && isInWishlist(id)) {
        setItems((current) => removeFromWishlist(current, id))
        toast.info('Removed from wishlist')
      } else {
        setItems((current) => addToWishlist(current, product))
        if (id) toast.success('Added to wishlist!')
      }
    },
    removeFromWishlist: (id) => setItems((current) => removeFromWishlist(current, id)),
    clearWishlist: () => setItems([]),
  }
  return <WishlistContext value={value}>{children}</WishlistContext>
}

export function useWishlist(): WishlistContextValue {
  const value = useContext(WishlistContext)
  if (!value) throw new Error('useWishlist must be used within a WishlistProvider')
  return value
}
