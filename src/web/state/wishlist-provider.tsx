import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import { toast } from '#web/lib/toast.tsx'
import { productId } from '#domain/product/product-id.ts'
import type { Product } from '#domain/product/product.ts'
import { readJson, writeJson } from '#web/lib/browser-storage.ts'
import { useHydrated } from '#web/lib/page-data.tsx'
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

const storedWishlist = () => loadWishlistItems(readJson(WISHLIST_KEY))

const WishlistContext = createContext<WishlistContextValue | null>(null)

export function WishlistProvider({ children }: { children: ReactNode }) {
  // The wishlist is the browser's: a page the server rendered hydrates empty, then reads it. What
  // the shopper saved while it hydrated, before the read, joins what was stored.
  const hydrated = useHydrated()
  const [wishlist, setWishlist] = useState(() => ({
    read: hydrated,
    items: hydrated ? storedWishlist() : [],
  }))
  if (hydrated && !wishlist.read) {
    const stored = storedWishlist()
    setWishlist({
      read: true,
      items: stored.length === 0 ? wishlist.items : wishlist.items.reduce(addToWishlist, stored),
    })
  }
  useEffect(() => {
    if (wishlist.read) writeJson(WISHLIST_KEY, wishlist.items)
  }, [wishlist])
  const { items } = wishlist
  // One value per list, the same list kept when nothing was stored: every card reads the wishlist.
  const value = useMemo<WishlistContextValue>(() => {
    const setItems = (change: (items: Product[]) => Product[]) =>
      setWishlist((current) => ({ ...current, items: change(current.items) }))
    const isInWishlist = (id: string) => items.some((item) => productId(item) === id)
    return {
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
      clearWishlist: () => setItems(() => []),
    }
  }, [items])
  return <WishlistContext value={value}>{children}</WishlistContext>
}

export function useWishlist(): WishlistContextValue {
  const value = useContext(WishlistContext)
  if (!value) throw new Error('useWishlist must be used within a WishlistProvider')
  return value
}
